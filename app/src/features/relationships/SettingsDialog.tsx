import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@fuelmarket/api-client';
import { InlineAlert } from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { $api } from '../../shell/api';
import { useAppContext } from '../../shell/context';
import {
  FormCheckboxGroup,
  FormDialog,
  FormNumberField,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextField,
  useSaveForm,
  type ProblemCatalogue,
} from '../../shell/forms';
import { useTerminalChoices } from '../../shell/terminals';
import { useSessionState } from '../../shell/session';
import { CreditPanel } from './CreditPanel';
import { creditModeMessages, settingsMessages as m } from './messages';
import { ownOffersQuery, relationshipsQuery } from './queries';
import type { Relationship } from './rules';
import {
  creditLimitModes,
  formToSettingsInput,
  listedProductIds,
  settingsFormSchema,
  settingsToForm,
  type SettingsFormValues,
} from './settingsForm';
import * as styles from './relationships.css';

type F = SettingsFormValues;

/** The fields that show the server's field problems; others are listed above the form. */
const FIELDS = [
  'creditLimit',
  'creditLimitMode',
  'productIds',
  'terminalIds',
  'additiveProductIds',
  'creditorNumber',
] as const satisfies readonly (keyof F)[];

/** The settings' problems (the form's keys) in German; the server's arrive as German sentences. */
const problems: ProblemCatalogue = m as Record<string, MessageDescriptor>;

export interface SettingsDialogProps {
  relationship: Relationship;
  onClose: () => void;
  /** After a save, with the relationship as the server keeps it now. */
  onSaved: (saved: Relationship) => void;
}

/**
 * The seller's settings for one buyer [P6]: the credit limit mode and limit [CL1] (a limit whenever a
 * mode is chosen [V9]), the products the buyer may buy (all offered or a list) with a payment term for
 * each [V9], the terminals (all or a list), additive products (feature productAdditives), purchase rights
 * (where the brand lets sellers set them [B10]), the creditor number (where the brand keeps creditor numbers,
 * the Austrian platform [B11]); the buyer's AGB acceptance and the live credit are shown.
 * The entries stay when the server refuses; a save over another user's change offers to reload or to
 * overwrite it, closing with unsaved changes asks first.
 */
