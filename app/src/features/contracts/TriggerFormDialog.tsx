import type { Currency, Locale } from '@fuelmarket/brands';
import { zodResolver } from '@hookform/resolvers/zod';
import { DateInput, InlineAlert, NumberInput, Select, TextField, TimeInput } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ConflictNotice } from '../../shell/conflict';
import { formatMoney } from '../../shell/i18n/format';
import { FormDialog } from '../../shell/layout/FormDialog';
import { contractMessages as m } from './messages';
import { triggerOffersQuery, type Trigger, type TriggerInput, type TriggerUpdate } from './queries';
import type { SaveRefusal } from './saveTrigger';
import {
  CONTRACT_NUMBER_MAX,
  emptyTrigger,
  priceDecimalsOf,
  toTriggerInput,
  toTriggerUpdate,
  toTriggerValues,
  triggerSchema,
  validUntilOf,
  type TriggerValues,
} from './triggerForm';
import * as styles from './contracts.css';

export type { SaveRefusal } from './saveTrigger';

/** Changing an active trigger of the buyer instead of creating one. */
export interface TriggerEdit {
  /** The trigger as read (its version is the one the change is saved over). */
  trigger: Trigger;
  /** Saves the change; resolves with a refusal when the server refused (the dialog stays open). */
  save: (update: TriggerUpdate) => Promise<SaveRefusal | null>;
  /** Reads the trigger as the server has it now (after a conflict; null: gone). */
  current: () => Promise<Trigger | null>;
}

interface CommonProps {
  locale: Locale;
  currency: Currency;
  onClose: () => void;
  /** The clock (tests). */
  now?: () => Date;
}

export type TriggerFormDialogProps = CommonProps &
  (
    | {
        /** An offer to start from (its seller is chosen with it). */
        offerId?: string | undefined;
        /** Saves the input; resolves with a refusal when the server refused (the dialog stays open). */
        onSave: (input: TriggerInput) => Promise<SaveRefusal | null>;
        edit?: undefined;
      }
    | { edit: TriggerEdit; offerId?: undefined; onSave?: undefined }
  );

/**
 * Creates a buyer's price trigger on an offer of the market: the seller, then one of their offers (with
 * its current price), the volume in litres, the limit price per 100 L (locale separators) and the end of
 * the validity (day and time), optionally a contract number. With `edit` it changes an active trigger
 * instead: its offer stays, volume, limit, validity and contract number change over the version read, and
 * a save over someone else's change offers to load their state or overwrite it [V12]. Closing with
 * entries asks first; a refused save keeps the entries and says why above the fields.
 */
