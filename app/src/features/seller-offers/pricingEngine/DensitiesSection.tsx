import { zodResolver } from '@hookform/resolvers/zod';
import type { Schemas } from '@fuelmarket/api-client';
import { RowActions, type TableColumn } from '@fuelmarket/ui';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { $api } from '../../../shell/api';
import { FormDialog, FormNumberField, useSaveForm } from '../../../shell/forms';
import { formatNumber } from '../../../shell/i18n/format';
import { pricingEngineMessages as m } from '../messages';
import { densityFormSchema, type DensityFormValues } from '../pricingEngineForms';
import * as styles from '../sellerOffers.css';
import { engineProblems, saveUnlessChanged } from './engineForm';
import { Section, SectionTable, useEditor, useSection } from './section';
import type { EngineBrand } from './types';

type ProductDensity = Schemas['ProductDensity'];
type F = DensityFormValues;

const listQuery = () => $api.queryOptions('get', '/api/pricing/densities', {}, { retry: 1 });

/**
 * The product densities and, on the platform that has them (PRICING_CONVERSION_FACTORS_TAB), the
 * conversion factors [B8].
 */
export function DensitiesSection({ brand }: { brand: EngineBrand }) {
  const intl = useIntl();
  const { locale } = brand;
  const factors = brand.flags.PRICING_CONVERSION_FACTORS_TAB === true;
  const list = useQuery(listQuery());
  const editor = useEditor<ProductDensity>();
  const section = useSection(listQuery().queryKey);
  const decimal = (value: string) => (
    <span className={styles.oneLine}>{formatNumber(value, { locale, decimals: 4 })}</span>
  );

  const columns: TableColumn<ProductDensity>[] = [
    {
      id: 'product',
      header: intl.formatMessage(m.product),
      cell: (d) => <span className={styles.words}>{d.product.name}</span>,
    },
    { id: 'density', header: intl.formatMessage(m.density), align: 'end', cell: (d) => decimal(d.density) },
    ...(factors
      ? [
          {
            id: 'conversionFactor',
            header: intl.formatMessage(m.conversionFactor),
            align: 'end' as const,
            cell: (d: ProductDensity) => decimal(d.conversionFactor),
          },
        ]
      : []),
    {
      id: 'actions',
      header: intl.formatMessage(m.actions),
      cell: (d) => (
        <RowActions
          actions={[
            {
              text: intl.formatMessage(m.edit),
              label: intl.formatMessage(m.editDensity, { product: d.product.name }),
              onPress: () => editor.start(d),
            },
          ]}
        />
      ),
    },
  ];

  const editing = editor.editing;
  return (
    <Section
      title={intl.formatMessage(factors ? m.densitiesWithFactors : m.densities)}
      intro={intl.formatMessage(factors ? m.factorsIntro : m.densitiesIntro)}
      outcome={section.outcome}
    >
      <SectionTable
        query={list}
        caption={intl.formatMessage(m.densitiesCaption)}
        columns={columns}
        getRowKey={(d) => d.product.id}
        emptyText=""
      />
      {editor.open && editing ? (
        <DensityDialog
          key={`${editing.product.id}@${editing.version}`}
          density={editing}
          factors={factors}
          onSaved={async () => {
            await section.reload();
            section.say('positive', m.densitySaved);
          }}
          onConflict={section.conflict}
          onClose={editor.close}
        />
      ) : null}
    </Section>
  );
}

/** A product's density and, with the tab, its conversion factor (else the factor follows the density). */
function DensityDialog({
  density,
  factors,
  onSaved,
  onConflict,
  onClose,
}: {
  density: ProductDensity;
  factors: boolean;
  onSaved: () => Promise<void>;
  onConflict: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const update = $api.useMutation('put', '/api/pricing/densities/{productId}');
  const form = useForm<F>({
    resolver: zodResolver(densityFormSchema),
    mode: 'onBlur',
    defaultValues: {
      density: Number(density.density).toFixed(4),
      conversionFactor: Number(density.conversionFactor).toFixed(4),
    },
  });
  const save = useSaveForm({
    form,
    fields: ['density', 'conversionFactor'],
    problems: engineProblems,
    save: (values) =>
      saveUnlessChanged(
        async () => {
          await update.mutateAsync({
            params: { path: { productId: density.product.id } },
            body: {
              version: density.version,
              density: values.density,
              conversionFactor: factors ? values.conversionFactor : values.density,
            },
          });
          form.reset(values);
          await onSaved();
        },
        { onConflict, onClose },
      ),
  });
  return (
    <FormDialog
      formId="density-form"
      title={intl.formatMessage(m.editDensity, { product: density.product.name })}
      form={form}
      save={save}
      onClose={onClose}
      discardQuestion={{ text: intl.formatMessage(m.discardText) }}
    >
      {(factors ? (['density', 'conversionFactor'] as const) : (['density'] as const)).map((name) => (
        <FormNumberField<F>
          key={name}
          name={name}
          label={intl.formatMessage(name === 'density' ? m.density : m.conversionFactor)}
          isRequired
          decimals={4}
        />
      ))}
    </FormDialog>
  );
}