export function SettingsDialog({ relationship, onClose, onSaved }: SettingsDialogProps) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const { metadata } = useSessionState();
  const queryClient = useQueryClient();
  const update = $api.useMutation('put', '/api/relationships/{id}/settings');
  const offers = useQuery(ownOffersQuery());
  // The relationship the form edits: the one opened, or the one read again after a conflict.
  const [base, setBase] = useState(relationship);

  const fuels = useMemo(
    () =>
      [...(metadata?.fuels ?? [])].sort(
        (x, y) => x.sortOrder - y.sortOrder || x.name.localeCompare(y.name, 'de'),
      ),
    [metadata],
  );
  const fuelIds = useMemo(() => fuels.map((p) => p.id), [fuels]);
  const offeredProductIds = useMemo(() => {
    const offered = new Set((offers.data ?? []).map((o) => o.productId));
    return fuelIds.filter((id) => offered.has(id));
  }, [offers.data, fuelIds]);
  // Each terminal with its region, except where the brand hides regions [B11].
  const terminals = useTerminalChoices().map((t) => ({
    value: t.id,
    label: t.region === null ? t.name : `${t.name} (${t.region})`,
  }));
  const withAdditives = metadata?.features.includes('productAdditives') ?? false;
  const withPurchaseRights = brand.flags.SELLER_ABLE_TO_SET_PURCHASE_RIGHTS;
  const withCreditorNumber = brand.flags.CREDITORS;
  const schema = useMemo(() => settingsFormSchema(offeredProductIds), [offeredProductIds]);

  const form = useForm<F>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: settingsToForm(relationship, fuelIds),
  });
  const save = useSaveForm({
    form,
    fields: FIELDS,
    version: relationship.version,
    problems,
    save: async (values, version) => {
      const body = formToSettingsInput(values, base, {
        version: version ?? base.version,
        offeredProductIds,
        withAdditives,
        withPurchaseRights,
        withCreditorNumber,
      });
      const saved = await update.mutateAsync({ params: { path: { id: base.id } }, body });
      form.reset(settingsToForm(saved, fuelIds));
      onSaved(saved);
    },
    // The relationship as another user saved it meanwhile (null: it is gone).
    current: async () => {
      const list = await queryClient.fetchQuery({ ...relationshipsQuery('seller'), staleTime: 0 });
      const found = list.find((r) => r.id === base.id);
      if (!found) return null;
      setBase(found);
      return { version: found.version, values: settingsToForm(found, fuelIds) };
    },
    gone: { title: intl.formatMessage(m.gone) },
    refusal: (error) => {
      const status = error instanceof ApiError ? error.status : 0;
      return { title: intl.formatMessage(status === 404 ? m.gone : m.saveFailed, { status }) };
    },
  });
  const mode = useWatch({ control: form.control, name: 'creditLimitMode' });
  const productMode = useWatch({ control: form.control, name: 'productSelectionMode' });
  const productIds = useWatch({ control: form.control, name: 'productIds' });
  const terminalMode = useWatch({ control: form.control, name: 'terminalSelectionMode' });
  const listed = listedProductIds({ productSelectionMode: productMode, productIds }, offeredProductIds);
  const name = base.other.name;
  const radio = <T extends string>(options: readonly { value: T; label: MessageDescriptor }[]) =>
    options.map((o) => ({ value: o.value, label: intl.formatMessage(o.label) }));

  return (
    <FormDialog
      formId="relationship-settings"
      title={intl.formatMessage(m.title, { name })}
      size="large"
      form={form}
      save={save}
      onClose={onClose}
      submitDisabled={offers.isPending}
      conflictTitle={intl.formatMessage(m.conflictTitle)}
      discardQuestion={{
        title: intl.formatMessage(m.discardTitle),
        text: intl.formatMessage(m.discardText, { name }),
        keepLabel: intl.formatMessage(m.keepEditing),
      }}
    >
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{intl.formatMessage(m.creditSection)}</legend>
        <FormRadioGroup<F, F['creditLimitMode']>
          name="creditLimitMode"
          label={intl.formatMessage(m.creditLimitMode)}
          options={creditLimitModes.map((value) => ({
            value,
            label: intl.formatMessage(creditModeMessages[value]),
          }))}
        />
        {mode === 'NONE' ? null : (
          <FormNumberField<F>
            name="creditLimit"
            label={intl.formatMessage(m.creditLimit)}
            isRequired
            decimals={2}
            unit={brand.currency}
          />
        )}
        <div className={styles.wide}>
          <CreditPanel relationshipId={base.id} locale={brand.locale} currency={brand.currency} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{intl.formatMessage(m.productsSection)}</legend>
        <FormRadioGroup<F, F['productSelectionMode']>
          name="productSelectionMode"
          className={styles.wide}
          label={intl.formatMessage(m.productSelection)}
          orientation="horizontal"
          options={radio([
            { value: 'ALL' as const, label: m.allProducts },
            { value: 'MANUAL' as const, label: m.manualProducts },
          ])}
        />
        {productMode === 'MANUAL' ? (
          <FormCheckboxGroup<F>
            name="productIds"
            className={styles.wide}
            label={intl.formatMessage(m.products)}
            isRequired
            options={fuels.map((p) => ({ value: p.id, label: p.name }))}
          />
        ) : offers.error ? (
          <InlineAlert
            className={styles.wide}
            tone="caution"
            title={intl.formatMessage(m.offersFailed, {
              status: offers.error instanceof ApiError ? offers.error.status : 0,
            })}
          />
        ) : offers.isSuccess && offeredProductIds.length === 0 ? (
          <p className={`${styles.hint} ${styles.wide}`}>{intl.formatMessage(m.noOfferedProducts)}</p>
        ) : null}
        {fuels.map((product, index) =>
          listed.includes(product.id) ? (
            <FormSelect<F>
              key={product.id}
              name={`paymentDays.${index}.days`}
              allowEmpty
              problemValues={{ product: product.name }}
              label={intl.formatMessage(m.paymentDays, { product: product.name })}
              isRequired
              options={(metadata?.paymentTerms ?? []).map((days) => ({
                id: String(days),
                label: intl.formatMessage(m.days, { days }),
              }))}
            />
          ) : null,
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{intl.formatMessage(m.approvalsSection)}</legend>
        <FormRadioGroup<F, F['terminalSelectionMode']>
          name="terminalSelectionMode"
          className={styles.wide}
          label={intl.formatMessage(m.terminalSelection)}
          orientation="horizontal"
          options={radio([
            { value: 'ALL' as const, label: m.allTerminals },
            { value: 'MANUAL' as const, label: m.manualTerminals },
          ])}
        />
        {terminalMode === 'MANUAL' ? (
          <FormCheckboxGroup<F>
            name="terminalIds"
            className={styles.wide}
            label={intl.formatMessage(m.terminals)}
            isRequired
            options={terminals}
          />
        ) : null}
        {withAdditives ? (
          <FormCheckboxGroup<F>
            name="additiveProductIds"
            className={styles.wide}
            label={intl.formatMessage(m.additiveProducts)}
            options={(metadata?.additives ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        ) : null}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{intl.formatMessage(m.buyerSection)}</legend>
        <p className={`${styles.text} ${styles.wide}`}>
          {intl.formatMessage(base.agbAccepted ? m.agbAccepted : m.agbNotAccepted, { name })}
        </p>
        {withPurchaseRights ? (
          <FormSwitch<F> name="purchaseRights" className={styles.wide}>
            {intl.formatMessage(m.purchaseRights)}
          </FormSwitch>
        ) : null}
        {withCreditorNumber ? (
          <FormTextField<F>
            name="creditorNumber"
            label={intl.formatMessage(m.creditorNumber)}
            description={intl.formatMessage(m.creditorNumberHint)}
          />
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
