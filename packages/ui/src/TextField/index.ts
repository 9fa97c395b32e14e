export { TextField, textFieldTypes } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
export { isEmail, validateText } from './validation';
export type { ValidationKey } from './validation';
export { validationCatalogue, validationMessages } from './messages';
