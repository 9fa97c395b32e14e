export { useFormReset } from './useFormReset';
