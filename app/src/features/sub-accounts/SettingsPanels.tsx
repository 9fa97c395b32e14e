import type { Schemas } from '@fuelmarket/api-client';
import type { Currency, Locale } from '@fuelmarket/brands';
import { Button, CheckboxGroup, EmptyState, InlineAlert, ProgressBar } from '@fuelmarket/ui';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormNumberField, FormSelect, problemText } from '../../shell/forms';
import { formatNumber } from '../../shell/i18n/format';
import type { TerminalChoice } from '../../shell/terminals';
import { problemMessages, subAccountMessages as m, subAccountProblems } from './messages';
import {
  ADJUSTMENT_DECIMALS,
  paymentTermChoices,
  sortedIds,
  type SubAccountFormValues,
} from './subAccountForm';
import { UtilisationChart } from './UtilisationChart';
import * as styles from './subAccounts.css';

/**
 * The five tabs of an Aviat [S6], each a part of one form (SubAccountEditor): the fields are bound to it
 * and word their problems with its catalogue (`subAccountProblems`).
 */
interface PanelProps {
  control: Control<SubAccountFormValues>;
}

type F = SubAccountFormValues;

/** Credit-day payment terms: 7, 14, 21, 30 or 45 days [K1]. */
export function PaymentTermPanel() {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <FormSelect<F, number>
        name="paymentTermDays"
        label={intl.formatMessage(m.paymentTerm)}
        isRequired
        options={paymentTermChoices.map((days) => ({
          id: days,
          label: intl.formatMessage(m.paymentTermOption, { days }),
        }))}
        description={intl.formatMessage(m.paymentTermHint)}
      />
    </div>
  );
}

/**
 * The daily purchase limit in whole litres, empty for none [K2]; today's purchases against the saved limit
 * and the recent days as a chart with its table.
 */
export function PurchaseLimitPanel({ account, locale }: { account: Schemas['SubAccount']; locale: Locale }) {
  const intl = useIntl();
  const litres = (v: number) => formatNumber(v, { locale });
  const limit = account.dailyPurchaseLimit;
  const today = account.dailyPurchaseUtilisation;
  return (
    <div className={`${styles.panel} ${styles.wide}`}>
      <div className={styles.panel}>
        <FormNumberField<F>
          name="dailyPurchaseLimit"
          label={intl.formatMessage(m.limit)}
          unit="l"
          decimals={0}
          description={intl.formatMessage(m.limitHint)}
        />
        {limit === null ? (
          <p className={styles.hint}>{intl.formatMessage(m.todayNoLimit, { volume: litres(today) })}</p>
        ) : (
          <ProgressBar
            label={intl.formatMessage(m.today)}
            value={Math.min(today, limit)}
            maxValue={Math.max(limit, 1)}
            valueLabel={intl.formatMessage(m.todayOfLimit, { volume: litres(today), limit: litres(limit) })}
          />
        )}
      </div>
      <UtilisationChart history={account.utilisationHistory} limit={limit} locale={locale} />
    </div>
  );
}

/** Collection-period shortening: a positive whole number of calendar days, empty for none [V11][K5]. */
export function CollectionShorteningPanel() {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <FormNumberField<F>
        name="collectionShorteningDays"
        label={intl.formatMessage(m.shortening)}
        unit={intl.formatMessage(m.shorteningUnit)}
        decimals={0}
        description={intl.formatMessage(m.shorteningHint)}
        problems={shorteningProblems}
      />
    </div>
  );
}

/** More days than the server allows (`too_large`, MAX_SHORTENING_DAYS). */
const shorteningProblems = { too_large: problemMessages.shorteningTooLong };

/**
 * The price adjustment per litre: a discount, so negative (or none) [V11]. That an offer's price less the
 * discount may not drop below zero is checked when the Aviat orders; the tab says so.
 */
export function PriceAdjustmentPanel({ locale, currency }: { locale: Locale; currency: Currency }) {
  const intl = useIntl();
  const example = formatNumber('-0.2500', { locale, decimals: ADJUSTMENT_DECIMALS });
  return (
    <div className={styles.panel}>
      <FormNumberField<F>
        name="priceAdjustment"
        label={intl.formatMessage(m.adjustment)}
        unit={intl.formatMessage(m.adjustmentUnit, { currency })}
        decimals={ADJUSTMENT_DECIMALS}
        signed
        description={intl.formatMessage(m.adjustmentHint, { example })}
      />
      <InlineAlert tone="info" announce="none" title={intl.formatMessage(m.negativeFinalPrice)} />
    </div>
  );
}

/**
 * The terminals the Aviat may buy at, out of the master data's regions (each with its region, except where
 * the brand hides regions [B11]); none chosen: all.
 */
export function TerminalsPanel({
  control,
  terminals,
}: PanelProps & { terminals: readonly TerminalChoice[] }) {
  const intl = useIntl();
  const chosen = useWatch({ control, name: 'terminalIds' });
  const known = terminals.map((t) => ({
    value: t.id,
    label:
      t.region === null
        ? t.name
        : intl.formatMessage(m.terminalOption, { terminal: t.name, region: t.region }),
  }));
  // A chosen terminal the master data no longer has stays visible, so that it can be taken out.
  const options = [
    ...known,
    ...chosen
      .filter((id) => !known.some((o) => o.value === id))
      .map((id) => ({ value: id, label: intl.formatMessage(m.unknownTerminalOption, { terminal: id }) })),
  ];
  if (options.length === 0) return <EmptyState title={intl.formatMessage(m.noTerminals)} />;
  return (
    <div className={styles.panel}>
      <Controller
        control={control}
        name="terminalIds"
        render={({ field, fieldState }) => (
          <>
            <CheckboxGroup
              label={intl.formatMessage(m.terminals)}
              options={options}
              value={field.value}
              onChange={(ids) => field.onChange(sortedIds(ids))}
              description={intl.formatMessage(m.terminalsHint)}
              errorMessage={problemText(intl, fieldState.error?.message, subAccountProblems)}
            />
            <div className={styles.actions}>
              <p className={styles.hint} role="status">
                {field.value.length === 0
                  ? intl.formatMessage(m.allTerminals)
                  : intl.formatMessage(m.someTerminals, { count: field.value.length })}
              </p>
              <Button
                variant="secondary"
                size="small"
                isDisabled={field.value.length === 0}
                onPress={() => field.onChange([])}
              >
                {intl.formatMessage(m.clearTerminals)}
              </Button>
            </div>
          </>
        )}
      />
    </div>
  );
}
