export { DateInput, parseDateString } from './DateInput';
export type { DateInputProps } from './DateInput';
