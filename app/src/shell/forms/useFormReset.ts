import { useCallback, useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';

/**
 * Empties a form after it was sent or its editing was given up. react-hook-form's `reset` clears the
 * values and the errors, but the design system's inputs also remember that they were visited and would
 * show their own "required" on the emptied form. Give the fields `key={fieldsKey}`: a new key remounts
 * them, so they forget that too, and the form looks as it did when first opened.
 */
export function useFormReset<T extends FieldValues>(reset: UseFormReset<T>) {
  const [fieldsKey, setFieldsKey] = useState(0);
  const resetForm = useCallback(
    (values?: T) => {
      reset(values);
      setFieldsKey((key) => key + 1);
    },
    [reset],
  );
  return { fieldsKey, resetForm };
}
