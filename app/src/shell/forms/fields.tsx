import {
  Checkbox,
  CheckboxGroup,
  DateInput,
  DateRangePicker,
  NumberInput,
  PasswordField,
  RadioGroup,
  Select,
  Switch,
  TextArea,
  TextField,
  TimeInput,
  type CheckboxGroupProps,
  type CheckboxProps,
  type DateInputProps,
  type DateRangePickerProps,
  type NumberInputProps,
  type PasswordFieldProps,
  type RadioGroupProps,
  type SelectProps,
  type SwitchProps,
  type TextAreaProps,
  type TextFieldProps,
  type TimeInputProps,
} from '@fuelmarket/ui';
import { parseDate } from '@internationalized/date';
import type { Key } from 'react-aria-components';
import { useContext, type ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ProblemCatalogueContext, problemText } from './problems';

// Fields bound to the form of the surrounding `FormDialog` (or `FormProvider`): each takes the field's
// `name` and the design system's props, and shows the field's problem in German. A form reads as a list
// of fields.

interface Named<V extends FieldValues> {
  name: FieldPath<V>;
}

interface Bound<V extends FieldValues> extends Named<V> {
  /** Values for the problem's German text (`{product}` in "Bitte wählen Sie ein Zahlungsziel für {product}."). */
  problemValues?: Readonly<Record<string, string | number>>;
}

/** The field's value, change, blur and problem text, from the surrounding form. */
function useBoundField<V extends FieldValues>(
  name: FieldPath<V>,
  problemValues?: Readonly<Record<string, string | number>>,
) {
  const intl = useIntl();
  const catalogue = useContext(ProblemCatalogueContext);
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  return { field, errorMessage: problemText(intl, fieldState.error?.message, catalogue, problemValues) };
}

type Unbound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'name'>;

/** The props of a typed entry (text, password, number): its string value and its problem. */
function useTyped<V extends FieldValues>(name: FieldPath<V>, problemValues: Bound<V>['problemValues']) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues);
  return {
    props: {
      name: field.name,
      value: (field.value as string | undefined) ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      errorMessage,
    },
    ref: field.ref,
  };
}

export function FormTextField<V extends FieldValues>({
  name,
  problemValues,
  ...props
}: Bound<V> & Unbound<TextFieldProps> & { label: string }) {
  const typed = useTyped<V>(name, problemValues);
  return <TextField autoComplete="off" {...props} {...typed.props} inputRef={typed.ref} />;
}

export function FormPasswordField<V extends FieldValues>({
  name,
  problemValues,
  ...props
}: Bound<V> & Unbound<PasswordFieldProps> & { label: string }) {
  const typed = useTyped<V>(name, problemValues);
  return <PasswordField {...props} {...typed.props} inputRef={typed.ref} />;
}

export function FormTextArea<V extends FieldValues>({
  name,
  problemValues,
  ...props
}: Bound<V> & Unbound<TextAreaProps> & { label: string }) {
  const typed = useTyped<V>(name, problemValues);
  return <TextArea {...props} {...typed.props} textAreaRef={typed.ref} />;
}

/** A decimal (a price, a density, litres) as the exact string the NumberInput keeps, with the brand's separators. */
export function FormNumberField<V extends FieldValues>({
  name,
  problemValues,
  ...props
}: Bound<V> & Unbound<NumberInputProps>) {
  const typed = useTyped<V>(name, problemValues);
  return <NumberInput {...props} {...typed.props} inputRef={typed.ref} />;
}

/**
 * A choice of one. Nothing chosen is `''` in the form's values (the schema says `required`); clearing the
 * choice is ignored unless `allowEmpty`. `noneKey` names an option that stands for nothing chosen
 * ("keine Gruppe").
 */
export function FormSelect<V extends FieldValues, K extends Key = string>({
  name,
  problemValues,
  allowEmpty = false,
  noneKey,
  ...props
}: Bound<V> & Unbound<SelectProps<K>> & { allowEmpty?: boolean; noneKey?: K }) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues);
  return (
    <Select<K>
      {...props}
      name={field.name}
      value={(field.value as K | '' | null | undefined) || (noneKey ?? null)}
      onChange={(value) => {
        if (value !== null && value !== noneKey) field.onChange(value);
        else if (allowEmpty || value === noneKey) field.onChange('');
        // A choice is a finished entry: the form checks it as it checks a field that was left.
        field.onBlur();
      }}
      errorMessage={errorMessage}
    />
  );
}

export function FormRadioGroup<V extends FieldValues, T extends string = string>({
  name,
  problemValues,
  ...props
}: Bound<V> & Unbound<RadioGroupProps<T>>) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues);
  return (
    <RadioGroup<T>
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      errorMessage={errorMessage}
    />
  );
}

/** The props of a day or time input: nothing entered is `''` in the form's values. */
function useOptionalText<V extends FieldValues>(
  name: FieldPath<V>,
  problemValues?: Readonly<Record<string, string | number>>,
) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues);
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
  ...props
}: Bound<V> & Unbound<DateInputProps>) {
  return <DateInput {...props} {...useOptionalText<V>(name, problemValues)} />;
}

/** A time of day (`HH:mm`). */
export function FormTimeField<V extends FieldValues>({
  name,
  problemValues,
  ...props
}: Bound<V> & Unbound<TimeInputProps>) {
  return <TimeInput {...props} {...useOptionalText<V>(name, problemValues)} />;
}

/** A range of days, `{ start, end }` as ISO days in the form's values (`null`: none chosen). */
export function FormDateRangeField<V extends FieldValues>({
  name,
  problemValues,
  ...props
}: Bound<V> & Unbound<DateRangePickerProps>) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues);
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

export function FormCheckboxGroup<V extends FieldValues, T extends string = string>({
  name,
  problemValues,
  ...props
}: Bound<V> & Unbound<CheckboxGroupProps<T>>) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues);
  return (
    <CheckboxGroup<T>
      {...props}
      name={field.name}
      value={field.value ?? []}
      onChange={field.onChange}
      errorMessage={errorMessage}
    />
  );
}

type Toggle<P> = Omit<P, 'isSelected' | 'defaultSelected' | 'onChange' | 'onBlur' | 'name'> & {
  children: ReactNode;
};

/** The props of an on/off control bound to a boolean value. */
function useToggle<V extends FieldValues>(name: FieldPath<V>) {
  const { field } = useBoundField<V>(name);
  return {
    name: field.name,
    isSelected: Boolean(field.value),
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
}

export function FormSwitch<V extends FieldValues>({ name, ...props }: Named<V> & Toggle<SwitchProps>) {
  return <Switch {...props} {...useToggle<V>(name)} />;
}

export function FormCheckbox<V extends FieldValues>({ name, ...props }: Named<V> & Toggle<CheckboxProps>) {
  return <Checkbox {...props} {...useToggle<V>(name)} />;
}
