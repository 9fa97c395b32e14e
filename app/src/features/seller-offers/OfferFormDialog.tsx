import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import {
  DateRangePicker,
  InlineAlert,
  NumberInput,
  RadioGroup,
  Select,
  TimeInput,
  validationMessages,
  type DateRangePickerProps,
  type NumberInputProps,
  type SelectProps,
} from '@fuelmarket/ui';
import { parseDate, today, getLocalTimeZone } from '@internationalized/date';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { $api } from '../../shell/api';
import { ConflictNotice } from '../../shell/conflict';
import { useSessionState } from '../../shell/session';
import { useTerminalChoices } from '../../shell/terminals';
import {
  emptyOfferForm,
  formToOfferInput,
  offerFormSchema,
  offerToForm,
  type OfferFormValues,
} from './offerForm';
import { FormDialog } from './FormDialog';
import { offerFormMessages as f, fieldErrorMessages } from './messages';
import { sellerOffersQuery } from './queries';
import * as styles from './sellerOffers.css';

type FuelOffer = Schemas['FuelOffer'];

const FUTURE_MONTHS = ['M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06'] as const;

/** The form field a server problem's JSON pointer names. */
const FIELD_OF_POINTER: Record<string, FieldPath<OfferFormValues>> = {
  '/availabilityStartDate': 'availability',
  '/availabilityEndDate': 'availability',
  '/collectionPeriod/startDate': 'collection',
  '/collectionPeriod/endDate': 'collection',
  '/collectionPeriod/type': 'collectionType',
  '/collectionPeriod': 'collection',
};

export interface OfferFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The offer to edit; absent for a new one. */
  offer?: FuelOffer | undefined;
  brand: Pick<Brand, 'locale' | 'flags'>;
  /** Called with the saved offer. */
  onSaved: (offer: FuelOffer) => void;
}

/**
 * Creating and editing a fuel offer [V7]. The form checks the rules the server checks and shows the
 * server's own field problems on the fields. Closing or leaving the page with unsaved changes asks first;
 * a save over a version another user of the account saved meanwhile offers to load theirs or to overwrite
 * it with the entries [V12].
 */
