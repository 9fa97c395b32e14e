export { NumberInput } from './NumberInput';
export type { NumberInputProps } from './NumberInput';
export { collapseLeadingZeros, formatDecimal, isAcceptableInput, toDecimalString } from './number';
export type { DecimalOptions } from './number';
