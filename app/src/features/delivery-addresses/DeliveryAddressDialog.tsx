import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField } from '@fuelmarket/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  FormDialog,
  FormSelect,
  FormTextArea,
  FormTextField,
  useSaveForm,
  wide,
  type ProblemCatalogue,
} from '../../shell/forms';
import {
  addressSchema,
  emptyAddress,
  toAddressInput,
  toAddressValues,
  type AddressField,
  type AddressValues,
} from './addressForm';
import { useAddressSearch, type Suggestion } from './addressSearch';
import { deliveryAddressMessages as m } from './messages';
import type { DeliveryAddress, DeliveryAddressInput } from './queries';
import * as styles from './delivery-addresses.css';

type F = AddressValues;

export const countryNames: Record<string, MessageDescriptor> = {
  DE: m.countryDE,
  AT: m.countryAT,
  BE: m.countryBE,
  NL: m.countryNL,
  CH: m.countryCH,
};

export interface DeliveryAddressDialogProps {
  /** The address to change; null: a new one. */
  address: DeliveryAddress | null;
  /** The countries an address can be in (the metadata's) [E7]. */
  countries: readonly string[];
  /** Sends the address (and closes the dialog); rejects with the ApiError. */
  save: (input: DeliveryAddressInput) => Promise<void>;
  onClose: () => void;
}

const FIELDS: readonly AddressField[] = [
  'company',
  'street',
  'zipCode',
  'city',
  'country',
  'contactPerson',
  'onSiteContact',
  'deliveryInstructions',
];

/** The address's problems, the form's keys and the server's codes, in German. */
const problems: ProblemCatalogue = {
  required: m.required,
  tooLong: m.tooLong,
  zipFormat: m.zipFormat,
  zip_code_format: m.zipFormat,
  streetNumber: m.streetNumber,
  street_number_required: m.streetNumber,
  unknownCountry: m.unknownCountry,
  unknown_country: m.unknownCountry,
};

/**
 * A delivery address in a dialog [S8]: company, street and number, zip code, city, country, contact person,
 * on-site contact and delivery instructions, checked on blur and again by the server (its field problems
 * show on their fields). Where a maps key is configured, an address search fills the fields. Closing or
 * leaving with unsaved changes asks first [V12].
 */
export function DeliveryAddressDialog({ address, countries, save, onClose }: DeliveryAddressDialogProps) {
  const intl = useIntl();
  const form = useForm<F>({
    resolver: zodResolver(addressSchema),
    mode: 'onBlur',
    defaultValues: address ? toAddressValues(address) : emptyAddress,
  });
  const saving = useSaveForm({
    form,
    fields: FIELDS,
    problems,
    save: (values) => save(toAddressInput(values)),
  });
  const search = useAddressSearch(countries);

  return (
    <FormDialog
      formId="delivery-address-form"
      title={intl.formatMessage(address ? m.editTitle : m.newTitle)}
      size="large"
      columns={2}
      form={form}
      save={saving}
      onClose={onClose}
      discardQuestion={{ title: intl.formatMessage(m.discardTitle), text: intl.formatMessage(m.discardText) }}
    >
      {search ? (
        <div className={wide}>
          <AddressSearchField
            suggest={search.suggest}
            onPick={async (s) => {
              const values = await search.resolve(s.id);
              for (const [field, value] of Object.entries(values))
                form.setValue(field as AddressField, value, { shouldValidate: true, shouldDirty: true });
            }}
          />
        </div>
      ) : null}
      <FormTextField<F> name="company" className={wide} label={intl.formatMessage(m.company)} isRequired />
      <FormTextField<F> name="street" className={wide} label={intl.formatMessage(m.street)} isRequired />
      <FormTextField<F> name="zipCode" label={intl.formatMessage(m.zipCode)} isRequired />
      <FormTextField<F> name="city" label={intl.formatMessage(m.city)} isRequired />
      <FormSelect<F>
        name="country"
        allowEmpty
        label={intl.formatMessage(m.country)}
        isRequired
        options={countries.map((code) => ({
          id: code,
          label: countryNames[code] ? intl.formatMessage(countryNames[code]) : code,
        }))}
      />
      <FormTextField<F> name="contactPerson" label={intl.formatMessage(m.contactPerson)} />
      <FormTextField<F> name="onSiteContact" className={wide} label={intl.formatMessage(m.onSiteContact)} />
      <FormTextArea<F>
        name="deliveryInstructions"
        className={wide}
        label={intl.formatMessage(m.deliveryInstructions)}
        maxLength={1000}
        rows={3}
      />
    </FormDialog>
  );
}

/** The maps search: type, then pick a suggestion to fill the fields. */
function AddressSearchField({
  suggest,
  onPick,
}: {
  suggest: (input: string) => Promise<Suggestion[]>;
  onPick: (s: Suggestion) => Promise<void>;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Suggestion[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      suggest(text)
        .then((s) => live && setFound(s))
        .catch((error: unknown) => console.warn('[delivery-addresses] address search failed', error));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, suggest]);
  return (
    <div>
      <TextField
        type="search"
        label={intl.formatMessage(m.search)}
        description={intl.formatMessage(m.searchHint)}
        value={text}
        onChange={setText}
      />
      {found.length ? (
        <ul className={styles.suggestions} aria-label={intl.formatMessage(m.suggestions)}>
          {found.map((s) => (
            <li key={s.id}>
              <Button
                variant="tertiary"
                size="small"
                onPress={() => {
                  setFound([]);
                  setText(s.label);
                  void onPick(s);
                }}
              >
                {s.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
