import { zodResolver } from '@hookform/resolvers/zod';
import { InlineAlert } from '@fuelmarket/ui';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  FormDialog,
  FormNumberField,
  FormRadioGroup,
  FormSelect,
  FormTextArea,
  useSaveForm,
} from '../../shell/forms';
import { useSessionState } from '../../shell/session';
import { useTerminalChoices } from '../../shell/terminals';
import { priceAlertMessages as m } from './messages';
import {
  COMMENT_MAX,
  PRICE_DECIMALS,
  emptyPriceAlert,
  priceAlertSchema,
  toPriceAlertInput,
  toPriceAlertValues,
  type PriceAlertValues,
} from './priceAlertForm';
import type { PriceAlert, PriceAlertInput } from './queries';

type F = PriceAlertValues;

/** The alert's fields as the API names them (`PriceAlertInput`), for the server's field problems. */
const FIELDS = ['productId', 'terminalId', 'operator', 'value', 'liftingPeriodType', 'comment'] as const;

export interface PriceAlertFormDialogProps {
  /** The alert to change; absent: a new one. */
  alert?: PriceAlert | undefined;
  /** The platform currency's code, shown as the price's unit. */
  currency: string;
  /** Saves the input; rejects with the ApiError when the server refused (the dialog stays open and says so). */
  onSave: (input: PriceAlertInput) => Promise<void>;
  onClose: () => void;
}

/**
 * Creates or changes a price alert: product (the platform's fuels), terminal, BELOW or ABOVE, the price
 * per 100 L (locale separators), lifting period Alle or Heute, a comment [PA1]. Closing with unsaved
 * entries asks first; a refused save keeps the entries, puts the server's field problems on their
 * fields and says the rest above them.
 */
export function PriceAlertFormDialog({ alert, currency, onSave, onClose }: PriceAlertFormDialogProps) {
  const intl = useIntl();
  const fuels = useSessionState().metadata?.fuels ?? [];
  const terminals = useTerminalChoices();
  const initial = alert ? toPriceAlertValues(alert) : emptyPriceAlert;
  // A price with more decimals than the form's (set through the API) keeps them.
  const decimals = Math.max(PRICE_DECIMALS, initial.value.split('.')[1]?.length ?? 0);
  const form = useForm<F>({
    resolver: zodResolver(priceAlertSchema),
    mode: 'onBlur',
    defaultValues: initial,
  });
  const save = useSaveForm({
    form,
    fields: FIELDS,
    problems: { required: m.required, positive: m.positive, tooLong: m.tooLong },
    save: (values) => onSave(toPriceAlertInput(values)),
  });
  const title = intl.formatMessage(alert ? m.editTitle : m.createTitle);
  return (
    <FormDialog
      formId="price-alert-form"
      title={title}
      form={form}
      save={save}
      onClose={onClose}
      notice={
        alert?.status === 'TRIGGERED' ? (
          <InlineAlert tone="info" title={intl.formatMessage(m.saveReactivates)} />
        ) : null
      }
      discardQuestion={{ text: intl.formatMessage(m.discardText), keepLabel: intl.formatMessage(m.cancel) }}
    >
      <FormSelect<F>
        name="productId"
        allowEmpty
        label={intl.formatMessage(m.product)}
        isRequired
        options={fuels.map((p) => ({ id: p.id, label: p.name }))}
      />
      <FormSelect<F>
        name="terminalId"
        allowEmpty
        label={intl.formatMessage(m.terminal)}
        isRequired
        options={terminals.map((t) => ({ id: t.id, label: t.region ? `${t.name} (${t.region})` : t.name }))}
      />
      <FormRadioGroup<F, F['operator']>
        name="operator"
        label={intl.formatMessage(m.operator)}
        isRequired
        options={[
          { value: 'BELOW', label: intl.formatMessage(m.operatorBelow) },
          { value: 'ABOVE', label: intl.formatMessage(m.operatorAbove) },
        ]}
      />
      <FormNumberField<F>
        name="value"
        label={intl.formatMessage(m.value)}
        description={intl.formatMessage(m.valueHint)}
        isRequired
        positiveOnly
        decimals={decimals}
        unit={`${currency}/100 L`}
      />
      <FormRadioGroup<F, F['liftingPeriodType']>
        name="liftingPeriodType"
        label={intl.formatMessage(m.liftingPeriod)}
        orientation="horizontal"
        isRequired
        options={[
          { value: 'ALL', label: intl.formatMessage(m.liftingPeriodAll) },
          { value: 'TODAY', label: intl.formatMessage(m.liftingPeriodToday) },
        ]}
      />
      <FormTextArea<F>
        name="comment"
        label={intl.formatMessage(m.comment)}
        maxLength={COMMENT_MAX}
        showCount
        rows={3}
      />
    </FormDialog>
  );
}
