import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import {
  Checkbox,
  CheckboxGroup,
  DateInput,
  InlineAlert,
  NumberInput,
  Select,
  TextField,
  TimeInput,
  validationMessages,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { $api } from '../../shell/api';
import { useSessionState } from '../../shell/session';
import { useTerminalChoices } from '../../shell/terminals';
import { FormDialog } from './FormDialog';
import { pricingRulesMessages as m } from './messages';
import {
  emptyRuleForm,
  formToRuleInput,
  futureMonths,
  isInputKind,
  ruleFormSchema,
  ruleKinds,
  rulePriceUnits,
  ruleToForm,
  type RuleFormValues,
} from './pricingRuleForm';
import { pricingRuleGroupsQuery, pricingRulesQuery } from './queries';
import { ruleKindLabel, rulePriceUnitLabel } from './ruleLabels';
import * as styles from './sellerOffers.css';

type PricingRule = Schemas['PricingRule'];

/** The group choice "no group" (the form's value is then ''). */
const NO_GROUP = 'no-group';

export interface PricingRuleFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The rule to edit; a new one without. */
  rule?: PricingRule | undefined;
  brand: Pick<Brand, 'currency' | 'flags'>;
  onSaved: () => void;
  /** Another user changed or deleted the rule meanwhile (M6): the list reloads and says so. */
  onConflict: () => void;
}

/**
 * Creating and editing a pricing rule [V10][V11]: name, kind, value in a price unit, and the customers,
 * terminals and products it applies to (or all, for a global rule where the brand has them). The form
 * checks what the server checks; a rule that already exists or was changed meanwhile is said so [M6].
 */
