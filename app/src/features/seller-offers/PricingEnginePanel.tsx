import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import {
  Button,
  ConfirmDialog,
  DateInput,
  EmptyState,
  InlineAlert,
  NumberInput,
  RowActions,
  Select,
  Table,
  TimeInput,
  validationMessages,
  type TableColumn,
} from '@fuelmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  Controller,
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { $api } from '../../shell/api';
import { formatDate, formatMoney, formatNumber } from '../../shell/i18n/format';
import { useSessionState } from '../../shell/session';
import { useTerminalChoices } from '../../shell/terminals';
import { FormDialog } from './FormDialog';
import { pricingEngineMessages as m } from './messages';
import {
  densityFormSchema,
  expiryDirections,
  expiryFormSchema,
  minPriceFormSchema,
  type DensityFormValues,
  type ExpiryFormValues,
  type MinPriceFormValues,
} from './pricingEngineForms';
import * as styles from './sellerOffers.css';

type MinimumPrice = Schemas['MinimumPrice'];
type ExpiryRule = Schemas['ExpiryRule'];
type ProductDensity = Schemas['ProductDensity'];

type EngineBrand = Pick<Brand, 'locale' | 'currency' | 'flags'>;

/** What the last change of a section came to, shown above its list until the next one. */
type Outcome = { tone: 'positive' | 'caution' | 'critical'; text: string };

export interface PricingEnginePanelProps {
  brand: EngineBrand;
}

/**
 * The pricing engine tab of `/meine-angebote` [S4]: minimum prices per product and terminal (price
 * optimisation), expiry rules that roll the ICE contract month of the live offers, and the product
 * densities with, on the platform that has them (PRICING_CONVERSION_FACTORS_TAB), the conversion factors
 * [B8]. Each change applies at once; one another user of the account made meanwhile is not overwritten
 * [M6], and a minimum price the server could not save now says to retry later [M5].
 */
export function PricingEnginePanel({ brand }: PricingEnginePanelProps) {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{intl.formatMessage(m.intro)}</p>
      <MinPricesSection brand={brand} />
      <ExpiryRulesSection brand={brand} />
      <DensitiesSection brand={brand} />
    </div>
  );
}

/** The message of a field problem key (the form's or the server's). */
function problemText(intl: IntlShape, key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (key === 'required') return intl.formatMessage(validationMessages.required);
  const known = (m as Record<string, MessageDescriptor | undefined>)[key];
  return intl.formatMessage(known ?? m.invalid);
}

function Section({
  title,
  intro,
  action,
  outcome,
  children,
}: {
  title: string;
  intro: string;
  action?: ReactNode;
  outcome: Outcome | null;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.subheading}>{title}</h2>
      <p className={styles.intro}>{intro}</p>
      {action ? <div className={styles.toolbar}>{action}</div> : null}
      {outcome ? <InlineAlert tone={outcome.tone} title={outcome.text} /> : null}
      {children}
    </section>
  );
}

