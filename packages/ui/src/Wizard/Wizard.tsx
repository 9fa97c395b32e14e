import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { messages } from './messages';
import * as styles from './Wizard.css';

export interface WizardStep {
  id: string;
  /** Step title, shown in the progress list and as the heading of the step. */
  title: string;
  content: ReactNode;
  /**
   * Checked before leaving the step forwards (Next or Save); returning false keeps the user on the
   * step, which shows its own error messages.
   */
  validate?: () => boolean | Promise<boolean>;
}

export interface WizardProps {
  /** Accessible name of the wizard, e.g. "Favorit anlegen". */
  label: string;
  steps: readonly WizardStep[];
  /** Called after the last step validated. */
  onSave: () => void | Promise<void>;
  /** Index of the shown step when uncontrolled. @default 0 */
  defaultStep?: number;
  /** Controlled index of the shown step. */
  step?: number;
  onStepChange?: (index: number) => void;
  /**
   * Disables the buttons while saving.
   * @default false
   */
  isSaving?: boolean;
  /**
   * Heading level of the step title.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

export function Wizard({
  label,
  steps,
  onSave,
  defaultStep = 0,
  step,
  onStepChange,
  isSaving = false,
  headingLevel = 2,
  className,
  ref,
}: WizardProps) {
  const intl = useIntl();
  const [internalStep, setInternalStep] = useState(defaultStep);
  const [checking, setChecking] = useState(false);
  const index = Math.min(Math.max(step ?? internalStep, 0), Math.max(steps.length - 1, 0));
  const current = steps[index];
  const isLast = index === steps.length - 1;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Move focus to the new step's heading after Back/Next so keyboard and screen reader users
  // continue at the top of the step instead of on a button that may have vanished.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const goTo = (next: number) => {
    moved.current = true;
    if (step === undefined) setInternalStep(next);
    onStepChange?.(next);
  };

  const passes = async () => {
    if (!current?.validate) return true;
    setChecking(true);
    try {
      return await current.validate();
    } finally {
      setChecking(false);
    }
  };

  const busy = isSaving || checking;
  const Heading = `h${headingLevel}` as const;

  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <ol className={styles.steps} aria-label={intl.formatMessage(messages.progress)}>
        {steps.map((s, i) => (
          <li
            key={s.id}
            className={styles.stepItem}
            data-state={i < index ? 'done' : i === index ? 'current' : 'upcoming'}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.stepTitle}>{s.title}</span>
          </li>
        ))}
      </ol>
      <section className={styles.panel} aria-labelledby={current ? `${current.id}-title` : undefined}>
        <p className={styles.status}>
          {intl.formatMessage(messages.stepStatus, { current: index + 1, total: steps.length })}
        </p>
        <Heading
          ref={headingRef}
          id={current ? `${current.id}-title` : undefined}
          tabIndex={-1}
          className={styles.heading}
        >
          {current?.title}
        </Heading>
        <div className={styles.content}>{current?.content}</div>
      </section>
      <div className={styles.actions}>
        {index > 0 ? (
          <Button variant="secondary" isDisabled={busy} onPress={() => goTo(index - 1)}>
            {intl.formatMessage(messages.back)}
          </Button>
        ) : null}
        <span className={styles.spacer} />
        {isLast ? (
          <Button
            variant="primary"
            isDisabled={busy}
            onPress={async () => {
              if (await passes()) await onSave();
            }}
          >
            {intl.formatMessage(messages.save)}
          </Button>
        ) : (
          <Button
            variant="primary"
            isDisabled={busy}
            onPress={async () => {
              if (await passes()) goTo(index + 1);
            }}
          >
            {intl.formatMessage(messages.next)}
          </Button>
        )}
      </div>
    </div>
  );
}
