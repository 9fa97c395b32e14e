import type { Ref } from 'react';
import * as styles from './StepIndicator.css';

export interface StepIndicatorStep {
  id: string;
  title: string;
}

export interface StepIndicatorProps {
  /** Accessible name of the list, e.g. "Schritte der Bestellung". */
  label: string;
  steps: readonly StepIndicatorStep[];
  /** Id of the current step; earlier steps show as done. */
  current: string;
  className?: string;
  ref?: Ref<HTMLOListElement>;
}

/**
 * The numbered steps of a flow with the current one marked (`aria-current="step"`), for flows whose
 * buttons are their own (the basket: "Weiter zur Bestellbestätigung", "Verbindlich bestellen").
 */
export function StepIndicator({ label, steps, current, className, ref }: StepIndicatorProps) {
  const index = steps.findIndex((s) => s.id === current);
  return (
    <ol ref={ref} aria-label={label} className={[styles.list, className].filter(Boolean).join(' ')}>
      {steps.map((step, i) => (
        <li
          key={step.id}
          className={styles.item}
          data-state={i < index ? 'done' : i === index ? 'current' : 'upcoming'}
          aria-current={i === index ? 'step' : undefined}
        >
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <span>{step.title}</span>
        </li>
      ))}
    </ol>
  );
}
