import { ApiError } from '@fuelmarket/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ConfirmDialog, InlineAlert, Modal, Select, TextArea, TextField } from '@fuelmarket/ui';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  addressSchema,
  emptyAddress,
  serverProblemKey,
  toAddressInput,
  toAddressValues,
  type AddressField,
  type AddressValues,
} from './addressForm';
import { useAddressSearch, type Suggestion } from './addressSearch';
import { deliveryAddressMessages as m } from './messages';
import type { DeliveryAddress, DeliveryAddressInput } from './queries';
import * as styles from './delivery-addresses.css';

export const countryNames: Record<string, MessageDescriptor> = {
  DE: m.countryDE,
  AT: m.countryAT,
  BE: m.countryBE,
  NL: m.countryNL,
  CH: m.countryCH,
};

export interface DeliveryAddressDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The address to change; null: a new one. */
  address: DeliveryAddress | null;
  /** The countries an address can be in (the metadata's) [E7]. */
  countries: readonly string[];
  /** Sends the address; rejects with the ApiError. */
  save: (input: DeliveryAddressInput) => Promise<void>;
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

/**
 * A delivery address in a dialog [S8]: company, street and number, zip code, city, country, contact person,
 * on-site contact and delivery instructions, checked on blur and again by the server (its field problems
 * show on their fields). Where a maps key is configured, an address search fills the fields.
 */
export function DeliveryAddressDialog({ isOpen, onOpenChange, ...props }: DeliveryAddressDialogProps) {
  const intl = useIntl();
  // Closing with unsaved changes asks first [V12].
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const close = () => (dirty ? setAskDiscard(true) : onOpenChange(false));
  return (
    <>
      <Modal
        isOpen={isOpen}
        onOpenChange={(open) => (open ? onOpenChange(true) : close())}
        title={intl.formatMessage(props.address ? m.editTitle : m.newTitle)}
        size="large"
      >
        {/* Mounted while open: each opening starts from the address (or empty). */}
        <AddressForm {...props} onCancel={close} onDirtyChange={setDirty} />
      </Modal>
      <ConfirmDialog
        isOpen={askDiscard}
        onOpenChange={setAskDiscard}
        title={intl.formatMessage(m.discardTitle)}
        variant="critical"
        confirmLabel={intl.formatMessage(m.discard)}
        onConfirm={() => onOpenChange(false)}
      >
        {intl.formatMessage(m.discardText)}
      </ConfirmDialog>
    </>
  );
}

function AddressForm({
  address,
  countries,
  save,
  onCancel,
  onDirtyChange,
}: Omit<DeliveryAddressDialogProps, 'isOpen' | 'onOpenChange'> & {
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    mode: 'onBlur',
    defaultValues: address ? toAddressValues(address) : emptyAddress,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(toAddressInput(values));
    } catch (error) {
      const errors =
        error instanceof ApiError && error.status === 400
          ? ((error.body as { errors?: { path?: string; message?: string }[] }).errors ?? [])
          : [];
      const onFields = errors.filter((e) => FIELDS.includes((e.path ?? '').slice(1) as AddressField));
      for (const e of onFields)
        setError((e.path ?? '').slice(1) as AddressField, { message: serverProblemKey(e.message ?? '') });
      if (onFields.length === 0) {
        console.error('[delivery-addresses] save failed', error);
        setFailure(intl.formatMessage(m.saveFailed));
      }
    }
  });

  const search = useAddressSearch(countries);
  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {failure ? (
        <div className={styles.wide}>
          <InlineAlert tone="critical" title={failure} />
        </div>
      ) : null}
      {search ? (
        <div className={styles.wide}>
          <AddressSearchField
            suggest={search.suggest}
            onPick={async (s) => {
              const values = await search.resolve(s.id);
              for (const [field, value] of Object.entries(values))
                setValue(field as AddressField, value, { shouldValidate: true, shouldDirty: true });
            }}
          />
        </div>
      ) : null}
      <AddressText control={control} name="company" label={intl.formatMessage(m.company)} required wide />
      <AddressText control={control} name="street" label={intl.formatMessage(m.street)} required wide />
      <AddressText control={control} name="zipCode" label={intl.formatMessage(m.zipCode)} required />
      <AddressText control={control} name="city" label={intl.formatMessage(m.city)} required />
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <Select
            label={intl.formatMessage(m.country)}
            isRequired
            options={countries.map((code) => ({
              id: code,
              label: countryNames[code] ? intl.formatMessage(countryNames[code]) : code,
            }))}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            errorMessage={problemText(intl, fieldState.error?.message)}
          />
        )}
      />
      <AddressText control={control} name="contactPerson" label={intl.formatMessage(m.contactPerson)} />
      <AddressText control={control} name="onSiteContact" label={intl.formatMessage(m.onSiteContact)} wide />
      <Controller
        control={control}
        name="deliveryInstructions"
        render={({ field, fieldState }) => (
          <TextArea
            className={styles.wide}
            label={intl.formatMessage(m.deliveryInstructions)}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={1000}
            rows={3}
            errorMessage={problemText(intl, fieldState.error?.message)}
          />
        )}
      />
      <div className={`${styles.footer} ${styles.wide}`}>
        <Button variant="secondary" onPress={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button type="submit" isDisabled={formState.isSubmitting}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </form>
  );
}

/** The German text of a form problem key (`required`, `tooLong:<max>`, `zipFormat` …). */
function problemText(intl: ReturnType<typeof useIntl>, key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (key.startsWith('tooLong:')) return intl.formatMessage(m.tooLong, { max: Number(key.slice(8)) });
  const texts: Record<string, MessageDescriptor> = {
    zipFormat: m.zipFormat,
    streetNumber: m.streetNumber,
    unknownCountry: m.unknownCountry,
  };
  return intl.formatMessage(texts[key] ?? m.required);
}

function AddressText({
  control,
  name,
  label,
  required = false,
  wide = false,
}: {
  control: Control<AddressValues>;
  name: Exclude<AddressField, 'country' | 'deliveryInstructions'>;
  label: string;
  required?: boolean;
  wide?: boolean;
}) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          className={wide ? styles.wide : undefined}
          label={label}
          isRequired={required}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={problemText(intl, fieldState.error?.message)}
        />
      )}
    />
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
