export { NumberInput } from './NumberInput';
export type { NumberInputProps } from './NumberInput';
export {
  NOT_A_NUMBER,
  collapseLeadingZeros,
  formatDecimal,
  isAcceptableInput,
  readDecimal,
  toDecimalString,
} from './number';
export type { DecimalOptions, DecimalProblem, DecimalReading } from './number';
