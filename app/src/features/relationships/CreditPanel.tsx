import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Currency, Locale } from '@fuelmarket/brands';
import { InlineAlert } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../shell/i18n/format';
import { creditMessages as m } from './messages';
import { relationshipCreditQuery } from './queries';
import * as styles from './relationships.css';

export interface CreditPanelProps {
  relationshipId: string;
  locale: Locale;
  currency: Currency;
}

/**
 * The live credit of a relationship: the limit, what the external source reports as used, the open
 * orders, what baskets hold, and what is free; for a shared credit limit also the group's figures against
 * the parent's limit. Amounts in the brand's currency and format.
 */
export function CreditPanel({ relationshipId, locale, currency }: CreditPanelProps) {
  const intl = useIntl();
  const credit = useQuery(relationshipCreditQuery(relationshipId));
  const headingId = `credit-${relationshipId}`;

  return (
    <section className={styles.dialogBody} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.creditHeading}>
        {intl.formatMessage(m.title)}
      </h3>
      {credit.isPending ? <p className={styles.text}>{intl.formatMessage(m.loading)}</p> : null}
      {credit.error ? (
        <InlineAlert
          tone="caution"
          title={intl.formatMessage(m.failed, {
            status: credit.error instanceof ApiError ? credit.error.status : 0,
          })}
        />
      ) : null}
      {credit.data ? (
        <>
          <Figures figures={credit.data} locale={locale} currency={currency} />
          {credit.data.group ? (
            <>
              <h4 className={styles.creditHeading}>
                {intl.formatMessage(m.group, { parent: credit.data.group.parent.name })}
              </h4>
              <Figures figures={credit.data.group} locale={locale} currency={currency} />
              <p className={styles.hint}>
                {intl.formatMessage(m.groupAccounts, {
                  accounts: intl.formatList(credit.data.group.accounts.map((a) => a.name)),
                })}
              </p>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function Figures({
  figures,
  locale,
  currency,
}: {
  figures: Schemas['CreditFigures'];
  locale: Locale;
  currency: Currency;
}) {
  const intl = useIntl();
  const money = (value: string) => formatMoney(value, { locale, currency });
  const unlimited = intl.formatMessage(m.unlimited);
  return (
    <dl className={styles.credit}>
      <dt>{intl.formatMessage(m.limit)}</dt>
      <dd>{figures.limit === null ? unlimited : money(figures.limit)}</dd>
      <dt>{intl.formatMessage(m.utilisation)}</dt>
      <dd>{money(figures.utilisation)}</dd>
      <dt>{intl.formatMessage(m.openOrders)}</dt>
      <dd>{money(figures.openOrders)}</dd>
      <dt>{intl.formatMessage(m.basketHeld)}</dt>
      <dd>{money(figures.basketHeld)}</dd>
      <dt>{intl.formatMessage(m.free)}</dt>
      <dd className={figures.free !== null && Number(figures.free) < 0 ? styles.negative : undefined}>
        {figures.free === null ? unlimited : money(figures.free)}
      </dd>
    </dl>
  );
}