export function TriggerFormDialog(props: TriggerFormDialogProps) {
  const { locale, currency, onClose, now = () => new Date(), edit } = props;
  const intl = useIntl();
  const offers = useQuery({ ...triggerOffersQuery(), enabled: !edit });
  const all = useMemo(() => offers.data?.offers ?? [], [offers.data]);
  const preset = props.offerId ? all.find((o) => o.id === props.offerId) : undefined;
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [base, setBase] = useState(edit?.trigger);
  const [conflict, setConflict] = useState<TriggerValues | null>(null);
  const { control, handleSubmit, formState, setValue, setError, reset } = useForm<TriggerValues>({
    resolver: zodResolver(triggerSchema),
    mode: 'onBlur',
    ...(edit
      ? { defaultValues: toTriggerValues(edit.trigger) }
      : {
          values: emptyTrigger(now(), preset ? { sellerId: preset.seller.id, offerId: preset.id } : {}),
          resetOptions: { keepDirtyValues: true },
        }),
  });
  const sellerId = useWatch({ control, name: 'sellerId' });
  const sellers = useMemo(() => {
    const byId = new Map(all.map((o) => [o.seller.id, o.seller.name]));
    return [...byId]
      .map(([id, label]) => ({ id, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'de'));
  }, [all]);
  const sellerOffers = all.filter((o) => o.seller.id === sellerId);
  // A limit with more decimals than the form's (set through the API) keeps them.
  const priceDecimals = priceDecimalsOf(base ? toTriggerValues(base).triggerPrice : '');

  const problem = (key: string | undefined) => {
    if (!key) return undefined;
    if (key === 'positive') return intl.formatMessage(m.positive);
    if (key === 'inPast') return intl.formatMessage(m.inPast);
    return intl.formatMessage(m.required);
  };

  async function save(values: TriggerValues, over = base) {
    setRefusal(null);
    setConflict(null);
    if (!edit || !over) {
      setRefusal((await props.onSave?.(toTriggerInput(values))) ?? null);
      return;
    }
    const refused = await edit.save(toTriggerUpdate(values, over.version));
    if (refused === 'conflict') setConflict(values);
    else setRefusal(refused);
  }

  /** The trigger as saved now, while it is still active; else says why and returns null. */
  async function fresh(): Promise<Trigger | null> {
    let latest: Trigger | null;
    try {
      latest = (await edit?.current()) ?? null;
    } catch (error) {
      console.error('[contracts] reading the trigger failed', error);
      setRefusal('failed');
      return null;
    }
    if (latest?.status === 'ACTIVE') return latest;
    setRefusal('notActive');
    return null;
  }

  async function reload() {
    const latest = await fresh();
    setConflict(null);
    if (!latest) return;
    setBase(latest);
    reset(toTriggerValues(latest));
  }

  async function overwrite(values: TriggerValues) {
    const latest = await fresh();
    setConflict(null);
    if (!latest) return;
    setBase(latest);
    await save(values, latest);
  }

  const onSubmit = handleSubmit(async (values) => {
    if (validUntilOf(values).getTime() <= now().getTime()) {
      setError('validTime', { message: 'inPast' });
      return;
    }
    await save(values);
  });
  const title = intl.formatMessage(edit ? m.editTitle : m.createTitle);
  const unit = `${currency}/100 l`;

  return (
    <FormDialog
      formId="trigger-form"
      title={title}
      onClose={onClose}
      dirty={formState.isDirty}
      isSaving={formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      {...(edit
        ? {}
        : {
            submitLabel: intl.formatMessage(m.save),
            discardQuestion: {
              title: intl.formatMessage(m.discardTitle),
              text: intl.formatMessage(m.discardText),
              keepLabel: intl.formatMessage(m.close),
            },
          })}
      failure={
        refusal
          ? {
              title: intl.formatMessage(
                refusal === 'failed' && edit ? m.updateFailed : m[refusalMessage[refusal]],
              ),
            }
          : null
      }
      notice={
        <>
          {conflict ? (
            <ConflictNotice
              title={intl.formatMessage(m.changedMeanwhile)}
              isDisabled={formState.isSubmitting}
              onReload={reload}
              onOverwrite={() => overwrite(conflict)}
            />
          ) : null}
          {offers.isError ? <InlineAlert tone="critical" title={intl.formatMessage(m.offersFailed)} /> : null}
          {offers.isSuccess && all.length === 0 ? (
            <InlineAlert tone="info" title={intl.formatMessage(m.noOffers)} />
          ) : null}
        </>
      }
    >
      {base ? (
        <dl className={styles.offerOfTrigger}>
          <dt>{intl.formatMessage(m.seller)}</dt>
          <dd>{base.seller.name}</dd>
          <dt>{intl.formatMessage(m.offer)}</dt>
          <dd>
            {intl.formatMessage(m.offerName, { product: base.product.name, terminal: base.terminal.name })}
          </dd>
        </dl>
      ) : (
        <>
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
        </>
      )}
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
            decimals={priceDecimals}
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
    </FormDialog>
  );
}

const refusalMessage = {
  notOffered: 'notOffered',
  noPurchaseRights: 'noPurchaseRights',
  notActive: 'notActiveAnymore',
  conflict: 'changedMeanwhile',
  failed: 'saveFailed',
} as const satisfies Record<SaveRefusal, keyof typeof m>;
