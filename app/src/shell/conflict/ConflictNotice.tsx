import { Button, InlineAlert } from '@fuelmarket/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { conflictMessages as m } from './messages';

export interface ConflictNoticeProps {
  /**
   * What was changed meanwhile, as a sentence (e.g. naming the record).
   * @default 'Diese Daten wurden inzwischen von einem anderen Benutzer geändert.'
   */
  title?: string;
  /** Loads the state saved meanwhile into the form (the entries are lost). */
  onReload: () => Promise<void> | void;
  /** Saves the entries over the state saved meanwhile. */
  onOverwrite: () => Promise<void> | void;
  /**
   * Disables both choices, e.g. while the form is saving.
   * @default false
   */
  isDisabled?: boolean;
  className?: string;
}

/**
 * A save refused because someone else saved the same data meanwhile (409 VERSION_CONFLICT) [V12]: the
 * choice to load their state or to overwrite it with the entries, in one wording for every form. It
 * interrupts as an alert and takes the focus when it appears, so that the choice is read and the next
 * Tab reaches it even when the save button sits far away (a dialog's footer); both choices are disabled
 * while one of them runs.
 */
export function ConflictNotice({
  title,
  onReload,
  onOverwrite,
  isDisabled = false,
  className,
}: ConflictNoticeProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  const run = async (choice: () => Promise<void> | void) => {
    setRunning(true);
    try {
      await choice();
    } finally {
      setRunning(false);
    }
  };
  const disabled = isDisabled || running;

  return (
    <div ref={ref} tabIndex={-1} className={className}>
      <InlineAlert
        tone="caution"
        announce="alert"
        title={title ?? intl.formatMessage(m.title)}
        action={
          <>
            <Button variant="secondary" size="small" isDisabled={disabled} onPress={() => void run(onReload)}>
              {intl.formatMessage(m.reload)}
            </Button>
            <Button size="small" isDisabled={disabled} onPress={() => void run(onOverwrite)}>
              {intl.formatMessage(m.overwrite)}
            </Button>
          </>
        }
      >
        {intl.formatMessage(m.text)}
      </InlineAlert>
    </div>
  );
}
