import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Dialog as AriaDialog,
  Heading as AriaHeading,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../internal/icons';
import { modalMessages } from './messages';
import * as styles from './Modal.css';

export const modalSizes = ['small', 'medium', 'large'] as const;
export type ModalSize = (typeof modalSizes)[number];

type Renderable = ReactNode | ((close: () => void) => ReactNode);

export interface ModalProps {
  /** Controlled open state. Leave it out inside a `DialogTrigger`, which then owns the state. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The dialog's heading (also its accessible name). */
  title: ReactNode;
  /** Body; a function receives `close`. */
  children: Renderable;
  /** Buttons at the bottom; a function receives `close`. */
  footer?: Renderable;
  /**
   * `small` 420px, `medium` 600px, `large` 960px wide at most.
   * @default 'medium'
   */
  size?: ModalSize;
  /**
   * Close on a click outside. Escape always closes.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Show the close (X) button in the header.
   * @default true
   */
  showCloseButton?: boolean;
  /**
   * `alertdialog` for confirmations that interrupt the user.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** A modal dialog (react-aria `ModalOverlay` + `Dialog`): focus is trapped and restored, Escape closes. */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  size = 'medium',
  isDismissable = true,
  showCloseButton = true,
  role = 'dialog',
  className,
}: ModalProps) {
  const intl = useIntl();
  return (
    <AriaModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <AriaModal className={[styles.modal({ size }), className].filter(Boolean).join(' ')}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <AriaHeading slot="title" className={styles.title}>
                  {title}
                </AriaHeading>
                {showCloseButton && (
                  <IconButton
                    label={intl.formatMessage(modalMessages.close)}
                    icon={<CloseIcon />}
                    onPress={close}
                  />
                )}
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children(close) : children}</div>
              {footer && (
                <div className={styles.footer}>{typeof footer === 'function' ? footer(close) : footer}</div>
              )}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </AriaModalOverlay>
  );
}