export function OfferFormDialog({ isOpen, onOpenChange, offer, brand, onSaved }: OfferFormDialogProps) {
  const intl = useIntl();
  const { metadata } = useSessionState();
  const queryClient = useQueryClient();
  const create = $api.useMutation('post', '/api/seller/offers');
  const update = $api.useMutation('put', '/api/seller/offers/{offerId}');
  const { control, handleSubmit, setError, formState, reset } = useForm<OfferFormValues>({
    resolver: zodResolver(offerFormSchema),
    mode: 'onBlur',
    defaultValues: offer ? offerToForm(offer) : emptyOfferForm,
  });
  const [conflict, setConflict] = useState<OfferFormValues | null>(null);
  // The version the form edits: the offer's, or the one read again after a conflict.
  const [base, setBase] = useState(offer?.version);
  // Why the last save failed (a form-wide problem, not a field's), with the answer's status.
  const [failure, setFailure] = useState<{ message: MessageDescriptor; status: number } | null>(null);

  const pricingType = useWatch({ control, name: 'pricingType' });
  const collectionType = useWatch({ control, name: 'collectionType' });
  const products = metadata?.fuels ?? [];
  // By region, or flat by name where the brand hides regions [B11].
  const terminals = useTerminalChoices();
  const message = (key: string | undefined) => {
    if (!key) return undefined;
    const known = (fieldErrorMessages as Record<string, MessageDescriptor>)[key];
    if (known) return intl.formatMessage(known);
    if (key === 'required' || key === 'positive_required') return intl.formatMessage(validationMessages[key]);
    return intl.formatMessage(
      key.startsWith('at_most_') ? fieldErrorMessages.tooManyDigits : fieldErrorMessages.invalid,
    );
  };

  async function save(values: OfferFormValues, version = base) {
    setFailure(null);
    setConflict(null);
    const body = formToOfferInput(values);
    try {
      const saved = offer
        ? await update.mutateAsync({
            params: { path: { offerId: offer.id } },
            body: { ...body, version: version ?? offer.version },
          })
        : await create.mutateAsync({ body });
      await queryClient.invalidateQueries({ queryKey: sellerOffersQuery().queryKey });
      reset(offerToForm(saved));
      onSaved(saved);
      onOpenChange(false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) {
        setConflict(values);
        return;
      }
      if (error.status === 400 && error.problem?.errors?.length) {
        for (const problem of error.problem.errors) {
          const field =
            FIELD_OF_POINTER[problem.path] ?? (problem.path.slice(1) as FieldPath<OfferFormValues>);
          setError(field, { type: 'server', message: problem.message });
        }
        return;
      }
      setFailure({ message: error.status === 404 ? f.deletedMeanwhile : f.saveFailed, status: error.status });
    }
  }

  /** The offer as the server has it now (another user saved it), or null when it is gone. */
  async function current(): Promise<FuelOffer | null> {
    const now = (await queryClient.fetchQuery({ ...sellerOffersQuery(), staleTime: 0 })).find(
      (o) => o.id === offer?.id,
    );
    if (!now) {
      setConflict(null);
      setFailure({ message: f.deletedMeanwhile, status: 404 });
      return null;
    }
    setBase(now.version);
    return now;
  }

  /** Load theirs: the form shows the offer as saved meanwhile; the entries are dropped. */
  async function reload() {
    const now = await current();
    if (!now) return;
    setConflict(null);
    reset(offerToForm(now));
  }

  /** Overwrite: the version now current, read again from the server, with the user's values. */
  async function overwrite(values: OfferFormValues) {
    const now = await current();
    if (now) await save(values, now.version);
  }

  const today0 = today(getLocalTimeZone());

  return (
    <>
      <FormDialog
        formId="offer-form"
        title={intl.formatMessage(offer ? f.editTitle : f.createTitle)}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        dirty={formState.isDirty}
        onDiscard={() => reset(offer ? offerToForm(offer) : emptyOfferForm)}
        onSubmit={handleSubmit((values) => save(values))}
        isSaving={create.isPending || update.isPending}
        discardText={intl.formatMessage(f.discardText)}
      >
        {conflict ? (
          <ConflictNotice
            className={styles.wide}
            title={intl.formatMessage(f.conflictTitle)}
            isDisabled={create.isPending || update.isPending}
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
        <SelectField
          control={control}
          name="productId"
          problem={message}
          label={intl.formatMessage(f.product)}
          options={products.map((p) => ({ id: p.id, label: p.name }))}
        />
        <SelectField
          control={control}
          name="terminalId"
          problem={message}
          label={intl.formatMessage(f.terminal)}
          options={terminals.map((t) => ({ id: t.id, label: t.name }))}
        />
        {(['totalVolume', 'minimumOrderQuantity', 'maximumOrderQuantity'] as const).map((name) => (
          <NumberField
            key={name}
            control={control}
            name={name}
            problem={message}
            label={intl.formatMessage(f[name])}
            isRequired
            positiveOnly
            decimals={0}
            unit="l"
          />
        ))}
        <ChoiceField
          control={control}
          name="pricingType"
          label={intl.formatMessage(f.pricingType)}
          options={[
            { value: 'FIXED', label: intl.formatMessage(f.fixed) },
            { value: 'API', label: intl.formatMessage(f.live) },
          ]}
        />
        {pricingType === 'FIXED' ? (
          <NumberField
            control={control}
            name="fixedPrice"
            problem={message}
            label={intl.formatMessage(f.fixedPrice)}
            isRequired
            positiveOnly
            decimals={4}
            unit={intl.formatMessage(f.perHundredLitres)}
          />
        ) : (
          <>
            <Controller
              control={control}
              name="futureMonth"
              render={({ field, fieldState }) =>
                brand.flags.ICE_FUTURE_DROPDOWN ? (
                  <Select
                    label={intl.formatMessage(f.futureMonth)}
                    isRequired
                    options={FUTURE_MONTHS.map((m) => ({ id: m, label: m }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    errorMessage={message(fieldState.error?.message)}
                  />
                ) : (
                  <p className={styles.fixedValue}>
                    {intl.formatMessage(f.futureMonthFixed, { month: field.value })}
                  </p>
                )
              }
            />
            <NumberField
              control={control}
              name="fxRate"
              problem={message}
              label={intl.formatMessage(f.fxRate)}
              isRequired
              positiveOnly
              decimals={4}
              unit="USD/EUR"
            />
            <NumberField
              control={control}
              name="surcharge"
              problem={message}
              label={intl.formatMessage(f.surcharge)}
              isRequired
              signed
              decimals={4}
            />
            <SelectField
              control={control}
              name="surchargeUnit"
              problem={message}
              label={intl.formatMessage(f.surchargeUnit)}
              options={[
                { id: 'USD/METRIC_TONNE', label: intl.formatMessage(f.usdPerTonne) },
                { id: 'EUR/LITRE', label: intl.formatMessage(f.eurPerLitre) },
              ]}
            />
          </>
        )}
        {(['minPrice', 'maxPriceFall'] as const).map((name) => (
          <NumberField
            key={name}
            control={control}
            name={name}
            problem={message}
            label={intl.formatMessage(f[name])}
            decimals={4}
            unit={intl.formatMessage(f.perHundredLitres)}
          />
        ))}
        <RangeField
          control={control}
          name="availability"
          problem={message}
          className={styles.wide}
          label={intl.formatMessage(f.availability)}
          minValue={offer ? undefined : today0}
          maxValue={today0.add({ years: 2 })}
        />
        {(['dailyStartTime', 'dailyEndTime'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TimeInput
                label={intl.formatMessage(f[name])}
                isRequired
                value={field.value}
                onChange={field.onChange}
                errorMessage={message(fieldState.error?.message)}
              />
            )}
          />
        ))}
        <ChoiceField
          control={control}
          name="collectionType"
          label={intl.formatMessage(f.collectionType)}
          options={[
            { value: 'STANDARD', label: intl.formatMessage(f.collectionStandard) },
            { value: 'CUSTOM', label: intl.formatMessage(f.collectionCustom) },
          ]}
        />
        {collectionType === 'CUSTOM' ? (
          <RangeField
            control={control}
            name="collection"
            problem={message}
            className={styles.wide}
            label={intl.formatMessage(f.collection)}
            maxValue={today0.add({ years: 2 })}
          />
        ) : null}
      </FormDialog>
    </>
  );
}

type FieldProps<N extends FieldPath<OfferFormValues>> = {
  control: Control<OfferFormValues>;
  name: N;
  /** The German text of a field problem's message key. */
  problem: (key: string | undefined) => string | undefined;
};

type NumberName =
  | 'totalVolume'
  | 'minimumOrderQuantity'
  | 'maximumOrderQuantity'
  | 'fixedPrice'
  | 'fxRate'
  | 'surcharge'
  | 'minPrice'
  | 'maxPriceFall';

/** A number field of the form (canonical decimal string in the form's values). */
function NumberField({
  control,
  name,
  problem,
  ...props
}: FieldProps<NumberName> &
  Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'errorMessage'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={problem(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A choice of the form (`''` while none is chosen). */
function SelectField({
  control,
  name,
  problem,
  ...props
}: FieldProps<'productId' | 'terminalId' | 'futureMonth' | 'surchargeUnit'> &
  Omit<SelectProps, 'value' | 'onChange' | 'errorMessage'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          isRequired
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          errorMessage={problem(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A range of days of the form (ISO days in the form's values). */
function RangeField({
  control,
  name,
  problem,
  ...props
}: FieldProps<'availability' | 'collection'> &
  Omit<DateRangePickerProps, 'value' | 'onChange' | 'errorMessage'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateRangePicker
          {...props}
          isRequired
          value={
            field.value ? { start: parseDate(field.value.start), end: parseDate(field.value.end) } : null
          }
          onChange={(range) =>
            field.onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null)
          }
          errorMessage={problem(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A choice between a few options shown side by side, across the whole form. */
function ChoiceField<N extends 'pricingType' | 'collectionType'>({
  control,
  name,
  label,
  options,
}: {
  control: Control<OfferFormValues>;
  name: N;
  label: string;
  options: { value: OfferFormValues[N]; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          className={styles.wide}
          label={label}
          orientation="horizontal"
          options={options}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}
