import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import { InlineAlert, validationMessages } from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import {
  FormCheckbox,
  FormCheckboxGroup,
  FormDateField,
  FormDialog,
  FormNumberField,
  FormSelect,
  FormTextField,
  FormTimeField,
  useSaveForm,
  wide,
  type ProblemCatalogue,
} from '../../shell/forms';
import { useSessionState } from '../../shell/session';
import { useTerminalChoices } from '../../shell/terminals';
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
type F = RuleFormValues;

/** The group choice "no group" (the form's value is then ''). */
const NO_GROUP = 'no-group';

const FIELDS = Object.keys(emptyRuleForm) as (keyof F)[];

/** The rule's problems (the server's codes, which the form's own checks share) in German. */
const problems: ProblemCatalogue = { ...m, required: validationMessages.required };

export interface PricingRuleFormDialogProps {
  /** The rule to edit; a new one without. */
  rule?: PricingRule | undefined;
  brand: Pick<Brand, 'currency' | 'flags'>;
  onSaved: () => void;
  /** Another user changed or deleted the rule meanwhile (M6): the list reloads and says so. */
  onConflict: () => void;
  onClose: () => void;
}

/**
 * Creating and editing a pricing rule [V10][V11]: name, kind, value in a price unit, and the customers,
 * terminals and products it applies to (or all, for a global rule where the brand has them). The form
 * checks what the server checks; a rule that already exists or was changed meanwhile is said so [M6].
 */
export function PricingRuleFormDialog({
  rule,
  brand,
  onSaved,
  onConflict,
  onClose,
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
  const form = useForm<F>({
    resolver: zodResolver(ruleFormSchema),
    mode: 'onBlur',
    defaultValues: rule ? ruleToForm(rule) : emptyRuleForm,
  });
  const save = useSaveForm({
    form,
    fields: FIELDS,
    problems,
    save: async (values) => {
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
      } catch (error) {
        // Changed or deleted meanwhile: not overwritten; the list loads again and says so [M6].
        if (
          error instanceof ApiError &&
          error.code !== 'DUPLICATE_RULE' &&
          (error.status === 409 || error.status === 404)
        ) {
          form.reset(values);
          onConflict();
          onClose();
          return;
        }
        throw error;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingRulesQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: pricingRuleGroupsQuery().queryKey }),
      ]);
      form.reset(values);
      onSaved();
      onClose();
    },
    refusal: (error) =>
      error instanceof ApiError && error.code === 'DUPLICATE_RULE'
        ? { title: intl.formatMessage(m.duplicate) }
        : null,
  });
  const global = useWatch({ control: form.control, name: 'global' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const globalRules = brand.flags.GLOBAL_PRICING_RULES_ADDON === true;
  // Exchange rules choose an ICE month: only where sellers choose months (ICE_FUTURE_DROPDOWN).
  const kinds = ruleKinds.filter((k) => k !== 'ICE_GASOIL' || brand.flags.ICE_FUTURE_DROPDOWN === true);
  const input = isInputKind(kind);

  const products = (metadata?.fuels ?? []).map((p) => ({ value: p.id, label: p.name }));
  const terminals = useTerminalChoices().map((t) => ({ value: t.id, label: t.name }));
  const customerOptions = (customers.data ?? []).map((r) => ({ value: r.other.id, label: r.other.name }));

  return (
    <FormDialog
      formId="pricing-rule-form"
      title={intl.formatMessage(rule ? m.editTitle : m.createTitle)}
      size="large"
      columns={2}
      form={form}
      save={save}
      onClose={onClose}
      discardQuestion={{ text: intl.formatMessage(m.discardText) }}
    >
      <FormTextField<F> name="name" label={intl.formatMessage(m.name)} isRequired maxLength={100} />
      <FormSelect<F, F['kind']>
        name="kind"
        label={intl.formatMessage(m.kind)}
        isRequired
        options={kinds.map((id) => ({ id, label: ruleKindLabel(intl, id) }))}
      />
      {input ? (
        <>
          <p className={`${styles.intro} ${wide}`}>{intl.formatMessage(m.inputHint)}</p>
          {kind === 'FX' ? (
            <FormNumberField<F>
              name="exchangeRate"
              label={intl.formatMessage(m.exchangeRate)}
              isRequired
              decimals={6}
            />
          ) : (
            <FormSelect<F>
              name="futureMonth"
              allowEmpty
              label={intl.formatMessage(m.futureMonth)}
              isRequired
              options={futureMonths.map((id) => ({ id, label: id }))}
            />
          )}
          <FormDateField<F> name="date" label={intl.formatMessage(m.date)} isRequired />
          {(['startTime', 'endTime'] as const).map((name) => (
            <FormTimeField<F> key={name} name={name} label={intl.formatMessage(m[name])} isRequired />
          ))}
        </>
      ) : (
        <>
          <FormNumberField<F>
            name="value"
            label={intl.formatMessage(m.value)}
            isRequired
            signed
            decimals={4}
            {...(kind === 'DISCOUNT' ? { description: intl.formatMessage(m.discountHint) } : {})}
          />
          <FormSelect<F, F['priceUnit']>
            name="priceUnit"
            label={intl.formatMessage(m.priceUnit)}
            isRequired
            options={rulePriceUnits.map((id) => ({
              id,
              label: rulePriceUnitLabel(intl, id, brand.currency),
            }))}
          />
        </>
      )}
      <FormSelect<F>
        name="groupId"
        label={intl.formatMessage(m.group)}
        noneKey={NO_GROUP}
        options={[
          { id: NO_GROUP, label: intl.formatMessage(m.noGroup) },
          ...(groups.data ?? []).map((g) => ({ id: g.id, label: g.name })),
        ]}
      />
      {globalRules ? (
        <FormCheckbox<F> name="global" className={wide}>
          {intl.formatMessage(m.global)}
        </FormCheckbox>
      ) : null}
      {global ? null : (
        <>
          {customers.isSuccess && customerOptions.length === 0 ? (
            <InlineAlert className={wide} tone="info" title={intl.formatMessage(m.noCustomers)} />
          ) : null}
          {(
            [
              ['customerIds', m.customers, customerOptions],
              ['terminalIds', m.terminals, terminals],
              ['productIds', m.products, products],
            ] as const
          ).map(([name, label, options]) => (
            <FormCheckboxGroup<F>
              key={name}
              name={name}
              label={intl.formatMessage(label)}
              isRequired
              options={options}
            />
          ))}
        </>
      )}
    </FormDialog>
  );
}
