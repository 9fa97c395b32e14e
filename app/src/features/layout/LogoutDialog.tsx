import { Button } from '@fuelmarket/ui';
import { useIntl } from 'react-intl';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { navigationMessages } from '../navigation/messages';
import * as styles from './LogoutDialog.css';

export interface LogoutDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
}

/** Logout asks for confirmation: "Abbrechen" / "Bestätigen" [L4]. */
export function LogoutDialog({ isOpen, onOpenChange, onConfirm }: LogoutDialogProps) {
  const intl = useIntl();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.heading}>
                {intl.formatMessage(navigationMessages.logoutConfirmTitle)}
              </Heading>
              <p className={styles.text}>{intl.formatMessage(navigationMessages.logoutConfirmText)}</p>
              <div className={styles.actions}>
                <Button variant="secondary" onPress={close}>
                  {intl.formatMessage(navigationMessages.cancel)}
                </Button>
                <Button
                  onPress={() => {
                    close();
                    onConfirm();
                  }}
                >
                  {intl.formatMessage(navigationMessages.confirm)}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
