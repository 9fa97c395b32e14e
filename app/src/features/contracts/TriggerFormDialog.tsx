import type { Currency, Locale } from '@fuelmarket/brands';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  ConfirmDialog,
  DateInput,
  InlineAlert,
  Modal,
  NumberInput,
  Select,
  TextField,
  TimeInput,
} from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../shell/i18n/format';
import { contractMessages as m } from './messages';
import { triggerOffersQuery, type TriggerInput } from './queries';
import {
  CONTRACT_NUMBER_MAX,
  PRICE_DECIMALS,
  emptyTrigger,
  toTriggerInput,
  triggerSchema,
  validUntilOf,
  type TriggerValues,
} from './triggerForm';
import * as styles from './contracts.css';

/** Why the server refused the new trigger, as the dialog says it. */
export type SaveRefusal = 'notOffered' | 'noPurchaseRights' | 'failed';

export interface TriggerFormDialogProps {
  locale: Locale;
  currency: Currency;
  /** An offer to start from (its seller is chosen with it). */
  offerId?: string | undefined;
  /** Saves the input; resolves with a refusal when the server refused (the dialog stays open). */
  onSave: (input: TriggerInput) => Promise<SaveRefusal | null>;
  onClose: () => void;
  /** The clock (tests). */
  now?: () => Date;
}

/**
 * Creates a buyer's price trigger on an offer of the market: the seller, then one of their offers (with
 * its current price), the volume in litres, the limit price per 100 L (locale separators) and the end of
 * the validity (day and time), optionally a contract number. Closing with entries asks first; a refused
 * save keeps the entries and says why above the fields.
 */
export function TriggerFormDialog({
  locale,
  currency,
  offerId,
  onSave,
  onClose,
  now = () => new Date(),
}: TriggerFormDialogProps) {
  const intl = useIntl();
  const offers = useQuery(triggerOffersQuery());
  const all = useMemo(() => offers.data?.offers ?? [], [offers.data]);
  const preset = offerId ? all.find((o) => o.id === offerId) : undefined;
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [askDiscard, setAskDiscard] = useState(false);
  const { control, handleSubmit, formState, setValue, setError } = useForm<TriggerValues>({
    resolver: zodResolver(triggerSchema),
    mode: 'onBlur',
    values: emptyTrigger(now(), preset ? { sellerId: preset.seller.id, offerId: preset.id } : {}),
    resetOptions: { keepDirtyValues: true },
  });
  const sellerId = useWatch({ control, name: 'sellerId' });
  const sellers = useMemo(() => {
    const byId = new Map(all.map((o) => [o.seller.id, o.seller.name]));
    return [...byId]
      .map(([id, label]) => ({ id, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'de'));
  }, [all]);
  const sellerOffers = all.filter((o) => o.seller.id === sellerId);

  const problem = (key: string | undefined) => {
    if (!key) return undefined;
    if (key === 'positive') return intl.formatMessage(m.positive);
    if (key === 'inPast') return intl.formatMessage(m.inPast);
    return intl.formatMessage(m.required);
  };
  const close = () => (formState.isDirty ? setAskDiscard(true) : onClose());
  const onSubmit = handleSubmit(async (values) => {
    if (validUntilOf(values).getTime() <= now().getTime()) {
      setError('validTime', { message: 'inPast' });
      return;
    }
    setRefusal(null);
    setRefusal(await onSave(toTriggerInput(values)));
  });
  const title = intl.formatMessage(m.createTitle);
  const unit = `${currency}/100 l`;

  return (
    <>
      <Modal
        isOpen
        size="medium"
        title={title}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        footer={
          <div className={styles.dialogActions}>
            <Button variant="secondary" onPress={close}>
              {intl.formatMessage(m.close)}
            </Button>
            <Button type="submit" form="trigger-form" isDisabled={formState.isSubmitting}>
              {intl.formatMessage(m.save)}
            </Button>
          </div>
        }
      >
        <form id="trigger-form" className={styles.form} aria-label={title} noValidate onSubmit={onSubmit}>
          {refusal ? (
            <InlineAlert tone="critical" title={intl.formatMessage(m[refusalMessage[refusal]])} />
          ) : null}
          {offers.isError ? <InlineAlert tone="critical" title={intl.formatMessage(m.offersFailed)} /> : null}
          {offers.isSuccess && all.length === 0 ? (
            <InlineAlert tone="info" title={intl.formatMessage(m.noOffers)} />
          ) : null}
          <Controller
            control={control}
            name="sellerId"
            render={({ field, fieldState }) => (
              <Select
                label={intl.formatMessage(m.chooseSeller)}
                isRequired
                options={sellers}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  setValue('offerId', '');
                  field.onBlur();
                }}
                errorMessage={problem(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="offerId"
            render={({ field, fieldState }) => (
              <Select
                label={intl.formatMessage(m.chooseOffer)}
                isRequired
                isDisabled={!sellerId}
                options={sellerOffers.map((o) => ({
                  id: o.id,
                  label: intl.formatMessage(m.offerOption, {
                    product: o.product.name,
                    terminal: o.terminal.name,
                    price: formatMoney(o.price, { locale, currency }),
                  }),
                }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  field.onBlur();
                }}
                errorMessage={problem(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="volume"
            render={({ field, fieldState }) => (
              <NumberInput
                label={intl.formatMessage(m.volumeLabel)}
                isRequired
                positiveOnly
                decimals={0}
                unit="l"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                errorMessage={problem(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="triggerPrice"
            render={({ field, fieldState }) => (
              <NumberInput
                label={intl.formatMessage(m.limitLabel)}
                description={intl.formatMessage(m.limitHint)}
                isRequired
                positiveOnly
                decimals={PRICE_DECIMALS}
                unit={unit}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                errorMessage={problem(fieldState.error?.message)}
              />
            )}
          />
          <div className={styles.validity}>
            <Controller
              control={control}
              name="validDay"
              render={({ field, fieldState }) => (
                <DateInput
                  label={intl.formatMessage(m.validDay)}
                  isRequired
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  errorMessage={problem(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="validTime"
              render={({ field, fieldState }) => (
                <TimeInput
                  label={intl.formatMessage(m.validTime)}
                  isRequired
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  errorMessage={problem(fieldState.error?.message)}
                />
              )}
            />
          </div>
          <Controller
            control={control}
            name="contractNumber"
            render={({ field }) => (
              <TextField
                label={intl.formatMessage(m.contractNumber)}
                maxLength={CONTRACT_NUMBER_MAX}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </form>
      </Modal>
      <ConfirmDialog
        isOpen={askDiscard}
        onOpenChange={(open) => {
          if (!open) setAskDiscard(false);
        }}
        title={intl.formatMessage(m.discardTitle)}
        confirmLabel={intl.formatMessage(m.discard)}
        cancelLabel={intl.formatMessage(m.close)}
        variant="critical"
        onConfirm={onClose}
      >
        {intl.formatMessage(m.discardText)}
      </ConfirmDialog>
    </>
  );
}

const refusalMessage = {
  notOffered: 'notOffered',
  noPurchaseRights: 'noPurchaseRights',
  failed: 'saveFailed',
} as const satisfies Record<SaveRefusal, keyof typeof m>;
