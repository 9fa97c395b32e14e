import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@fuelmarket/api-client';
import { Button, InlineAlert, Modal, Select } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { $api } from '../../shell/api';
import { MESSAGE_MAX_LENGTH, MessageField } from './MessageField';
import { actionMessages as a, requestMessages as m } from './messages';
import { requestableSellersQuery } from './queries';
import { requestableSellers, type Relationship } from './rules';
import * as styles from './relationships.css';

const requestSchema = z.object({
  sellerId: z.string().check(z.minLength(1, 'seller_required')),
  message: z.string().check(z.maxLength(MESSAGE_MAX_LENGTH)),
});
type RequestValues = z.infer<typeof requestSchema>;

export interface RequestSellerDialogProps {
  /** The buyer's relationships: none of their sellers is offered, whatever the state [RS1]. */
  relationships: readonly Relationship[];
  onClose: () => void;
  /** After the request was sent, with the seller's name. */
  onRequested: (sellerName: string) => void;
  /** The server says a relationship exists already (the list is reloaded). */
  onExists: () => void;
}

/**
 * A buyer asks a seller for a relationship, with an optional message; the sellers offered are the
 * platform's it has no relationship with. The entries stay when the server refuses; a relationship that
 * exists already is said so.
 */
export function RequestSellerDialog({
  relationships,
  onClose,
  onRequested,
  onExists,
}: RequestSellerDialogProps) {
  const intl = useIntl();
  const available = useQuery(requestableSellersQuery());
  const sellers = requestableSellers(available.data ?? [], relationships);
  const request = $api.useMutation('post', '/api/relationships');
  const [failure, setFailure] = useState<number | null>(null);
  const { control, handleSubmit } = useForm<RequestValues>({
    resolver: zodResolver(requestSchema),
    mode: 'onBlur',
    defaultValues: { sellerId: '', message: '' },
  });

  async function send(values: RequestValues) {
    setFailure(null);
    const message = values.message.trim();
    try {
      const created = await request.mutateAsync({
        body: { sellerId: values.sellerId, ...(message ? { message } : {}) },
      });
      onRequested(created.other.name);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onExists();
      else setFailure(error instanceof ApiError ? error.status : 0);
    }
  }

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(m.title)}
      footer={(close) => (
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(a.dismiss)}
          </Button>
          <Button type="submit" form="relationship-request" isDisabled={request.isPending}>
            {intl.formatMessage(m.send)}
          </Button>
        </div>
      )}
    >
      <form
        id="relationship-request"
        className={styles.dialogBody}
        aria-label={intl.formatMessage(m.title)}
        noValidate
        onSubmit={(e) => void handleSubmit(send)(e)}
      >
        {available.error ? (
          <InlineAlert
            tone="critical"
            title={intl.formatMessage(m.sellersFailed, {
              status: available.error instanceof ApiError ? available.error.status : 0,
            })}
            action={
              <Button variant="secondary" size="small" onPress={() => void available.refetch()}>
                {intl.formatMessage(m.retry)}
              </Button>
            }
          />
        ) : available.isSuccess && sellers.length === 0 ? (
          <InlineAlert tone="info" title={intl.formatMessage(m.noSellers)} />
        ) : null}
        <Controller
          control={control}
          name="sellerId"
          render={({ field, fieldState }) => (
            <Select
              label={intl.formatMessage(m.seller)}
              isRequired
              isDisabled={!available.isSuccess}
              placeholder={available.isPending ? intl.formatMessage(m.loadingSellers) : undefined}
              options={sellers.map((s) => ({ id: s.id, label: `${s.name} (${s.city})` }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              errorMessage={fieldState.error ? intl.formatMessage(m.sellerRequired) : undefined}
            />
          )}
        />
        <Controller
          control={control}
          name="message"
          render={({ field }) => (
            <MessageField
              label={intl.formatMessage(m.message)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        {failure !== null ? (
          <InlineAlert tone="critical" title={intl.formatMessage(m.failed, { status: failure })} />
        ) : null}
      </form>
    </Modal>
  );
}
