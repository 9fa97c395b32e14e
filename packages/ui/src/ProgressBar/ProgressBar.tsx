import type { ReactNode } from 'react';
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** What progresses ("Datei wird hochgeladen"). */
  label: ReactNode;
  /** Done so far, between 0 and `maxValue`; omit while the total is not known (an indeterminate bar). */
  value?: number;
  /** @default 100 */
  maxValue?: number;
  /** The text beside the label; by default the percentage in the UI locale. */
  valueLabel?: ReactNode;
  className?: string;
}

/** A progress bar (react-aria `ProgressBar`, role progressbar) with its label and how far it is. */
export function ProgressBar({ label, value, maxValue = 100, valueLabel, className }: ProgressBarProps) {
  const indeterminate = value === undefined;
  return (
    <AriaProgressBar
      value={value ?? 0}
      maxValue={maxValue}
      isIndeterminate={indeterminate}
      {...(valueLabel === undefined ? {} : { valueLabel })}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.head}>
            <Label className={styles.label}>{label}</Label>
            {indeterminate ? null : <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div
              className={indeterminate ? styles.indeterminate : styles.fill}
              style={indeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
