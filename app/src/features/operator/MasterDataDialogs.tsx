import { zodResolver } from '@hookform/resolvers/zod';
import type { Schemas } from '@fuelmarket/api-client';
import { NumberInput, RadioGroup, Select, TextField } from '@fuelmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { countries } from './accountForms';
import { EntityDialog, type Current } from './EntityDialog';
import {
  DENSITY_DECIMALS,
  formToProductInput,
  formToProductUpdate,
  formToRegionInput,
  formToRegionUpdate,
  formToTerminalInput,
  formToTerminalUpdate,
  fuelCategories,
  productFormSchema,
  productToForm,
  productTypes,
  regionFormSchema,
  regionToForm,
  terminalFormSchema,
  terminalToForm,
  type ProductFormValues,
  type RegionFormValues,
  type TerminalFormValues,
} from './masterDataForms';
import { categoryMessages, masterDataMessages as m } from './masterDataMessages';
import { countryMessages, formMessages, productTypeMessages } from './messages';
import { masterDataQuery } from './queries';
import * as styles from './operator.css';

type Product = Schemas['MasterProduct'];
type Region = Schemas['MasterRegion'];
type Terminal = Schemas['MasterTerminal'];
type MasterData = Schemas['MasterData'];

/** The master data as the server has it now (after a conflict), one row of it found by `find`. */
function useCurrent() {
  const queryClient = useQueryClient();
  return async <R extends { version: number }, V>(
    find: (data: MasterData) => R | undefined,
    toForm: (row: R) => V,
  ): Promise<Current<V> | null> => {
    const data = await queryClient.fetchQuery({ ...masterDataQuery(), staleTime: 0 });
    const row = find(data);
    return row ? { version: row.version, values: toForm(row) } : null;
  };
}

export interface ProductDialogProps {
  /** The product to edit; absent: a new one. */
  product?: Product | undefined;
  onClose: () => void;
  onSaved: (product: Product, created: boolean) => void;
}

/**
 * A product of the catalogue [P5]: a new one with its name, type, category and density; an existing one
 * renamed or given another density (kg/l, the locale's digits, four decimals) — type and category stay.
 */
export function ProductDialog({ product, onClose, onSaved }: ProductDialogProps) {
  const intl = useIntl();
  const create = $api.useMutation('post', '/api/operator/products');
  const update = $api.useMutation('put', '/api/operator/products/{id}');
  const current = useCurrent();
  return (
    <EntityDialog<ProductFormValues>
      formId="operator-product-form"
      title={intl.formatMessage(product ? m.editProduct : m.createProduct)}
      initial={productToForm(product)}
      version={product?.version}
      resolver={zodResolver(productFormSchema)}
      fields={['name', 'type', 'category', 'density']}
      submitLabel={product ? undefined : intl.formatMessage(formMessages.create)}
      save={async (values, version) => {
        if (product && version !== undefined) {
          const body = formToProductUpdate(values, version);
          onSaved(await update.mutateAsync({ params: { path: { id: product.id } }, body }), false);
        } else {
          onSaved(await create.mutateAsync({ body: formToProductInput(values) }), true);
        }
      }}
      current={
        product
          ? () =>
              current(
                (d) => d.products.find((p) => p.id === product.id),
                (p) => productToForm(p),
              )
          : undefined
      }
      onClose={onClose}
    >
      {({ control, problem }) => (
        <>
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <TextField
                className={styles.wide}
                label={intl.formatMessage(m.productName)}
                isRequired
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                errorMessage={problem(fieldState.error?.message)}
              />
            )}
          />
          {product ? (
            <p className={`${styles.wide} ${styles.dialogText}`}>
              {intl.formatMessage(categoryMessages[product.category])}
              {' · '}
              {intl.formatMessage(productTypeMessages[product.type])}
            </p>
          ) : (
            <NewProductKind control={control} problem={problem} />
          )}
          <Controller
            control={control}
            name="density"
            render={({ field, fieldState }) => (
              <NumberInput
                label={intl.formatMessage(m.density)}
                description={intl.formatMessage(m.densityHint)}
                isRequired
                decimals={DENSITY_DECIMALS}
                unit="kg/l"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                errorMessage={problem(fieldState.error?.message)}
              />
            )}
          />
        </>
      )}
    </EntityDialog>
  );
}

