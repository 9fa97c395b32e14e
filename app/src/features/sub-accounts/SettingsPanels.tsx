import type { Schemas } from '@fuelmarket/api-client';
import type { Currency, Locale } from '@fuelmarket/brands';
import {
  Button,
  CheckboxGroup,
  EmptyState,
  InlineAlert,
  NumberInput,
  ProgressBar,
  Select,
} from '@fuelmarket/ui';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { formatNumber } from '../../shell/i18n/format';
import type { TerminalChoice } from '../../shell/terminals';
import { subAccountMessages as m } from './messages';
import {
  ADJUSTMENT_DECIMALS,
  paymentTermChoices,
  sortedIds,
  type SubAccountFormValues,
} from './subAccountForm';
import { UtilisationChart } from './UtilisationChart';
import * as styles from './subAccounts.css';

/**
 * The five tabs of an Aviat [S6], each a part of one form (SubAccountEditor): the fields hold the
 * entries, the problems come from the form's schema (subAccountForm.ts) as German sentences.
 */
interface PanelProps {
  control: Control<SubAccountFormValues>;
  /** The German text of a field's problem key, undefined without one. */
  problem: (key: string | undefined) => string | undefined;
}

/** Credit-day payment terms: 7, 14, 21, 30 or 45 days [K1]. */
export function PaymentTermPanel({ control }: PanelProps) {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <Controller
        control={control}
        name="paymentTermDays"
        render={({ field }) => (
          <Select<number>
            label={intl.formatMessage(m.paymentTerm)}
            isRequired
            options={paymentTermChoices.map((days) => ({
              id: days,
              label: intl.formatMessage(m.paymentTermOption, { days }),
            }))}
            value={field.value}
            onChange={(days) => {
              if (days !== null) field.onChange(days);
            }}
            description={intl.formatMessage(m.paymentTermHint)}
          />
        )}
      />
    </div>
  );
}

/**
 * The daily purchase limit in whole litres, empty for none [K2]; today's purchases against the saved limit
 * and the recent days as a chart with its table.
 */
export function PurchaseLimitPanel({
  control,
  problem,
  account,
  locale,
}: PanelProps & { account: Schemas['SubAccount']; locale: Locale }) {
  const intl = useIntl();
  const litres = (v: number) => formatNumber(v, { locale });
  const limit = account.dailyPurchaseLimit;
  const today = account.dailyPurchaseUtilisation;
  return (
    <div className={`${styles.panel} ${styles.wide}`}>
      <div className={styles.panel}>
        <Controller
          control={control}
          name="dailyPurchaseLimit"
          render={({ field, fieldState }) => (
            <NumberInput
              label={intl.formatMessage(m.limit)}
              unit="l"
              decimals={0}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              description={intl.formatMessage(m.limitHint)}
              errorMessage={problem(fieldState.error?.message)}
            />
          )}
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
export function CollectionShorteningPanel({ control, problem }: PanelProps) {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <Controller
        control={control}
        name="collectionShorteningDays"
        render={({ field, fieldState }) => (
          <NumberInput
            label={intl.formatMessage(m.shortening)}
            unit={intl.formatMessage(m.shorteningUnit)}
            decimals={0}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            description={intl.formatMessage(m.shorteningHint)}
            errorMessage={problem(fieldState.error?.message)}
          />
        )}
      />
    </div>
  );
}

/**
 * The price adjustment per litre: a discount, so negative (or none) [V11]. That an offer's price less the
 * discount may not drop below zero is checked when the Aviat orders; the tab says so.
 */
export function PriceAdjustmentPanel({
  control,
  problem,
  locale,
  currency,
}: PanelProps & { locale: Locale; currency: Currency }) {
  const intl = useIntl();
  const example = formatNumber('-0.2500', { locale, decimals: ADJUSTMENT_DECIMALS });
  return (
    <div className={styles.panel}>
      <Controller
        control={control}
        name="priceAdjustment"
        render={({ field, fieldState }) => (
          <NumberInput
            label={intl.formatMessage(m.adjustment)}
            unit={intl.formatMessage(m.adjustmentUnit, { currency })}
            decimals={ADJUSTMENT_DECIMALS}
            signed
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            description={intl.formatMessage(m.adjustmentHint, { example })}
            errorMessage={problem(fieldState.error?.message)}
          />
        )}
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
  problem,
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
              errorMessage={problem(fieldState.error?.message)}
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
