import { Button, InlineAlert, Modal } from '@fuelmarket/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MessageField } from './MessageField';
import { actionMessages as a } from './messages';
import type { Relationship, RelationshipAction } from './rules';
import * as styles from './relationships.css';

/** The seller's actions that go with a message [RS1]. */
export type SellerAction = Exclude<RelationshipAction, 'cancel'>;

/**
 * Takes an action on the server. Resolves `null` when it is done or no longer possible (the caller has
 * said so and reloaded the list), else the status of the failure, so that the dialog keeps the message.
 */
export type PerformAction = (
  action: RelationshipAction,
  relationship: Relationship,
  message: string,
) => Promise<number | null>;

const TEXTS = {
  accept: { title: a.acceptTitle, text: a.acceptText, confirm: a.acceptConfirm },
  inReview: { title: a.inReviewTitle, text: a.inReviewText, confirm: a.inReviewConfirm },
  decline: { title: a.declineTitle, text: a.declineText, confirm: a.declineConfirm },
} as const;

export interface ActionDialogProps {
  relationship: Relationship;
  action: SellerAction;
  onClose: () => void;
  perform: PerformAction;
}

/**
 * The seller releases ("save and activate": the buyer gets an e-mail), declines or sets a buyer in review,
 * each with an optional message [RS1]. When the server refuses, the dialog stays open with the message.
 */
export function ActionDialog({ relationship, action, onClose, perform }: ActionDialogProps) {
  const intl = useIntl();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const name = relationship.other.name;
  const texts = TEXTS[action];
  const formId = `relationship-${action}-${relationship.id}`;

  async function submit() {
    setBusy(true);
    const status = await perform(action, relationship, message);
    setBusy(false);
    if (status === null) onClose();
    else setFailure(status);
  }

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(texts.title, { name })}
      footer={(close) => (
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(a.dismiss)}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={action === 'decline' ? 'critical' : 'primary'}
            isDisabled={busy}
          >
            {intl.formatMessage(texts.confirm)}
          </Button>
        </div>
      )}
    >
      <form
        id={formId}
        className={styles.dialogBody}
        aria-label={intl.formatMessage(texts.title, { name })}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className={styles.text}>{intl.formatMessage(texts.text, { name })}</p>
        <MessageField label={intl.formatMessage(a.message, { name })} value={message} onChange={setMessage} />
        {failure !== null ? (
          <InlineAlert tone="critical" title={intl.formatMessage(a.failed, { status: failure })} />
        ) : null}
      </form>
    </Modal>
  );
}