export function PricingRuleFormDialog({
  isOpen,
  onOpenChange,
  rule,
  brand,
  onSaved,
  onConflict,
}: PricingRuleFormDialogProps) {
  const intl = useIntl();
  const { metadata } = useSessionState();
  const queryClient = useQueryClient();
  const customers = $api.useQuery('get', '/api/relationships/{accountType}', {
    params: { path: { accountType: 'buyer' } },
  });
  const groups = useQuery(pricingRuleGroupsQuery());
  const create = $api.useMutation('post', '/api/pricing/rules');
  const update = $api.useMutation('put', '/api/pricing/rules/{id}');
  const initial = rule ? ruleToForm(rule) : emptyRuleForm;
  const { control, handleSubmit, setError, formState, reset } = useForm<RuleFormValues>({
    resolver: zodResolver(ruleFormSchema),
    mode: 'onBlur',
    defaultValues: initial,
  });
  const [failure, setFailure] = useState<{ message: MessageDescriptor; status: number } | null>(null);
  const global = useWatch({ control, name: 'global' });
  const kind = useWatch({ control, name: 'kind' });
  const globalRules = brand.flags.GLOBAL_PRICING_RULES_ADDON === true;
  // Exchange rules choose an ICE month: only where sellers choose months (ICE_FUTURE_DROPDOWN).
  const kinds = ruleKinds.filter((k) => k !== 'ICE_GASOIL' || brand.flags.ICE_FUTURE_DROPDOWN === true);
  const input = isInputKind(kind);

  const products = (metadata?.fuels ?? []).map((p) => ({ value: p.id, label: p.name }));
  const terminals = useTerminalChoices().map((t) => ({ value: t.id, label: t.name }));
  const customerOptions = (customers.data ?? []).map((r) => ({ value: r.other.id, label: r.other.name }));
  const problem = (key: string | undefined) => {
    if (!key) return undefined;
    if (key === 'required') return intl.formatMessage(validationMessages.required);
    const known = (m as Record<string, MessageDescriptor | undefined>)[key];
    return intl.formatMessage(known ?? m.invalid);
  };

  async function save(values: RuleFormValues) {
    setFailure(null);
    const body = formToRuleInput(values, brand.currency, rule);
    try {
      if (rule) {
        await update.mutateAsync({
          params: { path: { id: rule.id } },
          body: { ...body, version: rule.version },
        });
      } else {
        await create.mutateAsync({ body });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingRulesQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: pricingRuleGroupsQuery().queryKey }),
      ]);
      reset(values);
      onSaved();
      onOpenChange(false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'DUPLICATE_RULE') {
        setFailure({ message: m.duplicate, status: 409 });
        return;
      }
      if (error.status === 409 || error.status === 404) {
        reset(values);
        onConflict();
        onOpenChange(false);
        return;
      }
      if (error.status === 400 && error.problem?.errors?.length) {
        for (const p of error.problem.errors) {
          const field = p.path.split('/')[1] as FieldPath<RuleFormValues>;
          setError(field in emptyRuleForm ? field : 'name', { type: 'server', message: p.message });
        }
        return;
      }
      setFailure({ message: m.saveFailed, status: error.status });
    }
  }

  return (
    <FormDialog
      formId="pricing-rule-form"
      title={intl.formatMessage(rule ? m.editTitle : m.createTitle)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      dirty={formState.isDirty}
      onDiscard={() => reset(initial)}
      onSubmit={handleSubmit(save)}
      isSaving={create.isPending || update.isPending}
      discardText={intl.formatMessage(m.discardText)}
    >
      {failure ? (
        <InlineAlert
          className={styles.wide}
          tone="critical"
          title={intl.formatMessage(failure.message, { status: failure.status })}
        />
      ) : null}
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            label={intl.formatMessage(m.name)}
            isRequired
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            maxLength={100}
            errorMessage={problem(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <Select
            label={intl.formatMessage(m.kind)}
            isRequired
            options={kinds.map((id) => ({ id, label: ruleKindLabel(intl, id) }))}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'FREIGHT')}
          />
        )}
      />
      {input ? (
        <>
          <p className={`${styles.intro} ${styles.wide}`}>{intl.formatMessage(m.inputHint)}</p>
          {kind === 'FX' ? (
            <Controller
              control={control}
              name="exchangeRate"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={intl.formatMessage(m.exchangeRate)}
                  isRequired
                  decimals={6}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  errorMessage={problem(fieldState.error?.message)}
                />
              )}
            />
          ) : (
            <Controller
              control={control}
              name="futureMonth"
              render={({ field, fieldState }) => (
                <Select
                  label={intl.formatMessage(m.futureMonth)}
                  isRequired
                  options={futureMonths.map((id) => ({ id, label: id }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  errorMessage={problem(fieldState.error?.message)}
                />
              )}
            />
          )}
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
          {(['startTime', 'endTime'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <TimeInput
                  label={intl.formatMessage(m[name])}
                  isRequired
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  errorMessage={problem(fieldState.error?.message)}
                />
              )}
            />
          ))}
        </>
      ) : (
        <>
          <Controller
            control={control}
            name="value"
            render={({ field, fieldState }) => (
              <NumberInput
                label={intl.formatMessage(m.value)}
                isRequired
                signed
                decimals={4}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                {...(kind === 'DISCOUNT' ? { description: intl.formatMessage(m.discountHint) } : {})}
                errorMessage={problem(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="priceUnit"
            render={({ field }) => (
              <Select
                label={intl.formatMessage(m.priceUnit)}
                isRequired
                options={rulePriceUnits.map((id) => ({
                  id,
                  label: rulePriceUnitLabel(intl, id, brand.currency),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'EUR/100L15')}
              />
            )}
          />
        </>
      )}
      <Controller
        control={control}
        name="groupId"
        render={({ field, fieldState }) => (
          <Select
            label={intl.formatMessage(m.group)}
            options={[
              { id: NO_GROUP, label: intl.formatMessage(m.noGroup) },
              ...(groups.data ?? []).map((g) => ({ id: g.id, label: g.name })),
            ]}
            value={field.value || NO_GROUP}
            onChange={(value) => field.onChange(value === NO_GROUP || value === null ? '' : value)}
            errorMessage={problem(fieldState.error?.message)}
          />
        )}
      />
      {globalRules ? (
        <Controller
          control={control}
          name="global"
          render={({ field }) => (
            <Checkbox className={styles.wide} isSelected={field.value} onChange={field.onChange}>
              {intl.formatMessage(m.global)}
            </Checkbox>
          )}
        />
      ) : null}
      {global ? null : (
        <>
          {customers.isSuccess && customerOptions.length === 0 ? (
            <InlineAlert className={styles.wide} tone="info" title={intl.formatMessage(m.noCustomers)} />
          ) : null}
          {(
            [
              ['customerIds', m.customers, customerOptions],
              ['terminalIds', m.terminals, terminals],
              ['productIds', m.products, products],
            ] as const
          ).map(([name, label, options]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <CheckboxGroup
                  label={intl.formatMessage(label)}
                  isRequired
                  options={options}
                  value={field.value}
                  onChange={field.onChange}
                  errorMessage={problem(fieldState.error?.message)}
                />
              )}
            />
          ))}
        </>
      )}
    </FormDialog>
  );
}
