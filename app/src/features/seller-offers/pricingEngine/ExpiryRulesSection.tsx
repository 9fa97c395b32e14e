import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiError, Schemas } from '@fuelmarket/api-client';
import { Button, RowActions, type TableColumn } from '@fuelmarket/ui';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { $api } from '../../../shell/api';
import { FormDateField, FormDialog, FormSelect, FormTimeField, useSaveForm } from '../../../shell/forms';
import { formatDate } from '../../../shell/i18n/format';
import { pricingEngineMessages as m } from '../messages';
import { expiryDirections, expiryFormSchema, type ExpiryFormValues } from '../pricingEngineForms';
import * as styles from '../sellerOffers.css';
import { engineProblems, knownRefusal, saveUnlessChanged } from './engineForm';
import { DeleteQuestion, Section, SectionTable, useDeletion, useEditor, useSection } from './section';
import type { EngineBrand } from './types';

type ExpiryRule = Schemas['ExpiryRule'];
type F = ExpiryFormValues;

const listQuery = () => $api.queryOptions('get', '/api/pricing/expiry-rules', {}, { retry: 1 });

/** A rule at that moment exists already; a rule whose moment has passed cannot change any more. */
const knownFailure = (error: ApiError) =>
  error.code === 'DUPLICATE_EXPIRY_RULE'
    ? m.expiryExists
    : error.code === 'EXPIRY_RULE_EXPIRED'
      ? m.expiryExpired
      : undefined;

/** Expiry rules: at a day and time the live offers' ICE contract month rolls forward or back. */
export function ExpiryRulesSection({ brand }: { brand: EngineBrand }) {
  const intl = useIntl();
  const { locale } = brand;
  const list = useQuery(listQuery());
  const remove = $api.useMutation('delete', '/api/pricing/expiry-rules/{id}');
  const editor = useEditor<ExpiryRule>();
  const deletion = useDeletion<ExpiryRule>();
  const section = useSection(listQuery().queryKey);
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
        <ExpiryRuleDialog
          key={editing ? `${editing.id}@${editing.version}` : 'new'}
          rule={editing}
          onSaved={async () => {
            await section.reload();
            section.say('positive', m.expirySaved);
          }}
          onConflict={section.conflict}
          onClose={editor.close}
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

/** An expiry rule: its day, time and the direction the contract month rolls. */
function ExpiryRuleDialog({
  rule,
  onSaved,
  onConflict,
  onClose,
}: {
  rule: ExpiryRule | undefined;
  onSaved: () => Promise<void>;
  onConflict: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const create = $api.useMutation('post', '/api/pricing/expiry-rules');
  const update = $api.useMutation('put', '/api/pricing/expiry-rules/{id}');
  const form = useForm<F>({
    resolver: zodResolver(expiryFormSchema),
    mode: 'onBlur',
    defaultValues: {
      date: rule?.date ?? '',
      time: rule?.time ?? '',
      direction: rule?.direction ?? 'MONTH_FORWARD',
    },
  });
  const save = useSaveForm({
    form,
    fields: ['date', 'time', 'direction'],
    problems: engineProblems,
    save: (values) =>
      saveUnlessChanged(
        async () => {
          if (rule) {
            await update.mutateAsync({
              params: { path: { id: rule.id } },
              body: { ...values, version: rule.version },
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
      formId="expiry-rule-form"
      title={intl.formatMessage(rule ? m.editExpiry : m.createExpiry)}
      form={form}
      save={save}
      onClose={onClose}
      discardQuestion={{ text: intl.formatMessage(m.discardText) }}
    >
      <FormDateField<F> name="date" label={intl.formatMessage(m.date)} isRequired />
      <FormTimeField<F> name="time" label={intl.formatMessage(m.time)} isRequired />
      <FormSelect<F, F['direction']>
        name="direction"
        label={intl.formatMessage(m.direction)}
        isRequired
        options={expiryDirections.map((id) => ({
          id,
          label: intl.formatMessage(m.directionText, { direction: id }),
        }))}
      />
    </FormDialog>
  );
}
