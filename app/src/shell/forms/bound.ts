import { useContext } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ProblemCatalogueContext, problemText, type ProblemCatalogue } from './problems';

// What every bound field shares: the field of the surrounding `FormDialog` (or `FormFields`) by its
// `name`, and its problem in German. The fields live in small modules by kind (text, choices and
// numbers, dates), so that a page with a login form does not bring the calendar or the list box along.

export interface Named<V extends FieldValues> {
  name: FieldPath<V>;
}

export interface Bound<V extends FieldValues> extends Named<V> {
  /** Values for the problem's German text (`{product}` in "Bitte wählen Sie ein Zahlungsziel für {product}."). */
  problemValues?: Readonly<Record<string, string | number>>;
  /** This field's own words for a code, over the form's catalogue (`too_large` of a number of days). */
  problems?: ProblemCatalogue;
}

/** The field's value, change, blur and problem text, from the surrounding form. */
export function useBoundField<V extends FieldValues>(
  name: FieldPath<V>,
  problemValues?: Readonly<Record<string, string | number>>,
  own?: ProblemCatalogue,
) {
  const intl = useIntl();
  const form = useContext(ProblemCatalogueContext);
  const catalogue = own ? { ...form, ...own } : form;
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  return { field, errorMessage: problemText(intl, fieldState.error?.message, catalogue, problemValues) };
}

export type Unbound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'name'>;

/** The props of a typed entry (text, password, number): its string value and its problem. */
export function useTyped<V extends FieldValues>(
  name: FieldPath<V>,
  problemValues: Bound<V>['problemValues'],
  problems?: ProblemCatalogue,
) {
  const { field, errorMessage } = useBoundField<V>(name, problemValues, problems);
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
