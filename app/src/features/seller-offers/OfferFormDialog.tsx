import { zodResolver } from '@hookform/resolvers/zod';
import type { Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import { validationMessages } from '@fuelmarket/ui';
import { today, getLocalTimeZone } from '@internationalized/date';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import {
  FormDateRangeField,
  FormDialog,
  FormNumberField,
  FormRadioGroup,
  FormSelect,
  FormTimeField,
  useSaveForm,
  wide,
  type ProblemCatalogue,
} from '../../shell/forms';
import { useSessionState } from '../../shell/session';
import { useTerminalChoices } from '../../shell/terminals';
import {
  emptyOfferForm,
  formToOfferInput,
  offerFormSchema,
  offerToForm,
  type OfferFormValues,
} from './offerForm';
import { offerFormMessages as f, fieldErrorMessages } from './messages';
import { sellerOffersQuery } from './queries';
import * as styles from './sellerOffers.css';

type FuelOffer = Schemas['FuelOffer'];
type F = OfferFormValues;

const FUTURE_MONTHS = ['M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06'] as const;

/** The form's fields, as the server's field problems name them. */
const FIELDS = [
  'productId',
  'terminalId',
  'totalVolume',
  'minimumOrderQuantity',
  'maximumOrderQuantity',
  'pricingType',
  'fixedPrice',
  'futureMonth',
  'fxRate',
  'surcharge',
  'surchargeUnit',
  'minPrice',
  'maxPriceFall',
  'availability',
  'dailyStartTime',
  'dailyEndTime',
  'collectionType',
  'collection',
] as const satisfies readonly (keyof F)[];

/** The form field a server problem's JSON pointer names, where it is not the field's path. */
const FIELD_OF_POINTER = {
  '/availabilityStartDate': 'availability',
  '/availabilityEndDate': 'availability',
  '/collectionPeriod/startDate': 'collection',
  '/collectionPeriod/endDate': 'collection',
  '/collectionPeriod/type': 'collectionType',
  '/collectionPeriod': 'collection',
} as const satisfies Record<string, keyof F>;

/** The offer's problems (the server's codes, which the form's own checks share) in German. */
const problems: ProblemCatalogue = {
  ...fieldErrorMessages,
  required: validationMessages.required,
  positive_required: validationMessages.positive_required,
};

export interface OfferFormDialogProps {
  /** The offer to edit; absent for a new one. */
  offer?: FuelOffer | undefined;
  brand: Pick<Brand, 'locale' | 'flags'>;
  /** Called with the saved offer; the dialog closes. */
  onSaved: (offer: FuelOffer) => void;
  onClose: () => void;
}

/**
 * Creating and editing a fuel offer [V7]. The form checks the rules the server checks and shows the
 * server's own field problems on the fields. Closing or leaving the page with unsaved changes asks first;
 * a save over a version another user of the account saved meanwhile offers to load theirs or to overwrite
 * it with the entries [V12].
 */
export function OfferFormDialog({ offer, brand, onSaved, onClose }: OfferFormDialogProps) {
  const intl = useIntl();
  const { metadata } = useSessionState();
  const queryClient = useQueryClient();
  const create = $api.useMutation('post', '/api/seller/offers');
  const update = $api.useMutation('put', '/api/seller/offers/{offerId}');
  const form = useForm<F>({
    resolver: zodResolver(offerFormSchema),
    mode: 'onBlur',
    defaultValues: offer ? offerToForm(offer) : emptyOfferForm,
  });
  const save = useSaveForm({
    form,
    fields: FIELDS,
    pointers: FIELD_OF_POINTER,
    version: offer?.version,
    problems,
    save: async (values, version) => {
      const body = formToOfferInput(values);
      const saved = offer
        ? await update.mutateAsync({
            params: { path: { offerId: offer.id } },
            body: { ...body, version: version ?? offer.version },
          })
        : await create.mutateAsync({ body });
      await queryClient.invalidateQueries({ queryKey: sellerOffersQuery().queryKey });
      // Saved: nothing is unsaved any more, so closing asks nothing.
      form.reset(offerToForm(saved));
      onSaved(saved);
      onClose();
    },
    // The offer as another user of the account saved it meanwhile (null: deleted).
    ...(offer
      ? {
          current: async () => {
            const now = (await queryClient.fetchQuery({ ...sellerOffersQuery(), staleTime: 0 })).find(
              (o) => o.id === offer.id,
            );
            return now ? { version: now.version, values: offerToForm(now) } : null;
          },
        }
      : {}),
    gone: { title: intl.formatMessage(f.deletedMeanwhile, { status: 404 }) },
  });

  const pricingType = useWatch({ control: form.control, name: 'pricingType' });
  const collectionType = useWatch({ control: form.control, name: 'collectionType' });
  const futureMonth = useWatch({ control: form.control, name: 'futureMonth' });
  const products = metadata?.fuels ?? [];
  // By region, or flat by name where the brand hides regions [B11].
  const terminals = useTerminalChoices();
  const today0 = today(getLocalTimeZone());
  const perHundredLitres = intl.formatMessage(f.perHundredLitres);

  return (
    <FormDialog
      formId="offer-form"
      title={intl.formatMessage(offer ? f.editTitle : f.createTitle)}
      size="large"
      columns={2}
      form={form}
      save={save}
      onClose={onClose}
      conflictTitle={intl.formatMessage(f.conflictTitle)}
      discardQuestion={{ text: intl.formatMessage(f.discardText) }}
    >
      <FormSelect<F>
        name="productId"
        allowEmpty
        isRequired
        label={intl.formatMessage(f.product)}
        options={products.map((p) => ({ id: p.id, label: p.name }))}
      />
      <FormSelect<F>
        name="terminalId"
        allowEmpty
        isRequired
        label={intl.formatMessage(f.terminal)}
        options={terminals.map((t) => ({ id: t.id, label: t.name }))}
      />
      {(['totalVolume', 'minimumOrderQuantity', 'maximumOrderQuantity'] as const).map((name) => (
        <FormNumberField<F>
          key={name}
          name={name}
          label={intl.formatMessage(f[name])}
          isRequired
          positiveOnly
          decimals={0}
          unit="l"
        />
      ))}
      <FormRadioGroup<F, F['pricingType']>
        name="pricingType"
        className={wide}
        orientation="horizontal"
        label={intl.formatMessage(f.pricingType)}
        options={[
          { value: 'FIXED', label: intl.formatMessage(f.fixed) },
          { value: 'API', label: intl.formatMessage(f.live) },
        ]}
      />
      {pricingType === 'FIXED' ? (
        <FormNumberField<F>
          name="fixedPrice"
          label={intl.formatMessage(f.fixedPrice)}
          isRequired
          positiveOnly
          decimals={4}
          unit={perHundredLitres}
        />
      ) : (
        <>
          {brand.flags.ICE_FUTURE_DROPDOWN ? (
            <FormSelect<F>
              name="futureMonth"
              allowEmpty
              isRequired
              label={intl.formatMessage(f.futureMonth)}
              options={FUTURE_MONTHS.map((m) => ({ id: m, label: m }))}
            />
          ) : (
            <p className={styles.fixedValue}>
              {intl.formatMessage(f.futureMonthFixed, { month: futureMonth })}
            </p>
          )}
          <FormNumberField<F>
            name="fxRate"
            label={intl.formatMessage(f.fxRate)}
            isRequired
            positiveOnly
            decimals={4}
            unit="USD/EUR"
          />
          <FormNumberField<F>
            name="surcharge"
            label={intl.formatMessage(f.surcharge)}
            isRequired
            signed
            decimals={4}
          />
          <FormSelect<F>
            name="surchargeUnit"
            allowEmpty
            isRequired
            label={intl.formatMessage(f.surchargeUnit)}
            options={[
              { id: 'USD/METRIC_TONNE', label: intl.formatMessage(f.usdPerTonne) },
              { id: 'EUR/LITRE', label: intl.formatMessage(f.eurPerLitre) },
            ]}
          />
        </>
      )}
      {(['minPrice', 'maxPriceFall'] as const).map((name) => (
        <FormNumberField<F>
          key={name}
          name={name}
          label={intl.formatMessage(f[name])}
          decimals={4}
          unit={perHundredLitres}
        />
      ))}
      <FormDateRangeField<F>
        name="availability"
        className={wide}
        isRequired
        label={intl.formatMessage(f.availability)}
        minValue={offer ? undefined : today0}
        maxValue={today0.add({ years: 2 })}
      />
      {(['dailyStartTime', 'dailyEndTime'] as const).map((name) => (
        <FormTimeField<F> key={name} name={name} label={intl.formatMessage(f[name])} isRequired />
      ))}
      <FormRadioGroup<F, F['collectionType']>
        name="collectionType"
        className={wide}
        orientation="horizontal"
        label={intl.formatMessage(f.collectionType)}
        options={[
          { value: 'STANDARD', label: intl.formatMessage(f.collectionStandard) },
          { value: 'CUSTOM', label: intl.formatMessage(f.collectionCustom) },
        ]}
      />
      {collectionType === 'CUSTOM' ? (
        <FormDateRangeField<F>
          name="collection"
          className={wide}
          isRequired
          label={intl.formatMessage(f.collection)}
          maxValue={today0.add({ years: 2 })}
        />
      ) : null}
    </FormDialog>
  );
}
