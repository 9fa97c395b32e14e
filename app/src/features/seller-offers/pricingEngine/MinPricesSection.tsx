import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiError, Schemas } from '@fuelmarket/api-client';
import { Button, RowActions, type TableColumn } from '@fuelmarket/ui';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { $api } from '../../../shell/api';
import { FormDialog, FormNumberField, FormSelect, useSaveForm } from '../../../shell/forms';
import { formatMoney } from '../../../shell/i18n/format';
import { useSessionState } from '../../../shell/session';
import { useTerminalChoices } from '../../../shell/terminals';
import { pricingEngineMessages as m } from '../messages';
import { minPriceFormSchema, type MinPriceFormValues } from '../pricingEngineForms';
import * as styles from '../sellerOffers.css';
import { engineProblems, knownRefusal, saveUnlessChanged } from './engineForm';
import { DeleteQuestion, Section, SectionTable, useDeletion, useEditor, useSection } from './section';
import type { EngineBrand } from './types';

type MinimumPrice = Schemas['MinimumPrice'];
type F = MinPriceFormValues;

const listQuery = () => $api.queryOptions('get', '/api/pricing/min-prices', {}, { retry: 1 });

/** The server could not lock the prices in time [M5]; a minimum price that exists already. */
const knownFailure = (error: ApiError) =>
  error.code === 'MIN_PRICE_UPDATE_FAILED'
    ? m.minPriceRetryLater
    : error.code === 'DUPLICATE_MIN_PRICE'
      ? m.minPriceExists
      : undefined;

/** Price optimisation: the lowest price per product and terminal the seller sells at. */
export function MinPricesSection({ brand }: { brand: EngineBrand }) {
  const intl = useIntl();
  const { locale, currency } = brand;
  const list = useQuery(listQuery());
  const remove = $api.useMutation('delete', '/api/pricing/min-prices/{id}');
  const editor = useEditor<MinimumPrice>();
  const deletion = useDeletion<MinimumPrice>();
  const section = useSection(listQuery().queryKey);
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
        <MinPriceDialog
          key={editing ? `${editing.id}@${editing.version}` : 'new'}
          price={editing}
          currency={currency}
          onSaved={async () => {
            await section.reload();
            section.say('positive', m.minPriceSaved);
          }}
          onConflict={section.conflict}
          onClose={editor.close}
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

/** A minimum price: a new one for a product and terminal, or an existing one's price. */
function MinPriceDialog({
  price,
  currency,
  onSaved,
  onConflict,
  onClose,
}: {
  price: MinimumPrice | undefined;
  currency: string;
  onSaved: () => Promise<void>;
  onConflict: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { metadata } = useSessionState();
  const products = (metadata?.fuels ?? []).map((p) => ({ id: p.id, label: p.name }));
  const terminals = useTerminalChoices().map((t) => ({ id: t.id, label: t.name }));
  const create = $api.useMutation('post', '/api/pricing/min-prices');
  const update = $api.useMutation('put', '/api/pricing/min-prices/{id}');
  const form = useForm<F>({
    resolver: zodResolver(minPriceFormSchema),
    mode: 'onBlur',
    defaultValues: {
      productId: price?.product.id ?? '',
      terminalId: price?.terminal.id ?? '',
      minPrice: price ? Number(price.minPrice).toFixed(4) : '',
    },
  });
  const save = useSaveForm({
    form,
    fields: ['productId', 'terminalId', 'minPrice'],
    problems: engineProblems,
    save: (values) =>
      saveUnlessChanged(
        async () => {
          if (price) {
            await update.mutateAsync({
              params: { path: { id: price.id } },
              body: { version: price.version, minPrice: values.minPrice },
            });
          } else {
            await create.mutateAsync({ body: values });
          }
          form.reset(values);
          await onSaved();
        },
        { onConflict, onClose },
        (error) => knownFailure(error) !== undefined,
      ),
    refusal: knownRefusal(intl, knownFailure),
  });
  return (
    <FormDialog
      formId="min-price-form"
      title={intl.formatMessage(price ? m.editMinPrice : m.createMinPrice)}
      form={form}
      save={save}
      onClose={onClose}
      discardQuestion={{ text: intl.formatMessage(m.discardText) }}
    >
      <FormSelect<F>
        name="productId"
        allowEmpty
        label={intl.formatMessage(m.product)}
        isRequired
        isDisabled={price !== undefined}
        options={products}
      />
      <FormSelect<F>
        name="terminalId"
        allowEmpty
        label={intl.formatMessage(m.terminal)}
        isRequired
        isDisabled={price !== undefined}
        options={terminals}
      />
      <FormNumberField<F>
        name="minPrice"
        label={intl.formatMessage(m.minPrice, { currency })}
        isRequired
        decimals={4}
      />
    </FormDialog>
  );
}
