export { StepIndicator } from './StepIndicator';
export type { StepIndicatorProps, StepIndicatorStep } from './StepIndicator';
