import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Modal } from '../Modal';
import * as styles from './ConfirmDialog.css';
import { confirmDialogMessages } from './messages';

export interface ConfirmDialogProps {
  /** Controlled open state (leave out inside a `DialogTrigger`). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: ReactNode;
  /** The question or consequence, e.g. "Möchten Sie sich wirklich abmelden?". */
  children: ReactNode;
  /** Called when the user confirms; the dialog closes afterwards. */
  onConfirm: () => void;
  /** Called when the user cancels (button, Escape). */
  onCancel?: () => void;
  /**
   * @default the message `ui.confirmDialog.confirm` ("Bestätigen")
   */
  confirmLabel?: string;
  /**
   * @default the message `ui.confirmDialog.cancel` ("Abbrechen")
   */
  cancelLabel?: string;
  /**
   * `critical` for destructive confirmations (delete, remove admin rights).
   * @default 'primary'
   */
  variant?: 'primary' | 'critical';
}

/**
 * Asks for confirmation with Cancel and Confirm (e.g. logout [L4]). An `alertdialog`: focus starts on
 * Cancel so that Enter never confirms by accident; Escape cancels.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
}: ConfirmDialogProps) {
  const intl = useIntl();
  // Every way of closing (button, Escape) cancels, except the Confirm button.
  const confirmed = useRef(false);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          if (!confirmed.current) onCancel?.();
          confirmed.current = false;
        }
        onOpenChange?.(open);
      }}
      title={title}
      size="small"
      role="alertdialog"
      isDismissable={false}
      showCloseButton={false}
      footer={(close) => (
        <>
          <Button variant="secondary" autoFocus onPress={close}>
            {cancelLabel ?? intl.formatMessage(confirmDialogMessages.cancel)}
          </Button>
          <Button
            variant={variant}
            onPress={() => {
              confirmed.current = true;
              onConfirm();
              close();
            }}
          >
            {confirmLabel ?? intl.formatMessage(confirmDialogMessages.confirm)}
          </Button>
        </>
      )}
    >
      <p className={styles.message}>{children}</p>
    </Modal>
  );
}
