import {
  DateInput,
  DateRangePicker,
  TimeInput,
  type DateInputProps,
  type DateRangePickerProps,
  type TimeInputProps,
} from '@fuelmarket/ui';
import { parseDate } from '@internationalized/date';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type Bound, type Unbound } from './bound';
import type { ProblemCatalogue } from './problems';

// The bound day, time and range fields: their own module, so that a form without dates does not bring
// the calendar along.

/** The props of a day or time input: nothing entered is `''` in the form's values. */
function useOptionalText<V extends FieldValues>(
  name: FieldPath<V>,
  problemValues?: Readonly<Record<string, string | number>>,
  problems?: ProblemCatalogue,
) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues, problems);
  return {
    name: field.name,
    value: (field.value as string | undefined) || null,
    onChange: (value: string | null) => field.onChange(value ?? ''),
    errorMessage,
  };
}

/** A day (`YYYY-MM-DD`). */
export function FormDateField<V extends FieldValues>({
  name,
  problemValues,
  problems,
  ...props
}: Bound<V> & Unbound<DateInputProps>) {
  return <DateInput {...props} {...useOptionalText<V>(name, problemValues, problems)} />;
}

/** A time of day (`HH:mm`). */
export function FormTimeField<V extends FieldValues>({
  name,
  problemValues,
  problems,
  ...props
}: Bound<V> & Unbound<TimeInputProps>) {
  return <TimeInput {...props} {...useOptionalText<V>(name, problemValues, problems)} />;
}

/** A range of days, `{ start, end }` as ISO days in the form's values (`null`: none chosen). */
export function FormDateRangeField<V extends FieldValues>({
  name,
  problemValues,
  problems,
  ...props
}: Bound<V> & Unbound<DateRangePickerProps>) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues, problems);
  const range = field.value as { start: string; end: string } | null | undefined;
  return (
    <DateRangePicker
      {...props}
      value={range ? { start: parseDate(range.start), end: parseDate(range.end) } : null}
      onChange={(picked) =>
        field.onChange(picked ? { start: picked.start.toString(), end: picked.end.toString() } : null)
      }
      errorMessage={errorMessage}
    />
  );
}
