import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { Button, InlineAlert, Modal, NumberInput } from '@fuelmarket/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { editOrderMessages as m } from './messages';
import * as styles from './orderPage.css';

export interface EditOrderDialogProps {
  order: Schemas['Order'];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a saved change (the page loads the order anew). */
  onSaved: () => void;
}

/**
 * The seller changes an open order's volume or price; the figures as ordered stay and the order reads
 * as edited [OS1]. The server's refusal (too little volume left, the order worked meanwhile) is shown
 * and the entries stay.
 */
export function EditOrderDialog({ order, isOpen, onOpenChange, onSaved }: EditOrderDialogProps) {
  const intl = useIntl();
  const position = order.positions[0]!;
  const [volume, setVolume] = useState(String(position.volume));
  const [price, setPrice] = useState(position.finalPrice);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = $api.useMutation('patch', '/api/orders/{orderId}');
  const formId = `edit-${order.id}`;

  async function save() {
    const change: Schemas['OrderEdit'] = {};
    if (Number(volume) !== position.volume) change.volume = Number(volume);
    if (Number(price) !== Number(position.finalPrice)) change.price = price;
    if (change.volume === undefined && change.price === undefined) {
      onOpenChange(false);
      return;
    }
    try {
      await edit.mutateAsync({ params: { path: { orderId: order.id } }, body: change });
      setProblem(null);
      onOpenChange(false);
      onSaved();
    } catch (error) {
      const body = error instanceof ApiError ? error.problem : undefined;
      const status = error instanceof ApiError ? error.status : 0;
      const available = (body?.context as { available?: number } | undefined)?.available;
      setProblem(
        body?.code === 'NOT_ENOUGH_VOLUME'
          ? intl.formatMessage(m.notEnough, { available: available ?? 0 })
          : body?.code === 'ORDER_STATUS_CONFLICT'
            ? intl.formatMessage(m.conflict)
            : intl.formatMessage(m.failed, { status }),
      );
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title, { number: order.orderNumber })}
      footer={(close) => (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" form={formId} isDisabled={edit.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        </div>
      )}
    >
      <form
        id={formId}
        className={styles.editForm}
        aria-label={intl.formatMessage(m.title, { number: order.orderNumber })}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <p>{intl.formatMessage(m.hint)}</p>
        <NumberInput
          label={intl.formatMessage(m.volume)}
          value={volume}
          onChange={setVolume}
          decimals={0}
          positiveOnly
          isRequired
          unit="l"
        />
        <NumberInput
          label={intl.formatMessage(m.price)}
          value={price}
          onChange={setPrice}
          decimals={4}
          positiveOnly
          isRequired
          unit={position.priceUnit === 'EUR/100L15' ? `${order.currency}/100 l` : `${order.currency}/l`}
        />
        {problem ? <InlineAlert tone="critical" title={problem} /> : null}
      </form>
    </Modal>
  );
}
