import type { Currency, Locale } from '@fuelmarket/brands';
import { zodResolver } from '@hookform/resolvers/zod';
import { InlineAlert } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  FormDateField,
  FormDialog,
  FormNumberField,
  FormSelect,
  FormTextField,
  FormTimeField,
  useSaveForm,
} from '../../shell/forms';
import { formatMoney } from '../../shell/i18n/format';
import { contractMessages as m } from './messages';
import { triggerOffersQuery, type Trigger, type TriggerInput, type TriggerUpdate } from './queries';
import { refusalOf, type SaveRefusal } from './saveTrigger';
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
  /** Saves the change; rejects with the ApiError when the server refused (the dialog stays open). */
  save: (update: TriggerUpdate) => Promise<void>;
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
        /** Saves the input; rejects with the ApiError when the server refused (the dialog stays open). */
        onSave: (input: TriggerInput) => Promise<void>;
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
  const [base, setBase] = useState(edit?.trigger);
  const form = useForm<TriggerValues>({
    resolver: zodResolver(triggerSchema),
    mode: 'onBlur',
    ...(edit
      ? { defaultValues: toTriggerValues(edit.trigger) }
      : {
          values: emptyTrigger(now(), preset ? { sellerId: preset.seller.id, offerId: preset.id } : {}),
          resetOptions: { keepDirtyValues: true },
        }),
  });
  const { control, setValue } = form;
  const refused = (refusal: SaveRefusal) => ({
    title: intl.formatMessage(refusal === 'failed' && edit ? m.updateFailed : m[refusalMessage[refusal]]),
  });
  const save = useSaveForm({
    form,
    fields: ['sellerId', 'offerId', 'volume', 'triggerPrice', 'validDay', 'validTime', 'contractNumber'],
    version: edit?.trigger.version,
    problems: {
      required: m.required,
      positive: m.positive,
      inPast: m.inPast,
      triggers_not_offered: m.notOffered,
    },
    save: async (values, version) => {
      if (validUntilOf(values).getTime() <= now().getTime()) {
        form.setError('validTime', { message: 'inPast' });
        return;
      }
      if (edit && version !== undefined) await edit.save(toTriggerUpdate(values, version));
      else await props.onSave?.(toTriggerInput(values));
    },
    // After a save over someone else's change: the trigger as saved now, while it is still active.
    ...(edit
      ? {
          current: async () => {
            const latest = await edit.current();
            if (latest?.status !== 'ACTIVE') return null;
            setBase(latest);
            return { version: latest.version, values: toTriggerValues(latest) };
          },
        }
      : {}),
    gone: refused('notActive'),
    refusal: (error) => {
      console.error('[contracts] saving a trigger failed', error);
      return refused(refusalOf(error, !edit));
    },
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

  const title = intl.formatMessage(edit ? m.editTitle : m.createTitle);
  const unit = `${currency}/100 l`;

  return (
    <FormDialog
      formId="trigger-form"
      title={title}
      form={form}
      save={save}
      onClose={onClose}
      conflictTitle={intl.formatMessage(m.changedMeanwhile)}
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
      notice={
        <>
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
          <FormSelect<TriggerValues>
            name="sellerId"
            allowEmpty
            label={intl.formatMessage(m.chooseSeller)}
            isRequired
            options={sellers}
            // Another seller: their offers are to be chosen anew.
            onChosen={() => setValue('offerId', '')}
          />
          <FormSelect<TriggerValues>
            name="offerId"
            allowEmpty
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
          />
        </>
      )}
      <FormNumberField<TriggerValues>
        name="volume"
        label={intl.formatMessage(m.volumeLabel)}
        isRequired
        positiveOnly
        decimals={0}
        unit="l"
      />
      <FormNumberField<TriggerValues>
        name="triggerPrice"
        label={intl.formatMessage(m.limitLabel)}
        description={intl.formatMessage(m.limitHint)}
        isRequired
        positiveOnly
        decimals={priceDecimals}
        unit={unit}
      />
      <div className={styles.validity}>
        <FormDateField<TriggerValues> name="validDay" label={intl.formatMessage(m.validDay)} isRequired />
        <FormTimeField<TriggerValues> name="validTime" label={intl.formatMessage(m.validTime)} isRequired />
      </div>
      <FormTextField<TriggerValues>
        name="contractNumber"
        label={intl.formatMessage(m.contractNumber)}
        maxLength={CONTRACT_NUMBER_MAX}
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
