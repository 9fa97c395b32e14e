import {
  Checkbox,
  CheckboxGroup,
  NumberInput,
  RadioGroup,
  Select,
  Switch,
  type CheckboxGroupProps,
  type CheckboxProps,
  type NumberInputProps,
  type RadioGroupProps,
  type SelectProps,
  type SwitchProps,
} from '@fuelmarket/ui';
import type { Key } from 'react-aria-components';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, useTyped, type Bound, type Named, type Unbound } from './bound';

// The bound numbers, choices and toggles.

/** A decimal (a price, a density, litres) as the exact string the NumberInput keeps, with the brand's separators. */
export function FormNumberField<V extends FieldValues>({
  name,
  problemValues,
  problems,
  ...props
}: Bound<V> & Unbound<NumberInputProps>) {
  const typed = useTyped<V>(name, problemValues, problems);
  return <NumberInput {...props} {...typed.props} inputRef={typed.ref} />;
}

/**
 * A choice of one. Nothing chosen is `''` in the form's values (the schema says `required`); clearing the
 * choice is ignored unless `allowEmpty`. `noneKey` names an option that stands for nothing chosen
 * ("keine Gruppe"). `onChosen` follows a choice (another seller: the offer is to be chosen anew).
 */
export function FormSelect<V extends FieldValues, K extends Key = string>({
  name,
  problemValues,
  problems,
  allowEmpty = false,
  noneKey,
  onChosen,
  ...props
}: Bound<V> &
  Unbound<SelectProps<K>> & { allowEmpty?: boolean; noneKey?: K; onChosen?: (value: K | null) => void }) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues, problems);
  return (
    <Select<K>
      {...props}
      name={field.name}
      value={(field.value as K | '' | null | undefined) || (noneKey ?? null)}
      onChange={(value) => {
        if (value !== null && value !== noneKey) field.onChange(value);
        else if (allowEmpty || value === noneKey) field.onChange('');
        onChosen?.(value);
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
  problems,
  ...props
}: Bound<V> & Unbound<RadioGroupProps<T>>) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues, problems);
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

export function FormCheckboxGroup<V extends FieldValues, T extends string = string>({
  name,
  problemValues,
  problems,
  ...props
}: Bound<V> & Unbound<CheckboxGroupProps<T>>) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues, problems);
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
