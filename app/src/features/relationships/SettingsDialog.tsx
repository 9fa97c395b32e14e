import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@fuelmarket/api-client';
import {
  Button,
  CheckboxGroup,
  ConfirmDialog,
  InlineAlert,
  Modal,
  NumberInput,
  RadioGroup,
  Select,
  Switch,
  TextField,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { $api } from '../../shell/api';
import { ConflictNotice } from '../../shell/conflict';
import { useAppContext } from '../../shell/context';
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

/** The form field a server problem's JSON pointer names; others are listed above the form. */
const FIELD_OF_POINTER: Record<string, FieldPath<SettingsFormValues>> = {
  '/creditLimit': 'creditLimit',
  '/creditLimitMode': 'creditLimitMode',
  '/productIds': 'productIds',
  '/terminalIds': 'terminalIds',
  '/additiveProductIds': 'additiveProductIds',
  '/creditorNumber': 'creditorNumber',
};

type Failure = { message: MessageDescriptor; status: number };

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
  const [failure, setFailure] = useState<Failure | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const [conflict, setConflict] = useState<SettingsFormValues | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);

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

  const { control, handleSubmit, setError, formState, reset } = useForm<SettingsFormValues>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: settingsToForm(relationship, fuelIds),
  });
  const mode = useWatch({ control, name: 'creditLimitMode' });
  const productMode = useWatch({ control, name: 'productSelectionMode' });
  const productIds = useWatch({ control, name: 'productIds' });
  const terminalMode = useWatch({ control, name: 'terminalSelectionMode' });
  const listed = listedProductIds({ productSelectionMode: productMode, productIds }, offeredProductIds);
  const name = base.other.name;

  const problem = (key: string | undefined, product?: string) => {
    if (!key) return undefined;
    const known = (m as Record<string, MessageDescriptor | undefined>)[key];
    // Server problems arrive as German sentences already.
    return known ? intl.formatMessage(known, { product }) : key;
  };

  async function save(values: SettingsFormValues, over: Relationship = base) {
    setFailure(null);
    setRejected([]);
    setConflict(null);
    const body = formToSettingsInput(values, over, {
      version: over.version,
      offeredProductIds,
      withAdditives,
      withPurchaseRights,
      withCreditorNumber,
    });
    try {
      const saved = await update.mutateAsync({ params: { path: { id: over.id } }, body });
      reset(settingsToForm(saved, fuelIds));
      onSaved(saved);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure({ message: m.saveFailed, status: 0 });
        return;
      }
      if (error.status === 409) {
        setConflict(values);
        return;
      }
      if (error.status === 404) {
        setFailure({ message: m.gone, status: 404 });
        return;
      }
      if (error.status === 400 && error.problem?.errors?.length) {
        const unplaced: string[] = [];
        for (const p of error.problem.errors) {
          const field = FIELD_OF_POINTER[p.path];
          if (field) setError(field, { type: 'server', message: p.message });
          else unplaced.push(p.message);
        }
        setRejected(unplaced);
        return;
      }
      setFailure({ message: m.saveFailed, status: error.status });
    }
  }

  /** The relationship as the server has it now (another user changed it), or null when it is gone. */
  async function current(): Promise<Relationship | null> {
    const list = await queryClient.fetchQuery({ ...relationshipsQuery('seller'), staleTime: 0 });
    const found = list.find((r) => r.id === base.id) ?? null;
    if (!found) setFailure({ message: m.gone, status: 404 });
    return found;
  }

  async function reload() {
    const now = await current();
    setConflict(null);
    if (!now) return;
    setBase(now);
    reset(settingsToForm(now, fuelIds));
  }

  async function overwrite(values: SettingsFormValues) {
    const now = await current();
    if (!now) {
      setConflict(null);
      return;
    }
    setBase(now);
    await save(values, now);
  }

  // Read while rendering, so that the form state tracks it.
  const dirty = formState.isDirty;
  const close = () => (dirty ? setAskDiscard(true) : onClose());
  const radio = (options: readonly { value: string; label: MessageDescriptor }[]) =>
    options.map((o) => ({ value: o.value, label: intl.formatMessage(o.label) }));

  return (
    <>
      <Modal
        isOpen
        size="large"
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={intl.formatMessage(m.title, { name })}
        footer={
          <div className={styles.dialogActions}>
            <Button variant="secondary" onPress={close}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button
              type="submit"
              form="relationship-settings"
              isDisabled={update.isPending || offers.isPending}
            >
              {intl.formatMessage(m.save)}
            </Button>
          </div>
        }
      >
        <form
          id="relationship-settings"
          className={styles.settingsForm}
          aria-label={intl.formatMessage(m.title, { name })}
          noValidate
          onSubmit={(e) => void handleSubmit((values) => save(values))(e)}
        >
          {conflict ? (
            <ConflictNotice
              title={intl.formatMessage(m.conflictTitle)}
              isDisabled={update.isPending}
              onReload={reload}
              onOverwrite={() => overwrite(conflict)}
            />
          ) : null}
          {failure ? (
            <InlineAlert
              tone="critical"
              title={intl.formatMessage(failure.message, { status: failure.status })}
            />
          ) : null}
          {rejected.length > 0 ? (
            <InlineAlert tone="critical" title={intl.formatMessage(m.rejected)}>
              <ul>
                {rejected.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </InlineAlert>
          ) : null}

          <fieldset className={styles.section}>
            <legend className={styles.legend}>{intl.formatMessage(m.creditSection)}</legend>
            <Controller
              control={control}
              name="creditLimitMode"
              render={({ field }) => (
                <RadioGroup
                  label={intl.formatMessage(m.creditLimitMode)}
                  options={creditLimitModes.map((value) => ({
                    value,
                    label: intl.formatMessage(creditModeMessages[value]),
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            {mode === 'NONE' ? null : (
              <Controller
                control={control}
                name="creditLimit"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={intl.formatMessage(m.creditLimit)}
                    isRequired
                    decimals={2}
                    unit={brand.currency}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    errorMessage={problem(fieldState.error?.message)}
                  />
                )}
              />
            )}
            <div className={styles.wide}>
              <CreditPanel relationshipId={base.id} locale={brand.locale} currency={brand.currency} />
            </div>
          </fieldset>

          <fieldset className={styles.section}>
            <legend className={styles.legend}>{intl.formatMessage(m.productsSection)}</legend>
            <Controller
              control={control}
              name="productSelectionMode"
              render={({ field }) => (
                <RadioGroup
                  className={styles.wide}
                  label={intl.formatMessage(m.productSelection)}
                  orientation="horizontal"
                  options={radio([
                    { value: 'ALL', label: m.allProducts },
                    { value: 'MANUAL', label: m.manualProducts },
                  ])}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            {productMode === 'MANUAL' ? (
              <Controller
                control={control}
                name="productIds"
                render={({ field, fieldState }) => (
                  <CheckboxGroup
                    className={styles.wide}
                    label={intl.formatMessage(m.products)}
                    isRequired
                    options={fuels.map((p) => ({ value: p.id, label: p.name }))}
                    value={field.value}
                    onChange={field.onChange}
                    errorMessage={problem(fieldState.error?.message)}
                  />
                )}
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
                <Controller
                  key={product.id}
                  control={control}
                  name={`paymentDays.${index}.days`}
                  render={({ field, fieldState }) => (
                    <Select
                      label={intl.formatMessage(m.paymentDays, { product: product.name })}
                      isRequired
                      options={(metadata?.paymentTerms ?? []).map((days) => ({
                        id: String(days),
                        label: intl.formatMessage(m.days, { days }),
                      }))}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      errorMessage={problem(fieldState.error?.message, product.name)}
                    />
                  )}
                />
              ) : null,
            )}
          </fieldset>

          <fieldset className={styles.section}>
            <legend className={styles.legend}>{intl.formatMessage(m.approvalsSection)}</legend>
            <Controller
              control={control}
              name="terminalSelectionMode"
              render={({ field }) => (
                <RadioGroup
                  className={styles.wide}
                  label={intl.formatMessage(m.terminalSelection)}
                  orientation="horizontal"
                  options={radio([
                    { value: 'ALL', label: m.allTerminals },
                    { value: 'MANUAL', label: m.manualTerminals },
                  ])}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            {terminalMode === 'MANUAL' ? (
              <Controller
                control={control}
                name="terminalIds"
                render={({ field, fieldState }) => (
                  <CheckboxGroup
                    className={styles.wide}
                    label={intl.formatMessage(m.terminals)}
                    isRequired
                    options={terminals}
                    value={field.value}
                    onChange={field.onChange}
                    errorMessage={problem(fieldState.error?.message)}
                  />
                )}
              />
            ) : null}
            {withAdditives ? (
              <Controller
                control={control}
                name="additiveProductIds"
                render={({ field, fieldState }) => (
                  <CheckboxGroup
                    className={styles.wide}
                    label={intl.formatMessage(m.additiveProducts)}
                    options={(metadata?.additives ?? []).map((p) => ({ value: p.id, label: p.name }))}
                    value={field.value}
                    onChange={field.onChange}
                    errorMessage={problem(fieldState.error?.message)}
                  />
                )}
              />
            ) : null}
          </fieldset>

          <fieldset className={styles.section}>
            <legend className={styles.legend}>{intl.formatMessage(m.buyerSection)}</legend>
            <p className={`${styles.text} ${styles.wide}`}>
              {intl.formatMessage(base.agbAccepted ? m.agbAccepted : m.agbNotAccepted, { name })}
            </p>
            {withPurchaseRights ? (
              <Controller
                control={control}
                name="purchaseRights"
                render={({ field }) => (
                  <Switch className={styles.wide} isSelected={field.value} onChange={field.onChange}>
                    {intl.formatMessage(m.purchaseRights)}
                  </Switch>
                )}
              />
            ) : null}
            {withCreditorNumber ? (
              <Controller
                control={control}
                name="creditorNumber"
                render={({ field, fieldState }) => (
                  <TextField
                    label={intl.formatMessage(m.creditorNumber)}
                    description={intl.formatMessage(m.creditorNumberHint)}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    autoComplete="off"
                    {...(fieldState.error ? { errorMessage: problem(fieldState.error.message) } : {})}
                  />
                )}
              />
            ) : null}
          </fieldset>
        </form>
      </Modal>
      <ConfirmDialog
        isOpen={askDiscard}
        onOpenChange={(open) => {
          if (!open) setAskDiscard(false);
        }}
        title={intl.formatMessage(m.discardTitle)}
        confirmLabel={intl.formatMessage(m.discard)}
        cancelLabel={intl.formatMessage(m.keepEditing)}
        variant="critical"
        onConfirm={onClose}
      >
        {intl.formatMessage(m.discardText, { name })}
      </ConfirmDialog>
    </>
  );
}
