import { zodResolver } from '@hookform/resolvers/zod';
import type { Schemas } from '@fuelmarket/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import {
  FormDialog,
  FormNumberField,
  FormRadioGroup,
  FormSelect,
  FormTextField,
  useSaveForm,
  wide,
  type Current,
} from '../../shell/forms';
import { countries } from './accountForms';
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
import { countryMessages, formMessages, productTypeMessages, serverProblemMessages } from './messages';
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
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    mode: 'onBlur',
    defaultValues: productToForm(product),
  });
  const save = useSaveForm({
    form,
    fields: ['name', 'type', 'category', 'density'],
    version: product?.version,
    problems: serverProblemMessages,
    save: async (values, version) => {
      if (product && version !== undefined) {
        const body = formToProductUpdate(values, version);
        onSaved(await update.mutateAsync({ params: { path: { id: product.id } }, body }), false);
      } else {
        onSaved(await create.mutateAsync({ body: formToProductInput(values) }), true);
      }
    },
    ...(product
      ? {
          current: () =>
            current(
              (d) => d.products.find((p) => p.id === product.id),
              (p) => productToForm(p),
            ),
        }
      : {}),
  });
  return (
    <FormDialog
      columns={2}
      formId="operator-product-form"
      title={intl.formatMessage(product ? m.editProduct : m.createProduct)}
      submitLabel={product ? undefined : intl.formatMessage(formMessages.create)}
      form={form}
      save={save}
      onClose={onClose}
    >
      <FormTextField<ProductFormValues>
        name="name"
        className={wide}
        label={intl.formatMessage(m.productName)}
        isRequired
      />
      {product ? (
        <p className={`${wide} ${styles.dialogText}`}>
          {intl.formatMessage(categoryMessages[product.category])}
          {' · '}
          {intl.formatMessage(productTypeMessages[product.type])}
        </p>
      ) : (
        <NewProductKind control={form.control} />
      )}
      <FormNumberField<ProductFormValues>
        name="density"
        label={intl.formatMessage(m.density)}
        description={intl.formatMessage(m.densityHint)}
        isRequired
        decimals={DENSITY_DECIMALS}
        unit="kg/l"
      />
    </FormDialog>
  );
}

/** A new product's type, and for a fuel its category (an additive's is Additiv). */
function NewProductKind({ control }: { control: Control<ProductFormValues> }) {
  const intl = useIntl();
  const type = useWatch({ control, name: 'type' });
  return (
    <>
      <FormRadioGroup<ProductFormValues, ProductFormValues['type']>
        name="type"
        label={intl.formatMessage(m.productType)}
        orientation="horizontal"
        options={productTypes.map((value) => ({
          value,
          label: intl.formatMessage(productTypeMessages[value]),
        }))}
      />
      {type === 'fuel' ? (
        <FormSelect<ProductFormValues>
          name="category"
          allowEmpty
          label={intl.formatMessage(m.category)}
          description={intl.formatMessage(m.categoryHint)}
          isRequired
          options={fuelCategories.map((id) => ({ id, label: intl.formatMessage(categoryMessages[id]) }))}
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
  const form = useForm<RegionFormValues>({
    resolver: zodResolver(regionFormSchema),
    mode: 'onBlur',
    defaultValues: regionToForm(region),
  });
  const save = useSaveForm({
    form,
    fields: ['name', 'sort'],
    version: region?.version,
    problems: serverProblemMessages,
    save: async (values, version) => {
      if (region && version !== undefined) {
        const body = formToRegionUpdate(values, version);
        onSaved(await update.mutateAsync({ params: { path: { id: region.id } }, body }), false);
      } else {
        onSaved(await create.mutateAsync({ body: formToRegionInput(values) }), true);
      }
    },
    ...(region
      ? {
          current: () =>
            current(
              (d) => d.regions.find((r) => r.id === region.id),
              (r) => regionToForm(r),
            ),
        }
      : {}),
  });
  return (
    <FormDialog
      columns={2}
      formId="operator-region-form"
      title={intl.formatMessage(region ? m.editRegion : m.createRegion)}
      submitLabel={region ? undefined : intl.formatMessage(formMessages.create)}
      form={form}
      save={save}
      onClose={onClose}
    >
      <FormTextField<RegionFormValues> name="name" label={intl.formatMessage(m.regionName)} isRequired />
      <FormNumberField<RegionFormValues>
        name="sort"
        label={intl.formatMessage(m.sort)}
        description={intl.formatMessage(m.sortHint)}
        decimals={0}
      />
    </FormDialog>
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
  const form = useForm<TerminalFormValues>({
    resolver: zodResolver(terminalFormSchema),
    mode: 'onBlur',
    defaultValues: terminalToForm(terminal, defaults),
  });
  const save = useSaveForm({
    form,
    fields: ['name', 'city', 'country', 'regionId'],
    version: terminal?.version,
    problems: serverProblemMessages,
    save: async (values, version) => {
      if (terminal && version !== undefined) {
        const body = formToTerminalUpdate(values, version);
        onSaved(await update.mutateAsync({ params: { path: { id: terminal.id } }, body }), false);
      } else {
        onSaved(await create.mutateAsync({ body: formToTerminalInput(values) }), true);
      }
    },
    ...(terminal
      ? {
          current: () =>
            current(
              (d) => d.regions.flatMap((r) => r.terminals).find((t) => t.id === terminal.id),
              (t: Terminal) => terminalToForm(t, defaults),
            ),
        }
      : {}),
  });
  return (
    <FormDialog
      columns={2}
      formId="operator-terminal-form"
      title={intl.formatMessage(terminal ? m.editTerminal : m.createTerminal)}
      submitLabel={terminal ? undefined : intl.formatMessage(formMessages.create)}
      form={form}
      save={save}
      onClose={onClose}
    >
      <FormTextField<TerminalFormValues>
        name="name"
        className={wide}
        label={intl.formatMessage(m.terminalName)}
        isRequired
      />
      <FormTextField<TerminalFormValues> name="city" label={intl.formatMessage(m.city)} isRequired />
      <FormSelect<TerminalFormValues>
        name="country"
        label={intl.formatMessage(m.country)}
        isRequired
        options={countries.map((id) => ({ id, label: intl.formatMessage(countryMessages[id]) }))}
      />
      <FormSelect<TerminalFormValues>
        name="regionId"
        allowEmpty
        label={intl.formatMessage(m.region)}
        isRequired
        options={regions.map((r) => ({ id: r.id, label: r.name }))}
      />
    </FormDialog>
  );
}