/** The list of a section, or what went wrong loading it. */
function SectionTable<T>({
  query,
  caption,
  columns,
  getRowKey,
  emptyText,
}: {
  query: { data?: T[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  caption: string;
  columns: TableColumn<T>[];
  getRowKey: (row: T) => string;
  emptyText: string;
}) {
  const intl = useIntl();
  if (query.isError) {
    return (
      <EmptyState
        tone="critical"
        title={intl.formatMessage(m.loadFailed, {
          status: query.error instanceof ApiError ? query.error.status : 0,
        })}
      />
    );
  }
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={query.data ?? []}
      getRowKey={getRowKey}
      isLoading={query.isPending}
      emptyText={emptyText}
    />
  );
}

interface EditorProps<V extends FieldValues> {
  formId: string;
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  initial: V;
  resolver: Resolver<V>;
  /** Saves; resolves with an outcome to show, or throws the ApiError. */
  save: (values: V) => Promise<void>;
  /** A server answer this editor says itself (a duplicate, retry later): its message, or undefined. */
  knownFailure: (error: ApiError) => MessageDescriptor | undefined;
  /** Another user changed or deleted the object meanwhile. */
  onConflict: () => void;
  fields: (props: {
    control: ReturnType<typeof useForm<V>>['control'];
    problem: (key?: string) => string | undefined;
  }) => ReactNode;
}

/**
 * One setting's form in a dialog: the fields, the unsaved-changes question (FormDialog), the server's
 * field problems on the fields and its refusals above them.
 */
function Editor<V extends FieldValues>({
  formId,
  title,
  isOpen,
  onOpenChange,
  initial,
  resolver,
  save,
  knownFailure,
  onConflict,
  fields,
}: EditorProps<V>) {
  const intl = useIntl();
  const { control, handleSubmit, setError, formState, reset } = useForm<V>({
    resolver,
    mode: 'onBlur',
    defaultValues: initial as DefaultValues<V>,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(values: V) {
    setFailure(null);
    setSaving(true);
    try {
      await save(values);
      reset(values);
      onOpenChange(false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const known = knownFailure(error);
      if (known) setFailure(intl.formatMessage(known));
      else if (error.status === 409 || error.status === 404) {
        reset(values);
        onConflict();
        onOpenChange(false);
      } else if (error.status === 400 && error.problem?.errors?.length) {
        for (const p of error.problem.errors) {
          const field = p.path.split('/')[1] ?? '';
          if (field in initial) setError(field as FieldPath<V>, { type: 'server', message: p.message });
          else setFailure(intl.formatMessage(m.saveFailed, { status: 400 }));
        }
      } else setFailure(intl.formatMessage(m.saveFailed, { status: error.status }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog
      formId={formId}
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      dirty={formState.isDirty}
      onDiscard={() => reset(initial)}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      isSaving={saving}
      discardText={intl.formatMessage(m.discardText)}
    >
      {failure ? <InlineAlert className={styles.wide} tone="critical" title={failure} /> : null}
      {fields({ control, problem: (key) => problemText(intl, key) })}
    </FormDialog>
  );
}

/** Open state of a section's editor: closed, a new object, or an existing one. */
function useEditor<T>() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<T | undefined>(undefined);
  return {
    open,
    setOpen,
    editing,
    start: (item?: T) => {
      setEditing(item);
      setOpen(true);
    },
  };
}

/** The delete question of a section; the object stays set while the dialog closes. */
function useDeletion<T>() {
  const [item, setItem] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    item,
    open,
    setOpen,
    ask: (value: T) => {
      setItem(value);
      setOpen(true);
    },
  };
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * A section's list state: what the last change came to, reloading the list (`GET path`), the conflict
 * note [M6], and a deletion that says how it went.
 */
function useSection(path: string) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const say = (tone: Outcome['tone'], message: MessageDescriptor) =>
    setOutcome({ tone, text: intl.formatMessage(message) });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['get', path] });
  const conflict = () => {
    say('caution', m.conflict);
    void reload();
  };
  async function removal(
    run: () => Promise<unknown>,
    done: MessageDescriptor,
    known: (error: ApiError) => MessageDescriptor | undefined = () => undefined,
  ) {
    try {
      await run();
      say('positive', done);
    } catch (error) {
      const message = error instanceof ApiError ? known(error) : undefined;
      if (message) say('critical', message);
      else if ([404, 409].includes(statusOf(error))) conflict();
      else
        setOutcome({ tone: 'critical', text: intl.formatMessage(m.saveFailed, { status: statusOf(error) }) });
    } finally {
      await reload();
    }
  }
  return { outcome, say, reload, conflict, removal };
}

/** The question before a deletion. */
function DeleteQuestion<T>({
  deletion,
  title,
  text,
  onConfirm,
}: {
  deletion: ReturnType<typeof useDeletion<T>>;
  title: MessageDescriptor;
  text: (item: T) => string;
  onConfirm: (item: T) => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      isOpen={deletion.open}
      onOpenChange={deletion.setOpen}
      title={intl.formatMessage(title)}
      confirmLabel={intl.formatMessage(m.delete)}
      variant="critical"
      onConfirm={() => {
        if (deletion.item) onConfirm(deletion.item);
      }}
    >
      {deletion.item ? text(deletion.item) : null}
    </ConfirmDialog>
  );
}

function MinPricesSection({ brand }: { brand: EngineBrand }) {
  const intl = useIntl();
  const { locale, currency } = brand;
  const { metadata } = useSessionState();
  const list = $api.useQuery('get', '/api/pricing/min-prices', {}, { retry: 1 });
  const create = $api.useMutation('post', '/api/pricing/min-prices');
  const update = $api.useMutation('put', '/api/pricing/min-prices/{id}');
  const remove = $api.useMutation('delete', '/api/pricing/min-prices/{id}');
  const editor = useEditor<MinimumPrice>();
  const deletion = useDeletion<MinimumPrice>();
  const section = useSection('/api/pricing/min-prices');
  // The server could not lock the prices in time [M5]; a minimum price that exists already.
  const knownFailure = (error: ApiError) =>
    error.code === 'MIN_PRICE_UPDATE_FAILED'
      ? m.minPriceRetryLater
      : error.code === 'DUPLICATE_MIN_PRICE'
        ? m.minPriceExists
        : undefined;

  const products = (metadata?.fuels ?? []).map((p) => ({ id: p.id, label: p.name }));
  const terminals = useTerminalChoices().map((t) => ({ id: t.id, label: t.name }));
  const names = (p: MinimumPrice) => ({ product: p.product.name, terminal: p.terminal.name });

  const columns: TableColumn<MinimumPrice>[] = [
    {
      id: 'product',
      header: intl.formatMessage(m.product),
      cell: (p) => <span className={styles.words}>{p.product.name}</span>,
    },
    {
      id: 'terminal',
      header: intl.formatMessage(m.terminal),
      cell: (p) => <span className={styles.words}>{p.terminal.name}</span>,
    },
    {
      id: 'minPrice',
      header: intl.formatMessage(m.minPrice, { currency }),
      align: 'end',
      cell: (p) => <span className={styles.oneLine}>{formatMoney(p.minPrice, { locale, currency })}</span>,
    },
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      cell: (p) => (
        <RowActions
          actions={[
            {
              text: intl.formatMessage(m.edit),
              label: `${intl.formatMessage(m.editMinPrice)}: ${intl.formatMessage(m.minPriceLabel, names(p))}`,
              onPress: () => editor.start(p),
            },
            {
              text: intl.formatMessage(m.delete),
              label: `${intl.formatMessage(m.delete)}: ${intl.formatMessage(m.minPriceLabel, names(p))}`,
              onPress: () => deletion.ask(p),
            },
          ]}
        />
      ),
    },
  ];

  const editing = editor.editing;
  return (
    <Section
      title={intl.formatMessage(m.minPrices)}
      intro={intl.formatMessage(m.minPricesIntro)}
      outcome={section.outcome}
      action={<Button onPress={() => editor.start()}>{intl.formatMessage(m.createMinPrice)}</Button>}
    >
      <SectionTable
        query={list}
        caption={intl.formatMessage(m.minPricesCaption)}
        columns={columns}
        getRowKey={(p) => p.id}
        emptyText={intl.formatMessage(m.minPricesEmpty)}
      />
      {editor.open ? (
        <Editor<MinPriceFormValues>
          key={editing ? `${editing.id}@${editing.version}` : 'new'}
          formId="min-price-form"
          title={intl.formatMessage(editing ? m.editMinPrice : m.createMinPrice)}
          isOpen={editor.open}
          onOpenChange={editor.setOpen}
          initial={{
            productId: editing?.product.id ?? '',
            terminalId: editing?.terminal.id ?? '',
            minPrice: editing ? Number(editing.minPrice).toFixed(4) : '',
          }}
          resolver={zodResolver(minPriceFormSchema)}
          save={async (values) => {
            if (editing) {
              await update.mutateAsync({
                params: { path: { id: editing.id } },
                body: { version: editing.version, minPrice: values.minPrice },
              });
            } else {
              await create.mutateAsync({ body: values });
            }
            await section.reload();
            section.say('positive', m.minPriceSaved);
          }}
          knownFailure={knownFailure}
          onConflict={section.conflict}
          fields={({ control, problem }) => (
            <>
              <Controller
                control={control}
                name="productId"
                render={({ field, fieldState }) => (
                  <Select
                    label={intl.formatMessage(m.product)}
                    isRequired
                    isDisabled={editing !== undefined}
                    options={products}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    errorMessage={problem(fieldState.error?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="terminalId"
                render={({ field, fieldState }) => (
                  <Select
                    label={intl.formatMessage(m.terminal)}
                    isRequired
                    isDisabled={editing !== undefined}
                    options={terminals}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    errorMessage={problem(fieldState.error?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="minPrice"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={intl.formatMessage(m.minPrice, { currency })}
                    isRequired
                    decimals={4}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    errorMessage={problem(fieldState.error?.message)}
                  />
                )}
              />
            </>
          )}
        />
      ) : null}
      <DeleteQuestion
        deletion={deletion}
        title={m.minPriceDeleteTitle}
        text={(item) => intl.formatMessage(m.minPriceDeleteText, names(item))}
        onConfirm={(item) =>
          void section.removal(
            () => remove.mutateAsync({ params: { path: { id: item.id }, query: { version: item.version } } }),
            m.minPriceDeleted,
            knownFailure,
          )
        }
      />
    </Section>
  );
}

function ExpiryRulesSection({ brand }: { brand: EngineBrand }) {
  const intl = useIntl();
  const { locale } = brand;
  const list = $api.useQuery('get', '/api/pricing/expiry-rules', {}, { retry: 1 });
  const create = $api.useMutation('post', '/api/pricing/expiry-rules');
  const update = $api.useMutation('put', '/api/pricing/expiry-rules/{id}');
  const remove = $api.useMutation('delete', '/api/pricing/expiry-rules/{id}');
  const editor = useEditor<ExpiryRule>();
  const deletion = useDeletion<ExpiryRule>();
  const section = useSection('/api/pricing/expiry-rules');
  const when = (r: ExpiryRule) => ({ date: formatDate(r.date, locale), time: r.time });

  const columns: TableColumn<ExpiryRule>[] = [
    {
      id: 'date',
      header: intl.formatMessage(m.date),
      cell: (r) => <span className={styles.oneLine}>{formatDate(r.date, locale)}</span>,
    },
    { id: 'time', header: intl.formatMessage(m.time), cell: (r) => r.time },
    {
      id: 'direction',
      header: intl.formatMessage(m.direction),
      cell: (r) => intl.formatMessage(m.directionText, { direction: r.direction }),
    },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      cell: (r) => intl.formatMessage(m.statusText, { status: r.status }),
    },
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      cell: (r) => (
        <RowActions
          actions={[
            ...(r.status === 'ACTIVE'
              ? [
                  {
                    text: intl.formatMessage(m.edit),
                    label: `${intl.formatMessage(m.edit)}: ${intl.formatMessage(m.expiryLabel, when(r))}`,
                    onPress: () => editor.start(r),
                  },
                ]
              : []),
            {
              text: intl.formatMessage(m.delete),
              label: `${intl.formatMessage(m.delete)}: ${intl.formatMessage(m.expiryLabel, when(r))}`,
              onPress: () => deletion.ask(r),
            },
          ]}
        />
      ),
    },
  ];

  const editing = editor.editing;
  return (
    <Section
      title={intl.formatMessage(m.expiryRules)}
      intro={intl.formatMessage(m.expiryIntro)}
      outcome={section.outcome}
      action={<Button onPress={() => editor.start()}>{intl.formatMessage(m.createExpiry)}</Button>}
    >
      <SectionTable
        query={list}
        caption={intl.formatMessage(m.expiryCaption)}
        columns={columns}
        getRowKey={(r) => r.id}
        emptyText={intl.formatMessage(m.expiryEmpty)}
      />
      {editor.open ? (
        <Editor<ExpiryFormValues>
          key={editing ? `${editing.id}@${editing.version}` : 'new'}
          formId="expiry-rule-form"
          title={intl.formatMessage(editing ? m.editExpiry : m.createExpiry)}
          isOpen={editor.open}
          onOpenChange={editor.setOpen}
          initial={{
            date: editing?.date ?? '',
            time: editing?.time ?? '',
            direction: editing?.direction ?? 'MONTH_FORWARD',
          }}
          resolver={zodResolver(expiryFormSchema)}
          save={async (values) => {
            if (editing) {
              await update.mutateAsync({
                params: { path: { id: editing.id } },
                body: { ...values, version: editing.version },
              });
            } else {
              await create.mutateAsync({ body: values });
            }
            await section.reload();
            section.say('positive', m.expirySaved);
          }}
          knownFailure={(error) =>
            error.code === 'DUPLICATE_EXPIRY_RULE'
              ? m.expiryExists
              : error.code === 'EXPIRY_RULE_EXPIRED'
                ? m.expiryExpired
                : undefined
          }
          onConflict={section.conflict}
          fields={({ control, problem }) => (
            <>
              <Controller
                control={control}
                name="date"
                render={({ field, fieldState }) => (
                  <DateInput
                    label={intl.formatMessage(m.date)}
                    isRequired
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    errorMessage={problem(fieldState.error?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="time"
                render={({ field, fieldState }) => (
                  <TimeInput
                    label={intl.formatMessage(m.time)}
                    isRequired
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    errorMessage={problem(fieldState.error?.message)}
                  />
                )}
              />
              <Controller
                control={control}
                name="direction"
                render={({ field }) => (
                  <Select
                    label={intl.formatMessage(m.direction)}
                    isRequired
                    options={expiryDirections.map((id) => ({
                      id,
                      label: intl.formatMessage(m.directionText, { direction: id }),
                    }))}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'MONTH_FORWARD')}
                  />
                )}
              />
            </>
          )}
        />
      ) : null}
      <DeleteQuestion
        deletion={deletion}
        title={m.expiryDeleteTitle}
        text={(item) => intl.formatMessage(m.expiryDeleteText, when(item))}
        onConfirm={(item) =>
          void section.removal(
            () => remove.mutateAsync({ params: { path: { id: item.id }, query: { version: item.version } } }),
            m.expiryDeleted,
          )
        }
      />
    </Section>
  );
}

function DensitiesSection({ brand }: { brand: EngineBrand }) {
  const intl = useIntl();
  const { locale } = brand;
  const factors = brand.flags.PRICING_CONVERSION_FACTORS_TAB === true;
  const list = $api.useQuery('get', '/api/pricing/densities', {}, { retry: 1 });
  const update = $api.useMutation('put', '/api/pricing/densities/{productId}');
  const editor = useEditor<ProductDensity>();
  const section = useSection('/api/pricing/densities');
  const decimal = (value: string) => (
    <span className={styles.oneLine}>{formatNumber(value, { locale, decimals: 4 })}</span>
  );

  const columns: TableColumn<ProductDensity>[] = [
    {
      id: 'product',
      header: intl.formatMessage(m.product),
      cell: (d) => <span className={styles.words}>{d.product.name}</span>,
    },
    { id: 'density', header: intl.formatMessage(m.density), align: 'end', cell: (d) => decimal(d.density) },
    ...(factors
      ? [
          {
            id: 'conversionFactor',
            header: intl.formatMessage(m.conversionFactor),
            align: 'end' as const,
            cell: (d: ProductDensity) => decimal(d.conversionFactor),
          },
        ]
      : []),
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      cell: (d) => (
        <RowActions
          actions={[
            {
              text: intl.formatMessage(m.edit),
              label: intl.formatMessage(m.editDensity, { product: d.product.name }),
              onPress: () => editor.start(d),
            },
          ]}
        />
      ),
    },
  ];

  const editing = editor.editing;
  return (
    <Section
      title={intl.formatMessage(factors ? m.densitiesWithFactors : m.densities)}
      intro={intl.formatMessage(factors ? m.factorsIntro : m.densitiesIntro)}
      outcome={section.outcome}
    >
      <SectionTable
        query={list}
        caption={intl.formatMessage(m.densitiesCaption)}
        columns={columns}
        getRowKey={(d) => d.product.id}
        emptyText=""
      />
      {editor.open && editing ? (
        <Editor<DensityFormValues>
          key={`${editing.product.id}@${editing.version}`}
          formId="density-form"
          title={intl.formatMessage(m.editDensity, { product: editing.product.name })}
          isOpen={editor.open}
          onOpenChange={editor.setOpen}
          initial={{
            density: Number(editing.density).toFixed(4),
            conversionFactor: Number(editing.conversionFactor).toFixed(4),
          }}
          resolver={zodResolver(densityFormSchema)}
          save={async (values) => {
            await update.mutateAsync({
              params: { path: { productId: editing.product.id } },
              // Without the conversion factors tab the factor follows the density.
              body: {
                version: editing.version,
                density: values.density,
                conversionFactor: factors ? values.conversionFactor : values.density,
              },
            });
            await section.reload();
            section.say('positive', m.densitySaved);
          }}
          knownFailure={() => undefined}
          onConflict={section.conflict}
          fields={({ control, problem }) => (
            <>
              {(factors ? (['density', 'conversionFactor'] as const) : (['density'] as const)).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label={intl.formatMessage(name === 'density' ? m.density : m.conversionFactor)}
                      isRequired
                      decimals={4}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      errorMessage={problem(fieldState.error?.message)}
                    />
                  )}
                />
              ))}
            </>
          )}
        />
      ) : null}
    </Section>
  );
}
