import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { Button, InlineAlert, Modal, TextArea } from '@fuelmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { $api } from '../../shell/api';
import { accountMessages, blockMessages as m, operatorMessages } from './messages';
import { blockInvalidates } from './queries';
import * as styles from './operator.css';

/** Longest reason the API keeps (`BlockInput.reason`). */
export const REASON_MAX_LENGTH = 500;

/** What the dialog blocks or unblocks: a company account (with all its users) or one user. */
export type BlockTarget =
  | { kind: 'account'; id: string; name: string; blocked: boolean; userCount: number }
  | { kind: 'user'; id: string; name: string; blocked: boolean };

const schema = z.object({
  reason: z.string().check(z.maxLength(REASON_MAX_LENGTH, 'tooLong')),
});
type Values = z.infer<typeof schema>;

/** The request body: the new state and the reason, when one is given (trimmed). */
export function blockBody(blocked: boolean, reason: string): Schemas['BlockInput'] {
  const trimmed = reason.trim();
  return trimmed ? { blocked, reason: trimmed } : { blocked };
}

export interface BlockDialogProps {
  /** The company or user to block or unblock; null: closed. */
  target: BlockTarget | null;
  onClose: () => void;
  /** After the server changed the block: what it answered (`affectedUsers`). */
  onDone: (target: BlockTarget, result: Schemas['BlockState']) => void;
}

/**
 * Asks before blocking or unblocking a company account or a user, with an optional reason for the
 * audit log, and says what follows: blocking a company logs all its users out at once [BL1][P5]. When
 * the server refuses (403, 404, an outage) the dialog says so in German and keeps the reason for
 * another try; the lists load again.
 */
export function BlockDialog({ target, onClose, onDone }: BlockDialogProps) {
  // While the dialog closes (its exit transition) it keeps showing what it asked about.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);
  return (
    <Modal
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={shown ? <BlockTitle target={shown} /> : ''}
      size="small"
      role="alertdialog"
      isDismissable={false}
      showCloseButton={false}
    >
      {shown ? (
        <BlockForm key={`${shown.kind}-${shown.id}`} target={shown} onClose={onClose} onDone={onDone} />
      ) : null}
    </Modal>
  );
}

function BlockTitle({ target }: { target: BlockTarget }) {
  const intl = useIntl();
  const title =
    target.kind === 'account'
      ? target.blocked
        ? m.unblockAccountTitle
        : m.blockAccountTitle
      : target.blocked
        ? m.unblockUserTitle
        : m.blockUserTitle;
  return <>{intl.formatMessage(title)}</>;
}

function consequence(target: BlockTarget) {
  if (target.kind === 'account') return target.blocked ? m.unblockAccountText : m.blockAccountText;
  return target.blocked ? m.unblockUserText : m.blockUserText;
}

function BlockForm({ target, onClose, onDone }: { target: BlockTarget } & Omit<BlockDialogProps, 'target'>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const blockAccount = $api.useMutation('put', '/api/operator/accounts/{id}/block');
  const blockUser = $api.useMutation('put', '/api/operator/users/{id}/block');
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const length = useWatch({ control, name: 'reason' }).length;
  const tooLong = formState.errors.reason !== undefined;
  const blocking = !target.blocked;
  const max = REASON_MAX_LENGTH;

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    const request = { params: { path: { id: target.id } }, body: blockBody(blocking, reason) };
    try {
      const result =
        target.kind === 'account'
          ? await blockAccount.mutateAsync(request)
          : await blockUser.mutateAsync(request);
      onDone(target, result);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const detail = error instanceof ApiError ? error.problem?.detail : undefined;
      const title =
        status === 403
          ? intl.formatMessage(accountMessages.forbidden)
          : status === 404
            ? intl.formatMessage(m.notFound, { name: target.name })
            : intl.formatMessage(m.failed, { name: target.name, status });
      setFailure(detail ? { title, detail } : { title });
    } finally {
      await Promise.all(blockInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    }
  });

  const pending = blockAccount.isPending || blockUser.isPending;
  const values =
    target.kind === 'account' ? { name: target.name, count: target.userCount } : { name: target.name };
  return (
    <form className={styles.dialogBody} onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className={styles.dialogText}>{intl.formatMessage(consequence(target), values)}</p>
      {/* No maxLength: a pasted reason that is too long stays, is marked and can be shortened. */}
      <Controller
        control={control}
        name="reason"
        render={({ field }) => (
          <TextArea
            label={intl.formatMessage(m.reason)}
            rows={3}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            textAreaRef={field.ref}
            description={intl.formatMessage(m.reasonHint, { max, length })}
            errorMessage={tooLong ? intl.formatMessage(m.reasonTooLong, { max, length }) : undefined}
          />
        )}
      />
      {failure ? (
        <InlineAlert tone="critical" title={failure.title}>
          {failure.detail}
        </InlineAlert>
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" autoFocus onPress={onClose}>
          {intl.formatMessage(m.cancel)}
        </Button>
        {/* Not `isPending`: its announcement would name this button after the dialog has closed. */}
        <Button type="submit" variant={blocking ? 'critical' : 'primary'} isDisabled={pending}>
          {intl.formatMessage(blocking ? operatorMessages.block : operatorMessages.unblock)}
        </Button>
      </div>
    </form>
  );
}
