// The form kit: one frame (FormDialog), one save (useSaveForm), fields bound to the form, and the German
// words for their problems. ARCHITECTURE.md "A new form" shows it at work.
export { FormDialog } from './FormDialog';
export type { DiscardQuestion, FormDialogProps } from './FormDialog';
export { FormFields } from './FormFields';
export { PageForm } from './PageForm';
export type { PageFormProps } from './PageForm';
export { useSaveForm } from './useSaveForm';
export type { Current, SaveFailure, SaveForm, UseSaveFormOptions } from './useSaveForm';
export { FormDateField, FormDateRangeField, FormTimeField } from './dateFields';
export {
  FormCheckbox,
  FormCheckboxGroup,
  FormNumberField,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
} from './fields';
export { FormPasswordField, FormTextArea, FormTextField } from './textFields';
export { fieldProblemMessages } from './fieldProblemMessages';
export { fieldProblems, pointerToPath, problemText, saveFailureText } from './problems';
export type { ProblemCatalogue, ProblemKey } from './problems';
export { formDialogMessages, formProblemMessages } from './messages';
export { wide } from './formDialog.css';
export { useFormReset } from './useFormReset';
