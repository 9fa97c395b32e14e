import { ApiError } from '@fuelmarket/api-client';
import { ConfirmDialog, EmptyState, InlineAlert, Table, type TableColumn } from '@fuelmarket/ui';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { pricingEngineMessages as m } from '../messages';
import * as styles from '../sellerOffers.css';

/** What the last change of a section came to, shown above its list until the next one. */
export type Outcome = { tone: 'positive' | 'caution' | 'critical'; text: string };

/** A section of the pricing engine: its title, intro, action, the last outcome and its list. */
export function Section({
  title,
  intro,
  action,
  outcome,
  children,
}: {
  title: string;
  intro: string;
  action?: ReactNode;
  outcome: Outcome | null;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.subheading}>{title}</h2>
      <p className={styles.intro}>{intro}</p>
      {action ? <div className={styles.toolbar}>{action}</div> : null}
      {outcome ? <InlineAlert tone={outcome.tone} title={outcome.text} /> : null}
      {children}
    </section>
  );
}

/** The list of a section, or what went wrong loading it. */
export function SectionTable<T>({
  query,
  caption,
  columns,
  getRowKey,
  emptyText,
}: {
  query: { data?: T[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  caption: string;
  columns: TableColumn<T>[];
  getRowKey: (row: T) => string;
  emptyText: string;
}) {
  const intl = useIntl();
  if (query.isError) {
    return (
      <EmptyState
        tone="critical"
        title={intl.formatMessage(m.loadFailed, {
          status: query.error instanceof ApiError ? query.error.status : 0,
        })}
      />
    );
  }
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={query.data ?? []}
      getRowKey={getRowKey}
      isLoading={query.isPending}
      emptyText={emptyText}
    />
  );
}

/** Open state of a section's editor: closed, a new object, or an existing one. */
export function useEditor<T>() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<T | undefined>(undefined);
  return {
    open,
    editing,
    start: (item?: T) => {
      setEditing(item);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

/** The delete question of a section; the object stays set while the dialog closes. */
export function useDeletion<T>() {
  const [item, setItem] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    item,
    open,
    setOpen,
    ask: (value: T) => {
      setItem(value);
      setOpen(true);
    },
  };
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** Another user of the account changed or deleted the object meanwhile (409 or 404) [M6]. */
export const changedMeanwhile = (error: unknown) => [404, 409].includes(statusOf(error));

/**
 * A section's list state: what the last change came to, reloading the list (by its query's key), the
 * conflict note [M6], and a deletion that says how it went.
 */
export function useSection(listKey: QueryKey) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const say = (tone: Outcome['tone'], message: MessageDescriptor) =>
    setOutcome({ tone, text: intl.formatMessage(message) });
  const reload = () => queryClient.invalidateQueries({ queryKey: listKey });
  const conflict = () => {
    say('caution', m.conflict);
    void reload();
  };
  async function removal(
    run: () => Promise<unknown>,
    done: MessageDescriptor,
    known: (error: ApiError) => MessageDescriptor | undefined = () => undefined,
  ) {
    try {
      await run();
      say('positive', done);
    } catch (error) {
      const message = error instanceof ApiError ? known(error) : undefined;
      if (message) say('critical', message);
      else if (changedMeanwhile(error)) conflict();
      else
        setOutcome({ tone: 'critical', text: intl.formatMessage(m.saveFailed, { status: statusOf(error) }) });
    } finally {
      await reload();
    }
  }
  return { outcome, say, reload, conflict, removal };
}

/** The question before a deletion. */
export function DeleteQuestion<T>({
  deletion,
  title,
  text,
  onConfirm,
}: {
  deletion: ReturnType<typeof useDeletion<T>>;
  title: MessageDescriptor;
  text: (item: T) => string;
  onConfirm: (item: T) => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      isOpen={deletion.open}
      onOpenChange={deletion.setOpen}
      title={intl.formatMessage(title)}
      confirmLabel={intl.formatMessage(m.delete)}
      variant="critical"
      onConfirm={() => {
        if (deletion.item) onConfirm(deletion.item);
      }}
    >
      {deletion.item ? text(deletion.item) : null}
    </ConfirmDialog>
  );
}
