import { zodResolver } from '@hookform/resolvers/zod';
import { InlineAlert, NumberInput, RadioGroup, Select, TextArea } from '@fuelmarket/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSessionState } from '../auth';
import { FormDialog } from '../../shell/layout/FormDialog';
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

export interface PriceAlertFormDialogProps {
  /** The alert to change; absent: a new one. */
  alert?: PriceAlert | undefined;
  /** The platform currency's code, shown as the price's unit. */
  currency: string;
  /** Saves the input; rejects when the server refused (the dialog stays open and says so). */
  onSave: (input: PriceAlertInput) => Promise<void>;
  onClose: () => void;
}

/**
 * Creates or changes a price alert: product (the platform's fuels), terminal, BELOW or ABOVE, the price
 * per 100 L (locale separators), lifting period Alle or Heute, a comment [PA1]. Closing with unsaved
 * entries asks first; a refused save keeps the entries and says so above the fields.
 */
export function PriceAlertFormDialog({ alert, currency, onSave, onClose }: PriceAlertFormDialogProps) {
  const intl = useIntl();
  const fuels = useSessionState().metadata?.fuels ?? [];
  const terminals = useTerminalChoices();
  const [failed, setFailed] = useState(false);
  const initial = alert ? toPriceAlertValues(alert) : emptyPriceAlert;
  // A price with more decimals than the form's (set through the API) keeps them.
  const decimals = Math.max(PRICE_DECIMALS, initial.value.split('.')[1]?.length ?? 0);
  const { control, handleSubmit, formState } = useForm<PriceAlertValues>({
    resolver: zodResolver(priceAlertSchema),
    mode: 'onBlur',
    defaultValues: initial,
  });
  const problem = (key: string | undefined) => {
    if (!key) return undefined;
    if (key === 'positive') return intl.formatMessage(m.positive);
    if (key.startsWith('tooLong:')) return intl.formatMessage(m.tooLong, { max: COMMENT_MAX });
    return intl.formatMessage(m.required);
  };
  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await onSave(toPriceAlertInput(values));
    } catch (error) {
      console.error('[price-alerts] saving failed', error);
      setFailed(true);
    }
  });
  const title = intl.formatMessage(alert ? m.editTitle : m.createTitle);
  return (
    <FormDialog
      formId="price-alert-form"
      title={title}
      onClose={onClose}
      dirty={formState.isDirty}
      isSaving={formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      failure={failed ? { title: intl.formatMessage(m.saveFailed) } : null}
      notice={
        alert?.status === 'TRIGGERED' ? (
          <InlineAlert tone="info" title={intl.formatMessage(m.saveReactivates)} />
        ) : null
      }
      discardQuestion={{ text: intl.formatMessage(m.discardText), keepLabel: intl.formatMessage(m.cancel) }}
    >
      <Controller
        control={control}
        name="productId"
        render={({ field, fieldState }) => (
          <Select
            label={intl.formatMessage(m.product)}
            isRequired
            options={fuels.map((p) => ({ id: p.id, label: p.name }))}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              field.onBlur();
            }}
            errorMessage={problem(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="terminalId"
        render={({ field, fieldState }) => (
          <Select
            label={intl.formatMessage(m.terminal)}
            isRequired
            options={terminals.map((t) => ({
              id: t.id,
              label: t.region ? `${t.name} (${t.region})` : t.name,
            }))}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              field.onBlur();
            }}
            errorMessage={problem(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="operator"
        render={({ field }) => (
          <RadioGroup
            label={intl.formatMessage(m.operator)}
            isRequired
            options={[
              { value: 'BELOW', label: intl.formatMessage(m.operatorBelow) },
              { value: 'ABOVE', label: intl.formatMessage(m.operatorAbove) },
            ]}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="value"
        render={({ field, fieldState }) => (
          <NumberInput
            label={intl.formatMessage(m.value)}
            description={intl.formatMessage(m.valueHint)}
            isRequired
            positiveOnly
            decimals={decimals}
            unit={`${currency}/100 L`}
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
        name="liftingPeriodType"
        render={({ field }) => (
          <RadioGroup
            label={intl.formatMessage(m.liftingPeriod)}
            orientation="horizontal"
            isRequired
            options={[
              { value: 'ALL', label: intl.formatMessage(m.liftingPeriodAll) },
              { value: 'TODAY', label: intl.formatMessage(m.liftingPeriodToday) },
            ]}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="comment"
        render={({ field, fieldState }) => (
          <TextArea
            label={intl.formatMessage(m.comment)}
            maxLength={COMMENT_MAX}
            showCount
            rows={3}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            textAreaRef={field.ref}
            errorMessage={problem(fieldState.error?.message)}
          />
        )}
      />
    </FormDialog>
  );
}
