import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  createToastQueue,
  showToast,
  Table,
  ToastRegion,
  validationMessages,
  type TableColumn,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { $api } from '../../shell/api';
import { FormSelect } from '../../shell/forms/fields';
import { FormTextField } from '../../shell/forms/textFields';
import { FormFields } from '../../shell/forms/FormFields';
import type { ProblemCatalogue } from '../../shell/forms/problems';
import { useFormReset } from '../../shell/forms/useFormReset';
import { useSessionState } from '../../shell/session';
import * as styles from './additives.css';
import {
  defaultCountries,
  emptyLocation,
  locationSchema,
  toLocationInput,
  toLocationValues,
  type LocationValues,
} from './locationForm';
import { additivesMessages as m } from './messages';
import { locationsQuery, type AdditiveLocation } from './queries';

export interface AdditiveLocationsProps {
  className?: string;
}

const textFields = [
  ['name', m.locationName],
  ['street', m.street],
  ['postCode', m.postCode],
  ['city', m.city],
  ['county', m.county],
] as const;

/** The form's own words: "Pflichtfeld", "Höchstens {max} Zeichen". */
const problems: ProblemCatalogue = { required: validationMessages.required, tooLong: m.tooLong };

const countryNames: Record<string, MessageDescriptor> = {
  DE: m.countryDE,
  AT: m.countryAT,
  BE: m.countryBE,
  NL: m.countryNL,
};

/**
 * The additive delivery locations: list, create, change, delete. The list is loaded again after each
 * successful action [C2]. A failed action is logged and swallowed [H4]: nothing is thrown, the form
 * keeps what was typed, and a toast says in German that it did not work.
 */
export function AdditiveLocations({ className }: AdditiveLocationsProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { metadata } = useSessionState();
  const [toasts] = useState(createToastQueue);
  const [editing, setEditing] = useState<AdditiveLocation | null>(null);
  const locations = useQuery(locationsQuery());
  const create = $api.useMutation('post', '/api/metadata/locations');
  const update = $api.useMutation('put', '/api/metadata/locations/{id}');
  const remove = $api.useMutation('delete', '/api/metadata/locations/{id}');
  const form = useForm<LocationValues>({
    resolver: zodResolver(locationSchema),
    mode: 'onBlur',
    defaultValues: emptyLocation,
  });
  const { handleSubmit, reset } = form;
  const { fieldsKey, resetForm } = useFormReset(reset);

  const reload = () => queryClient.invalidateQueries({ queryKey: locationsQuery().queryKey });
  const failed = (message: MessageDescriptor, error: unknown) => {
    console.error('[additives] location action failed', error);
    showToast({ title: intl.formatMessage(message), tone: 'critical' }, { queue: toasts });
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = toLocationInput(values);
    try {
      if (editing) await update.mutateAsync({ params: { path: { id: editing._id } }, body });
      else await create.mutateAsync({ body });
    } catch (error) {
      failed(m.locationSaveFailed, error);
      return;
    }
    setEditing(null);
    resetForm(emptyLocation);
    showToast({ title: intl.formatMessage(m.locationSaved), tone: 'positive' }, { queue: toasts });
    await reload();
  });

  async function onDelete(location: AdditiveLocation) {
    try {
      await remove.mutateAsync({ params: { path: { id: location._id } } });
    } catch (error) {
      failed(m.locationDeleteFailed, error);
      return;
    }
    if (editing?._id === location._id) {
      setEditing(null);
      resetForm(emptyLocation);
    }
    showToast({ title: intl.formatMessage(m.locationDeleted), tone: 'positive' }, { queue: toasts });
    await reload();
  }

  const countryLabel = (code: string) => (countryNames[code] ? intl.formatMessage(countryNames[code]) : code);
  const columns: TableColumn<AdditiveLocation>[] = [
    { id: 'name', header: intl.formatMessage(m.locationName), cell: (l) => l.name },
    {
      id: 'address',
      header: intl.formatMessage(m.address),
      cell: (l) =>
        `${l.address.street}, ${l.address.postCode} ${l.address.city}, ${l.address.county}, ${countryLabel(l.address.country)}`,
    },
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      cell: (l) => (
        <div className={styles.rowActions}>
          <Button
            size="small"
            variant="secondary"
            aria-label={intl.formatMessage(m.editLocationOf, { name: l.name })}
            onPress={() => {
              setEditing(l);
              resetForm(toLocationValues(l));
            }}
          >
            {intl.formatMessage(m.editLocation)}
          </Button>
          <Button
            size="small"
            variant="critical"
            aria-label={intl.formatMessage(m.deleteLocationOf, { name: l.name })}
            isDisabled={remove.isPending}
            onPress={() => void onDelete(l)}
          >
            {intl.formatMessage(m.deleteLocation)}
          </Button>
        </div>
      ),
    },
  ];

  const countries = metadata?.countries?.length ? metadata.countries : defaultCountries;
  return (
    <section
      className={[styles.section, className].filter(Boolean).join(' ')}
      aria-labelledby="additive-locations-heading"
    >
      <h2 id="additive-locations-heading" className={styles.heading}>
        {intl.formatMessage(m.locationsHeading)}
      </h2>
      <Table
        caption={intl.formatMessage(m.locationsCaption)}
        columns={columns}
        rows={locations.data ?? []}
        getRowKey={(l) => l._id}
        isLoading={locations.isFetching}
        emptyText={intl.formatMessage(m.noLocations)}
      />
      <FormFields form={form} problems={problems}>
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={intl.formatMessage(editing ? m.editLocation : m.newLocation)}
        >
          <h3 className={styles.formHeading}>
            {intl.formatMessage(editing ? m.editLocation : m.newLocation)}
          </h3>
          <Fragment key={fieldsKey}>
            {textFields.map(([name, label]) => (
              <FormTextField<LocationValues>
                key={name}
                name={name}
                label={intl.formatMessage(label)}
                isRequired
              />
            ))}
            <FormSelect<LocationValues>
              name="country"
              allowEmpty
              label={intl.formatMessage(m.country)}
              isRequired
              options={countries.map((code) => ({ id: code, label: countryLabel(code) }))}
            />
          </Fragment>
          <div className={styles.formActions}>
            <Button type="submit" isDisabled={create.isPending || update.isPending}>
              {intl.formatMessage(m.save)}
            </Button>
            {editing && (
              <Button
                variant="tertiary"
                onPress={() => {
                  setEditing(null);
                  resetForm(emptyLocation);
                }}
              >
                {intl.formatMessage(m.cancel)}
              </Button>
            )}
          </div>
        </form>
      </FormFields>
      <ToastRegion queue={toasts} />
    </section>
  );
}
