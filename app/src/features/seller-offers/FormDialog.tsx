import { Button, ConfirmDialog, Modal } from '@fuelmarket/ui';
import { useBlocker } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formDialogMessages as m } from './messages';
import * as styles from './sellerOffers.css';

export interface FormDialogProps {
  /** The form element's id (the save button submits it). */
  formId: string;
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whether the form holds unsaved changes. */
  dirty: boolean;
  /** Puts the form back to its saved values (before it closes or the page is left). */
  onDiscard: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSaving: boolean;
  /** What the discard question says is unsaved. */
  discardText: string;
  children: ReactNode;
}

/**
 * The frame of a seller form in a dialog: cancel and save, and the question before unsaved changes are
 * lost, whether the dialog is closed or the page is left (navigation and browser unload) [V12].
 */
export function FormDialog({
  formId,
  title,
  isOpen,
  onOpenChange,
  dirty,
  onDiscard,
  onSubmit,
  isSaving,
  discardText,
  children,
}: FormDialogProps) {
  const intl = useIntl();
  const [askDiscard, setAskDiscard] = useState(false);
  const blocker = useBlocker({
    shouldBlockFn: () => isOpen && dirty,
    withResolver: true,
    enableBeforeUnload: () => isOpen && dirty,
  });
  const close = () => {
    onDiscard();
    onOpenChange(false);
  };

  return (
    <>
      <Modal
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (open) onOpenChange(true);
          else if (dirty) setAskDiscard(true);
          else close();
        }}
        title={title}
        size="large"
        footer={
          <div className={styles.formActions}>
            <Button variant="secondary" onPress={() => (dirty ? setAskDiscard(true) : close())}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button type="submit" form={formId} isDisabled={isSaving}>
              {intl.formatMessage(m.save)}
            </Button>
          </div>
        }
      >
        <form id={formId} className={styles.form} noValidate onSubmit={onSubmit} aria-label={title}>
          {children}
        </form>
      </Modal>
      <ConfirmDialog
        isOpen={askDiscard || blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (open) return;
          setAskDiscard(false);
          if (blocker.status === 'blocked') blocker.reset();
        }}
        title={intl.formatMessage(m.discardTitle)}
        confirmLabel={intl.formatMessage(m.discard)}
        cancelLabel={intl.formatMessage(m.keepEditing)}
        variant="critical"
        onConfirm={() => {
          if (blocker.status === 'blocked') {
            onDiscard();
            blocker.proceed();
          } else close();
        }}
      >
        {discardText}
      </ConfirmDialog>
    </>
  );
}
