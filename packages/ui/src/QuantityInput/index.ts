export { QuantityInput, quantityProblem } from './QuantityInput';
export type { QuantityInputProps, QuantityProblem } from './QuantityInput';
