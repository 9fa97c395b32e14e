import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@fuelmarket/api-client';
import { Button, InlineAlert } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { $api } from '../../shell/api';
import { FormDialog, FormSelect, FormTextArea, useSaveForm } from '../../shell/forms';
import { MESSAGE_MAX_LENGTH } from './MessageField';
import { actionMessages as a, requestMessages as m } from './messages';
import { requestableSellersQuery } from './queries';
import { requestableSellers, type Relationship } from './rules';

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
  const form = useForm<RequestValues>({
    resolver: zodResolver(requestSchema),
    mode: 'onBlur',
    defaultValues: { sellerId: '', message: '' },
  });
  const save = useSaveForm({
    form,
    fields: ['sellerId', 'message'],
    problems: { seller_required: m.sellerRequired },
    save: async (values) => {
      const message = values.message.trim();
      try {
        const created = await request.mutateAsync({
          body: { sellerId: values.sellerId, ...(message ? { message } : {}) },
        });
        form.reset(values);
        onRequested(created.other.name);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        form.reset(values);
        onExists();
      }
    },
    refusal: (error) => ({
      title: intl.formatMessage(m.failed, { status: error instanceof ApiError ? error.status : 0 }),
    }),
  });

  return (
    <FormDialog
      formId="relationship-request"
      title={intl.formatMessage(m.title)}
      form={form}
      save={save}
      onClose={onClose}
      cancelLabel={intl.formatMessage(a.dismiss)}
      submitLabel={intl.formatMessage(m.send)}
      notice={
        available.error ? (
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
        ) : null
      }
    >
      <FormSelect<RequestValues>
        name="sellerId"
        allowEmpty
        label={intl.formatMessage(m.seller)}
        isRequired
        isDisabled={!available.isSuccess}
        placeholder={available.isPending ? intl.formatMessage(m.loadingSellers) : undefined}
        options={sellers.map((s) => ({ id: s.id, label: `${s.name} (${s.city})` }))}
      />
      <FormTextArea<RequestValues>
        name="message"
        label={intl.formatMessage(m.message)}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
      />
    </FormDialog>
  );
}
