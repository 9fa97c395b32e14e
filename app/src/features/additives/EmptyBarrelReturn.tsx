import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  createToastQueue,
  EmptyState,
  showToast,
  Table,
  ToastRegion,
  validationMessages,
  type TableColumn,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { $api } from '../../shell/api';
import { useAppContext } from '../../shell/context';
import { FormNumberField, FormSelect } from '../../shell/forms/fields';
import { FormFields } from '../../shell/forms/FormFields';
import type { ProblemCatalogue } from '../../shell/forms/problems';
import { useFormReset } from '../../shell/forms/useFormReset';
import { formatDate, formatNumber } from '../../shell/i18n/format';
import { useSessionState } from '../../shell/session';
import { relationshipsQuery } from '../relationships';
import * as styles from './additives.css';
import { additivesMessages as m } from './messages';
import { EMPTY_BARREL_HISTORY_SIZE, emptyBarrelsQuery, type EmptyBarrelRequest } from './queries';

export interface EmptyBarrelReturnProps {
  className?: string;
}

const wholeNumber = /^\d+$/;
const barrelSchema = z.object({
  sellerId: z.string().check(z.minLength(1, 'required')),
  productId: z.string().check(z.minLength(1, 'required')),
  unit: z.string().check(
    z.minLength(1, 'required'),
    z.refine((v) => v === '' || (wholeNumber.test(v) && Number(v) > 0), 'positive_required'),
  ),
  number: z.string().check(
    z.minLength(1, 'required'),
    z.refine((v) => v === '' || (wholeNumber.test(v) && Number(v) >= 1 && Number(v) <= 1000), 'range'),
  ),
});
type BarrelValues = z.infer<typeof barrelSchema>;

/** The form's words for its checks' keys. */
const problems: ProblemCatalogue = {
  required: validationMessages.required,
  positive_required: validationMessages.positive_required,
  range: m.barrelsNumberRange,
};
const emptyBarrels: BarrelValues = { sellerId: '', productId: '', unit: '', number: '' };

/** The newest requests, at most five of them [S7]. */
export function barrelHistory(requests: readonly EmptyBarrelRequest[]): EmptyBarrelRequest[] {
  return [...requests]
    .sort((a, b) => Date.parse(b.created) - Date.parse(a.created))
    .slice(0, EMPTY_BARREL_HISTORY_SIZE);
}

/**
 * Return of empty additive barrels [S7]: a request names the seller (one the buyer trades additives
 * with), the product, the barrel size in litres and the number of barrels; below it the last five
 * requests, reloaded after each new one.
 */
export function EmptyBarrelReturn({ className }: EmptyBarrelReturnProps) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const { user, metadata } = useSessionState();
  const queryClient = useQueryClient();
  const [toasts] = useState(createToastQueue);
  const history = useQuery(emptyBarrelsQuery());
  const side = user?.account.type === 'seller' ? 'seller' : 'buyer';
  const relationships = useQuery(relationshipsQuery(side));
  const create = $api.useMutation('post', '/api/empty-barrels');
  const form = useForm<BarrelValues>({
    resolver: zodResolver(barrelSchema),
    mode: 'onBlur',
    defaultValues: emptyBarrels,
  });
  const { handleSubmit, reset } = form;
  const { fieldsKey, resetForm } = useFormReset(reset);

  const sellers = new Map(
    (relationships.data ?? []).filter((r) => r.additivesActive).map((r) => [r.seller.id, r.seller.name]),
  );
  const products = metadata?.additives ?? [];
  const locale = brand.locale;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync({
        body: {
          sellerId: values.sellerId,
          productId: values.productId,
          unit: Number(values.unit),
          number: Number(values.number),
        },
      });
    } catch (error) {
      console.error('[additives] empty-barrel request failed', error);
      showToast({ title: intl.formatMessage(m.barrelsFailed), tone: 'critical' }, { queue: toasts });
      return;
    }
    resetForm(emptyBarrels);
    showToast({ title: intl.formatMessage(m.barrelsSent), tone: 'positive' }, { queue: toasts });
    await queryClient.invalidateQueries({ queryKey: emptyBarrelsQuery().queryKey });
  });

  const columns: TableColumn<EmptyBarrelRequest>[] = [
    { id: 'created', header: intl.formatMessage(m.barrelsDate), cell: (r) => formatDate(r.created, locale) },
    { id: 'seller', header: intl.formatMessage(m.barrelsSeller), cell: (r) => r.seller.name },
    { id: 'product', header: intl.formatMessage(m.barrelsProduct), cell: (r) => r.product.name },
    { id: 'unit', header: intl.formatMessage(m.barrelsUnit), cell: (r) => r.unit.label },
    {
      id: 'number',
      header: intl.formatMessage(m.barrelsNumber),
      align: 'end',
      cell: (r) => formatNumber(r.number, { locale }),
    },
  ];

  return (
    <section
      className={[styles.section, className].filter(Boolean).join(' ')}
      aria-labelledby="empty-barrels-heading"
    >
      <h2 id="empty-barrels-heading" className={styles.heading}>
        {intl.formatMessage(m.barrelsHeading)}
      </h2>
      <FormFields form={form} problems={problems}>
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={intl.formatMessage(m.barrelsHeading)}
        >
          <Fragment key={fieldsKey}>
            <FormSelect<BarrelValues>
              name="sellerId"
              allowEmpty
              label={intl.formatMessage(m.barrelsSeller)}
              isRequired
              options={[...sellers].map(([id, name]) => ({ id, label: name }))}
            />
            <FormSelect<BarrelValues>
              name="productId"
              allowEmpty
              label={intl.formatMessage(m.barrelsProduct)}
              isRequired
              options={products.map((p) => ({ id: p.id, label: p.name }))}
            />
            <FormNumberField<BarrelValues>
              name="unit"
              label={intl.formatMessage(m.barrelsUnit)}
              isRequired
              decimals={0}
              unit="L"
            />
            <FormNumberField<BarrelValues>
              name="number"
              label={intl.formatMessage(m.barrelsNumber)}
              isRequired
              decimals={0}
            />
          </Fragment>
          <div className={styles.formActions}>
            <Button type="submit" isDisabled={create.isPending}>
              {intl.formatMessage(m.barrelsSubmit)}
            </Button>
          </div>
        </form>
      </FormFields>
      <h3 className={styles.formHeading}>{intl.formatMessage(m.barrelsHistory)}</h3>
      {history.isError ? (
        <EmptyState tone="critical" title={intl.formatMessage(m.barrelsHistoryFailed)} />
      ) : (
        <Table
          caption={intl.formatMessage(m.barrelsHistory)}
          columns={columns}
          rows={barrelHistory(history.data ?? [])}
          getRowKey={(r) => r.id}
          isLoading={history.isFetching}
          emptyText={intl.formatMessage(m.barrelsHistoryEmpty)}
        />
      )}
      <ToastRegion queue={toasts} />
    </section>
  );
}
