import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading as AriaHeading,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
  Switch as AriaSwitch,
} from 'react-aria-components';
import { Button } from '../Button';
import { messages } from './messages';
import * as styles from './CookieSettings.css';

/** The consent the app stores in its cookie; necessary cookies cannot be refused. */
export interface CookieChoice {
  necessary: true;
  analytical: boolean;
}

export interface CookieSettingsProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Receives the confirmed choice; the dialog closes itself afterwards. */
  onChoice: (choice: CookieChoice) => void;
  /**
   * Initial state of the analytical toggle, e.g. from a stored choice.
   * @default false
   */
  defaultAnalytical?: boolean;
}

export function CookieSettings({
  isOpen,
  onOpenChange,
  onChoice,
  defaultAnalytical = false,
}: CookieSettingsProps) {
  const intl = useIntl();
  return (
    <AriaModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <AriaModal className={styles.modal}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <SettingsBody
              defaultAnalytical={defaultAnalytical}
              onClose={close}
              onConfirm={(analytical) => {
                onChoice({ necessary: true, analytical });
                close();
              }}
              texts={{
                title: intl.formatMessage(messages.title),
                intro: intl.formatMessage(messages.intro),
                necessary: intl.formatMessage(messages.necessary),
                necessaryDescription: intl.formatMessage(messages.necessaryDescription),
                analytical: intl.formatMessage(messages.analytical),
                analyticalDescription: intl.formatMessage(messages.analyticalDescription),
                confirm: intl.formatMessage(messages.confirm),
                close: intl.formatMessage(messages.close),
              }}
            />
          )}
        </AriaDialog>
      </AriaModal>
    </AriaModalOverlay>
  );
}

interface SettingsBodyProps {
  defaultAnalytical: boolean;
  onClose: () => void;
  onConfirm: (analytical: boolean) => void;
  texts: Record<
    | 'title'
    | 'intro'
    | 'necessary'
    | 'necessaryDescription'
    | 'analytical'
    | 'analyticalDescription'
    | 'confirm'
    | 'close',
    string
  >;
}

// Mounted with the dialog, so the toggle restarts from `defaultAnalytical` on every opening.
function SettingsBody({ defaultAnalytical, onClose, onConfirm, texts }: SettingsBodyProps) {
  const [analytical, setAnalytical] = useState(defaultAnalytical);
  const id = useId();
  return (
    <>
      <div className={styles.header}>
        <AriaHeading slot="title" className={styles.title}>
          {texts.title}
        </AriaHeading>
        <AriaButton className={styles.closeButton} aria-label={texts.close} onPress={onClose}>
          <span aria-hidden="true">×</span>
        </AriaButton>
      </div>
      <p className={styles.text}>{texts.intro}</p>
      <div className={styles.option}>
        <AriaSwitch isSelected isDisabled className={styles.switchRoot} aria-describedby={`${id}-necessary`}>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          <span className={styles.optionLabel}>{texts.necessary}</span>
        </AriaSwitch>
        <p id={`${id}-necessary`} className={styles.description}>
          {texts.necessaryDescription}
        </p>
      </div>
      <div className={styles.option}>
        <AriaSwitch
          isSelected={analytical}
          onChange={setAnalytical}
          className={styles.switchRoot}
          aria-describedby={`${id}-analytical`}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          <span className={styles.optionLabel}>{texts.analytical}</span>
        </AriaSwitch>
        <p id={`${id}-analytical`} className={styles.description}>
          {texts.analyticalDescription}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="primary" onPress={() => onConfirm(analytical)}>
          {texts.confirm}
        </Button>
      </div>
    </>
  );
}
