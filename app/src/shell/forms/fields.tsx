import {
  Checkbox,
  CheckboxGroup,
  DateInput,
  NumberInput,
  RadioGroup,
  Select,
  Switch,
  TextArea,
  TextField,
  TimeInput,
  type CheckboxGroupProps,
  type CheckboxProps,
  type DateInputProps,
  type NumberInputProps,
  type RadioGroupProps,
  type SelectProps,
  type SwitchProps,
  type TextAreaProps,
  type TextFieldProps,
  type TimeInputProps,
} from '@fuelmarket/ui';
import type { Key } from 'react-aria-components';
import { useContext, type ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ProblemCatalogueContext, problemText } from './problems';

// Fields bound to the form of the surrounding `FormDialog` (or `FormProvider`): each takes the field's
// `name` and the design system's props, and shows the field's problem in German. A form reads as a list
// of fields.

interface Bound<V extends FieldValues> {
  name: FieldPath<V>;
}

/** The field's value, change, blur and problem text, from the surrounding form. */
function useBoundField<V extends FieldValues>(name: FieldPath<V>) {
  const intl = useIntl();
  const catalogue = useContext(ProblemCatalogueContext);
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  return { field, errorMessage: problemText(intl, fieldState.error?.message, catalogue) };
}

type Unbound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'name'>;

export function FormTextField<V extends FieldValues>({
  name,
  ...props
}: Bound<V> & Unbound<TextFieldProps> & { label: string }) {
  const { field, errorMessage } = useBoundField<V>(name);
  return (
    <TextField
      autoComplete="off"
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={errorMessage}
    />
  );
}

export function FormTextArea<V extends FieldValues>({
  name,
  ...props
}: Bound<V> & Unbound<TextAreaProps> & { label: string }) {
  const { field, errorMessage } = useBoundField<V>(name);
  return (
    <TextArea
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      textAreaRef={field.ref}
      errorMessage={errorMessage}
    />
  );
}

/** A decimal (a price, a density, litres) as the exact string the NumberInput keeps, with the brand's separators. */
export function FormNumberField<V extends FieldValues>({
  name,
  ...props
}: Bound<V> & Unbound<NumberInputProps>) {
  const { field, errorMessage } = useBoundField<V>(name);
  return (
    <NumberInput
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorMessage={errorMessage}
    />
  );
}

/**
 * A choice of one. Nothing chosen is `''` in the form's values (the schema says `required`); clearing the
 * choice is ignored unless `allowEmpty`.
 */
export function FormSelect<V extends FieldValues, K extends Key = string>({
  name,
  allowEmpty = false,
  ...props
}: Bound<V> & Unbound<SelectProps<K>> & { allowEmpty?: boolean }) {
  const { field, errorMessage } = useBoundField<V>(name);
  return (
    <Select<K>
      {...props}
      name={field.name}
      value={(field.value as K | '' | null | undefined) || null}
      onChange={(value) => {
        if (value !== null) field.onChange(value);
        else if (allowEmpty) field.onChange('');
        // A choice is a finished entry: the form checks it as it checks a field that was left.
        field.onBlur();
      }}
      errorMessage={errorMessage}
    />
  );
}

export function FormRadioGroup<V extends FieldValues, T extends string = string>({
  name,
  ...props
}: Bound<V> & Unbound<RadioGroupProps<T>>) {
  const { field, errorMessage } = useBoundField<V>(name);
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
function useOptionalText<V extends FieldValues>(name: FieldPath<V>) {
  const { field, errorMessage } = useBoundField<V>(name);
  return {
    name: field.name,
    value: (field.value as string | undefined) || null,
    onChange: (value: string | null) => field.onChange(value ?? ''),
    errorMessage,
  };
}

/** A day (`YYYY-MM-DD`). */
export function FormDateField<V extends FieldValues>({ name, ...props }: Bound<V> & Unbound<DateInputProps>) {
  return <DateInput {...props} {...useOptionalText<V>(name)} />;
}

/** A time of day (`HH:mm`). */
export function FormTimeField<V extends FieldValues>({ name, ...props }: Bound<V> & Unbound<TimeInputProps>) {
  return <TimeInput {...props} {...useOptionalText<V>(name)} />;
}

export function FormCheckboxGroup<V extends FieldValues, T extends string = string>({
  name,
  ...props
}: Bound<V> & Unbound<CheckboxGroupProps<T>>) {
  const { field, errorMessage } = useBoundField<V>(name);
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

export function FormSwitch<V extends FieldValues>({ name, ...props }: Bound<V> & Toggle<SwitchProps>) {
  return <Switch {...props} {...useToggle<V>(name)} />;
}

export function FormCheckbox<V extends FieldValues>({ name, ...props }: Bound<V> & Toggle<CheckboxProps>) {
  return <Checkbox {...props} {...useToggle<V>(name)} />;
}
