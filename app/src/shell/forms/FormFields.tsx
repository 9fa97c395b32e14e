import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ProblemCatalogueContext, type ProblemCatalogue } from './problems';

/**
 * The bound fields' form for a form that saves on its own terms (no `useSaveForm`: a login, a filter, a
 * form whose answer is a toast): the fields inside read `form` and word their problems with `problems`.
 */
export function FormFields<V extends FieldValues>({
  form,
  problems = {},
  children,
}: {
  form: UseFormReturn<V>;
  problems?: ProblemCatalogue;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <ProblemCatalogueContext.Provider value={problems}>{children}</ProblemCatalogueContext.Provider>
    </FormProvider>
  );
}
