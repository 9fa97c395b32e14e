import { useIntl } from 'react-intl';
import { NumberInput } from '../NumberInput';
import { useUiSettings } from '../UiProvider';
import { messages } from './messages';
import * as styles from './QuantityInput.css';

export type QuantityProblem = 'below_minimum' | 'above_maximum' | 'unavailable';

/**
 * Why a whole-number quantity is not orderable between `min` and `max` (both inclusive); null when it
 * is, or when nothing is entered. A `max` below `min` means nothing can be ordered.
 */
export function quantityProblem(value: string, min: number, max: number): QuantityProblem | null {
  if (max < min) return 'unavailable';
  if (value === '') return null;
  const quantity = Number(value);
  if (quantity < min) return 'below_minimum';
  if (quantity > max) return 'above_maximum';
  return null;
}

export interface QuantityInputProps {
  /** Visible label (also the accessible name). */
  label: string;
  /** Whole units as a decimal string without decimals (`"24000"`), `''` when empty. */
  value: string;
  onChange: (value: string) => void;
  /** Smallest orderable quantity. */
  min: number;
  /** Largest orderable quantity. */
  max: number;
  /**
   * Unit shown after the value and in the hints.
   * @default 'L'
   */
  unit?: string;
  /**
   * Hide the label visually (a table cell whose column header names it); it stays the accessible name.
   * @default false
   */
  hideLabel?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A whole-number quantity (litres, units) in the brand's number format (de 24.000, de-CH 24'000) with
 * its minimum and maximum as a hint; a value outside them shows why at once [V2][V8].
 */
export function QuantityInput({
  label,
  value,
  onChange,
  min,
  max,
  unit = 'L',
  hideLabel = false,
  isDisabled,
  className,
}: QuantityInputProps) {
  const intl = useIntl();
  const { locale } = useUiSettings();
  const format = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
  const problem = quantityProblem(value, min, max);
  const values = { min: format(min), max: format(max), unit };
  const errorMessage =
    problem === 'below_minimum'
      ? intl.formatMessage(messages.belowMinimum, values)
      : problem === 'above_maximum'
        ? intl.formatMessage(messages.aboveMaximum, values)
        : problem === 'unavailable'
          ? intl.formatMessage(messages.unavailable)
          : undefined;
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      decimals={0}
      unit={unit}
      description={problem ? undefined : intl.formatMessage(messages.hint, values)}
      errorMessage={errorMessage}
      isDisabled={isDisabled || problem === 'unavailable'}
      className={[hideLabel ? styles.hiddenLabel : '', className].filter(Boolean).join(' ')}
    />
  );
}
