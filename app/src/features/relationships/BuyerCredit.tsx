import type { Currency, Locale } from '@fuelmarket/brands';
import { Button, DialogTrigger, Modal } from '@fuelmarket/ui';
import { useIntl } from 'react-intl';
import { CreditPanel } from './CreditPanel';
import { buyerCreditMessages as m } from './messages';
import type { Relationship } from './rules';

export interface BuyerCreditProps {
  /** A released relationship of the buyer with a seller. */
  relationship: Relationship;
  locale: Locale;
  currency: Currency;
}

/**
 * A buyer's credit with one seller: a button in the seller's row opens the live figures the seller sees in
 * its settings (limit, used, open orders, baskets, free, and a shared limit's group). They are read when
 * the dialog opens, not for every row of the list.
 */
export function BuyerCredit({ relationship, locale, currency }: BuyerCreditProps) {
  const intl = useIntl();
  const name = relationship.other.name;
  return (
    <DialogTrigger>
      <Button variant="secondary" size="small" aria-label={intl.formatMessage(m.showLabel, { name })}>
        {intl.formatMessage(m.show)}
      </Button>
      <Modal title={intl.formatMessage(m.title, { name })}>
        <CreditPanel relationshipId={relationship.id} locale={locale} currency={currency} />
      </Modal>
    </DialogTrigger>
  );
}
