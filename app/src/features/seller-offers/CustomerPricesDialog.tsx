import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Brand } from '@fuelmarket/brands';
import { Button, EmptyState, InlineAlert, Modal, Select, Table, type TableColumn } from '@fuelmarket/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { formatMoney, formatNumber } from '../../shell/i18n/format';
import { customerPricesMessages as m } from './messages';
import { ruleKindLabel } from './ruleLabels';
import * as styles from './sellerOffers.css';

type FuelOffer = Schemas['FuelOffer'];
type PriceStep = Schemas['PriceStep'];

export interface CustomerPricesDialogProps {
  offer: FuelOffer;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  brand: Pick<Brand, 'locale' | 'currency'>;
}

/**
 * The offer's price per customer [S3]: a dropdown of the seller's released customers and the price the
 * chosen one gets now, with the calculation step by step (offer price, market inputs, each pricing rule,
 * customer price) where the platform shows it (not in Austria: the server leaves it out).
 */
export function CustomerPricesDialog({ offer, isOpen, onOpenChange, brand }: CustomerPricesDialogProps) {
  const intl = useIntl();
  const { locale, currency } = brand;
  const prices = $api.useQuery(
    'get',
    '/api/seller/offers/{offerId}/customer-prices',
    { params: { path: { offerId: offer.id } } },
    { enabled: isOpen, retry: 1 },
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const list = prices.data ?? [];
  const current = list.find((p) => p.customer.id === chosen) ?? list[0];

  const money = (value: string, signed = false) =>
    `${signed && !value.startsWith('-') ? '+' : ''}${formatMoney(value, { locale, currency, decimals: 4 })}`;
  const columns = ((): TableColumn<PriceStep>[] => {
    const label = (step: PriceStep) =>
      step.code === 'RULE' && step.rule
        ? intl.formatMessage(m.RULE, { name: step.rule.name, kind: ruleKindLabel(intl, step.rule.kind) })
        : step.rule
          ? // An input an FX or exchange rule set.
            intl.formatMessage(m.fromRule, { step: intl.formatMessage(m[step.code]), name: step.rule.name })
          : intl.formatMessage(m[step.code]);
    const value = (step: PriceStep) => {
      const number = (decimals: number) => formatNumber(step.value, { locale, decimals });
      switch (step.code) {
        case 'FUTURE':
          return `${number(2)} USD/t`;
        case 'SURCHARGE':
          return step.unit === 'EUR/LITRE' ? `${number(4)} EUR/l` : `${number(2)} USD/t`;
        case 'FX':
        case 'CURRENCY':
          return number(4);
        case 'DENSITY':
          return `${number(4)} kg/l`;
        case 'RULE':
          return money(step.value, true);
        default:
          return money(step.value);
      }
    };
    return [
      { id: 'step', header: intl.formatMessage(m.step), cell: (s) => label(s) },
      {
        id: 'value',
        header: intl.formatMessage(m.value),
        align: 'end',
        cell: (s) => <span className={styles.oneLine}>{value(s)}</span>,
      },
    ];
  })();

  const names = { product: offer.product.name, terminal: offer.terminal.name };
  const status = prices.error instanceof ApiError ? prices.error.status : 0;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title, names)}
      size="large"
      footer={
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {intl.formatMessage(m.close)}
          </Button>
        </div>
      }
    >
      <div className={styles.panel}>
        {prices.isError ? (
          <InlineAlert
            tone={status === 503 ? 'caution' : 'critical'}
            title={intl.formatMessage(status === 503 ? m.noMarketData : m.failed, { status })}
          />
        ) : prices.isPending ? null : !current ? (
          <EmptyState title={intl.formatMessage(m.none)} />
        ) : (
          <>
            <Select
              label={intl.formatMessage(m.customer)}
              options={list.map((p) => ({ id: p.customer.id, label: p.customer.name }))}
              value={current.customer.id}
              onChange={(id) => setChosen(id)}
            />
            <p className={styles.customerPrice} aria-live="polite">
              <strong>
                {intl.formatMessage(m.price, {
                  customer: current.customer.name,
                  price: money(current.price),
                })}
              </strong>
              <br />
              {intl.formatMessage(m.summary, {
                basePrice: money(current.basePrice),
                adjustment: money(current.adjustment, true),
              })}
              {current.paymentTermDays ? (
                <>
                  <br />
                  {intl.formatMessage(m.paymentTerm, { days: current.paymentTermDays })}
                </>
              ) : null}
            </p>
            {current.explanation ? (
              <Table
                caption={intl.formatMessage(m.explanationCaption)}
                showCaption
                columns={columns}
                rows={current.explanation}
                getRowKey={(s) => `${s.code}:${s.rule?.id ?? ''}`}
              />
            ) : null}
          </>
        )}
      </div>
    </Modal>
  );
}
