import {
  PasswordField,
  TextArea,
  TextField,
  type PasswordFieldProps,
  type TextAreaProps,
  type TextFieldProps,
} from '@fuelmarket/ui';
import type { FieldValues } from 'react-hook-form';
import { useTyped, type Bound, type Unbound } from './bound';

// The bound text fields: a form reads as a list of fields.

export function FormTextField<V extends FieldValues>({
  name,
  problemValues,
  problems,
  ...props
}: Bound<V> & Unbound<TextFieldProps> & { label: string }) {
  const typed = useTyped<V>(name, problemValues, problems);
  return <TextField autoComplete="off" {...props} {...typed.props} inputRef={typed.ref} />;
}

export function FormPasswordField<V extends FieldValues>({
  name,
  problemValues,
  problems,
  ...props
}: Bound<V> & Unbound<PasswordFieldProps> & { label: string }) {
  const typed = useTyped<V>(name, problemValues, problems);
  return <PasswordField {...props} {...typed.props} inputRef={typed.ref} />;
}

export function FormTextArea<V extends FieldValues>({
  name,
  problemValues,
  problems,
  ...props
}: Bound<V> & Unbound<TextAreaProps> & { label: string }) {
  const typed = useTyped<V>(name, problemValues, problems);
  return <TextArea {...props} {...typed.props} textAreaRef={typed.ref} />;
}
