export { formatTimeString, parseTimeString, TimeInput } from './TimeInput';
export type { TimeInputProps } from './TimeInput';