/** A new product's type, and for a fuel its category (an additive's is Additiv). */
function NewProductKind({
  control,
  problem,
}: {
  control: Control<ProductFormValues>;
  problem: (key: string | undefined) => string | undefined;
}) {
  const intl = useIntl();
  const type = useWatch({ control, name: 'type' });
  return (
    <>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RadioGroup
            label={intl.formatMessage(m.productType)}
            orientation="horizontal"
            options={productTypes.map((value) => ({
              value,
              label: intl.formatMessage(productTypeMessages[value]),
            }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {type === 'fuel' ? (
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <Select
              label={intl.formatMessage(m.category)}
              description={intl.formatMessage(m.categoryHint)}
              isRequired
              options={fuelCategories.map((id) => ({ id, label: intl.formatMessage(categoryMessages[id]) }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              errorMessage={problem(fieldState.error?.message)}
            />
          )}
        />
      ) : (
        <p className={styles.dialogText}>
          {intl.formatMessage(m.category)}: {intl.formatMessage(categoryMessages.Additiv)}
        </p>
      )}
    </>
  );
}

export interface RegionDialogProps {
  region?: Region | undefined;
  onClose: () => void;
  onSaved: (region: Region, created: boolean) => void;
}

/** A region of the platform [P5]: its name and its place in the lists. */
export function RegionDialog({ region, onClose, onSaved }: RegionDialogProps) {
  const intl = useIntl();
  const create = $api.useMutation('post', '/api/operator/regions');
  const update = $api.useMutation('put', '/api/operator/regions/{id}');
  const current = useCurrent();
  return (
    <EntityDialog<RegionFormValues>
      formId="operator-region-form"
      title={intl.formatMessage(region ? m.editRegion : m.createRegion)}
      initial={regionToForm(region)}
      version={region?.version}
      resolver={zodResolver(regionFormSchema)}
      fields={['name', 'sort']}
      submitLabel={region ? undefined : intl.formatMessage(formMessages.create)}
      save={async (values, version) => {
        if (region && version !== undefined) {
          const body = formToRegionUpdate(values, version);
          onSaved(await update.mutateAsync({ params: { path: { id: region.id } }, body }), false);
        } else {
          onSaved(await create.mutateAsync({ body: formToRegionInput(values) }), true);
        }
      }}
      current={
        region
          ? () =>
              current(
                (d) => d.regions.find((r) => r.id === region.id),
                (r) => regionToForm(r),
              )
          : undefined
      }
      onClose={onClose}
    >
      {({ control, problem }) => (
        <>
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <TextField
                label={intl.formatMessage(m.regionName)}
                isRequired
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
            name="sort"
            render={({ field, fieldState }) => (
              <NumberInput
                label={intl.formatMessage(m.sort)}
                description={intl.formatMessage(m.sortHint)}
                decimals={0}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                errorMessage={problem(fieldState.error?.message)}
              />
            )}
          />
        </>
      )}
    </EntityDialog>
  );
}

export interface TerminalDialogProps {
  terminal?: Terminal | undefined;
  /** The region a new terminal goes to. */
  regionId: string;
  regions: readonly Region[];
  /** A new terminal's country (the platform's). */
  defaultCountry: Schemas['CountryCode'];
  onClose: () => void;
  onSaved: (terminal: Terminal, created: boolean) => void;
}

/** A terminal of the platform [P5]: its name, city, country and region (a terminal can move). */
export function TerminalDialog({
  terminal,
  regionId,
  regions,
  defaultCountry,
  onClose,
  onSaved,
}: TerminalDialogProps) {
  const intl = useIntl();
  const create = $api.useMutation('post', '/api/operator/terminals');
  const update = $api.useMutation('put', '/api/operator/terminals/{id}');
  const current = useCurrent();
  const defaults = { regionId, country: defaultCountry };
  return (
    <EntityDialog<TerminalFormValues>
      formId="operator-terminal-form"
      title={intl.formatMessage(terminal ? m.editTerminal : m.createTerminal)}
      initial={terminalToForm(terminal, defaults)}
      version={terminal?.version}
      resolver={zodResolver(terminalFormSchema)}
      fields={['name', 'city', 'country', 'regionId']}
      submitLabel={terminal ? undefined : intl.formatMessage(formMessages.create)}
      save={async (values, version) => {
        if (terminal && version !== undefined) {
          const body = formToTerminalUpdate(values, version);
          onSaved(await update.mutateAsync({ params: { path: { id: terminal.id } }, body }), false);
        } else {
          onSaved(await create.mutateAsync({ body: formToTerminalInput(values) }), true);
        }
      }}
      current={
        terminal
          ? () =>
              current(
                (d) => d.regions.flatMap((r) => r.terminals).find((t) => t.id === terminal.id),
                (t: Terminal) => terminalToForm(t, defaults),
              )
          : undefined
      }
      onClose={onClose}
    >
      {({ control, problem }) => (
        <>
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <TextField
                className={styles.wide}
                label={intl.formatMessage(m.terminalName)}
                isRequired
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
            name="city"
            render={({ field, fieldState }) => (
              <TextField
                label={intl.formatMessage(m.city)}
                isRequired
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
            name="country"
            render={({ field }) => (
              <Select
                label={intl.formatMessage(m.country)}
                isRequired
                options={countries.map((id) => ({ id, label: intl.formatMessage(countryMessages[id]) }))}
                value={field.value}
                onChange={(value) => {
                  if (value) field.onChange(value);
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="regionId"
            render={({ field, fieldState }) => (
              <Select
                label={intl.formatMessage(m.region)}
                isRequired
                options={regions.map((r) => ({ id: r.id, label: r.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                errorMessage={problem(fieldState.error?.message)}
              />
            )}
          />
        </>
      )}
    </EntityDialog>
  );
}
