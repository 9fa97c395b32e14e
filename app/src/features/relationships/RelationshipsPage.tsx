import { ApiError } from '@fuelmarket/api-client';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  InlineAlert,
  PageHeader,
  Select,
  TextField,
  type RowAction,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { useAppContext } from '../../shell/context';
import { useSessionState } from '../../shell/session';
import { ActionDialog, type PerformAction, type SellerAction } from './ActionDialog';
import {
  actionMessages as a,
  pageMessages as p,
  requestMessages as r,
  settingsMessages,
  stateMessages,
} from './messages';
import { relationshipsListQuery, relationshipsQuery } from './queries';
import { RelationshipList } from './RelationshipList';
import { RequestSellerDialog } from './RequestSellerDialog';
import { actionsFor, filterRelationships, hasFilter, type Relationship } from './rules';
import { relationshipStates, type RelationshipSearch } from './search';
import { SettingsDialog } from './SettingsDialog';
import * as styles from './relationships.css';

/** The status filter's choice for "any state". */
const ALL = 'ALL';

type Outcome = { tone: 'positive' | 'caution' | 'critical'; text: string };

/** What is open over the list. */
type Open =
  | { kind: 'request' }
  | { kind: 'cancel'; relationship: Relationship }
  | { kind: 'action'; relationship: Relationship; action: SellerAction }
  | { kind: 'settings'; relationship: Relationship };

export interface RelationshipsPageProps {
  /** The own side: a buyer manages its sellers (`/verkaufer-management`), a seller its buyers (`/kaufer-management`). */
  side: 'buyer' | 'seller';
  /** The filter (the URL's). */
  search: RelationshipSearch;
  onSearchChange: (next: RelationshipSearch) => void;
}

/**
 * The relationship management of both sides [RS1]. A buyer requests sellers and cancels requests and
 * relationships (after a question; a declined or cancelled one only the seller sets up again). A seller
 * releases ("save and activate"), declines or sets buyers in review, each with an optional message, and
 * sets each buyer's credit limit, payment terms and approvals [P6]. The list filters by name and state,
 * marks new relationships [E3] and says when it is empty, filtered empty or failed.
 */
export function RelationshipsPage({ side, search, onSearchChange }: RelationshipsPageProps) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const { metadata } = useSessionState();
  const queryClient = useQueryClient();
  const list = useQuery(relationshipsListQuery(side));
  const cancel = $api.useMutation('post', '/api/relationships/{id}/cancel');
  const accept = $api.useMutation('post', '/api/relationships/{id}/accept');
  const decline = $api.useMutation('post', '/api/relationships/{id}/decline');
  const inReview = $api.useMutation('post', '/api/relationships/{id}/in-review');
  const [open, setOpen] = useState<Open | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const all = list.data ?? [];
  const rows = filterRelationships(all, search);
  const filtered = hasFilter(search);
  const reloadList = () => queryClient.invalidateQueries({ queryKey: relationshipsQuery(side).queryKey });

  const perform: PerformAction = async (action, relationship, message) => {
    const name = relationship.other.name;
    const text = message.trim();
    try {
      await { cancel, accept, decline, inReview }[action].mutateAsync({
        params: { path: { id: relationship.id } },
        body: text ? { message: text } : {},
      });
      setOutcome({ tone: 'positive', text: intl.formatMessage(a.done, { name, action }) });
      return null;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // Changed meanwhile (another state, or gone): nothing to keep, the list shows what is now.
      if (status === 409 || status === 404) {
        setOutcome({ tone: 'caution', text: intl.formatMessage(a.conflict, { name }) });
        return null;
      }
      return status;
    } finally {
      await reloadList();
    }
  };

  const actionsOf = (rel: Relationship): RowAction[] => {
    const name = rel.other.name;
    const rowActions = actionsFor(side, rel.state).map((action): RowAction => {
      if (action === 'cancel') {
        const request = rel.state !== 'RELEASED';
        return {
          text: intl.formatMessage(request ? a.cancelRequest : a.end),
          label: intl.formatMessage(request ? a.cancelRequestLabel : a.endLabel, { name }),
          onPress: () => setOpen({ kind: 'cancel', relationship: rel }),
        };
      }
      return {
        text: intl.formatMessage(a[action]),
        label: intl.formatMessage(a[`${action}Label`], { name }),
        onPress: () => setOpen({ kind: 'action', relationship: rel, action }),
      };
    });
    if (side === 'buyer') return rowActions;
    return [
      ...rowActions,
      {
        text: intl.formatMessage(a.settings),
        label: intl.formatMessage(a.settingsLabel, { name }),
        onPress: () => setOpen({ kind: 'settings', relationship: rel }),
      },
    ];
  };

  const requestButton =
    side === 'buyer' ? (
      <Button onPress={() => setOpen({ kind: 'request' })}>{intl.formatMessage(r.open)}</Button>
    ) : null;

  return (
    <section className={styles.page}>
      <PageHeader
        title={intl.formatMessage(side === 'buyer' ? p.buyerHeading : p.sellerHeading)}
        subtitle={intl.formatMessage(side === 'buyer' ? p.buyerIntro : p.sellerIntro)}
        actions={requestButton}
      />
      <form
        className={styles.filters}
        aria-label={intl.formatMessage(p.filters)}
        role="search"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          type="search"
          label={intl.formatMessage(p.search)}
          value={search.q ?? ''}
          maxLength={100}
          onChange={(q) => onSearchChange({ ...search, q: q || undefined })}
        />
        <Select
          label={intl.formatMessage(p.status)}
          options={[
            { id: ALL, label: intl.formatMessage(p.allStates) },
            ...relationshipStates.map((id) => ({ id, label: intl.formatMessage(stateMessages[id]) })),
          ]}
          value={search.status ?? ALL}
          onChange={(status) =>
            onSearchChange({
              ...search,
              status:
                status === ALL || status === null ? undefined : (status as RelationshipSearch['status']),
            })
          }
        />
      </form>
      {outcome ? <InlineAlert tone={outcome.tone} title={outcome.text} /> : null}
      {list.error ? (
        <EmptyState
          tone="critical"
          title={intl.formatMessage(p.failed, {
            status: list.error instanceof ApiError ? list.error.status : 0,
          })}
          action={
            <Button variant="secondary" onPress={() => void list.refetch()}>
              {intl.formatMessage(p.retry)}
            </Button>
          }
        />
      ) : list.isSuccess && all.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(side === 'buyer' ? p.buyerEmpty : p.sellerEmpty)}
          description={intl.formatMessage(side === 'buyer' ? p.buyerEmptyHint : p.sellerEmptyHint)}
          action={requestButton}
        />
      ) : list.isSuccess && rows.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(p.noMatch)}
          action={
            filtered ? (
              <Button variant="secondary" onPress={() => onSearchChange({})}>
                {intl.formatMessage(p.clearFilters)}
              </Button>
            ) : null
          }
        />
      ) : (
        <>
          <p className={styles.summary} aria-live="polite">
            {list.isPending ? '' : intl.formatMessage(p.total, { total: rows.length })}
          </p>
          <RelationshipList
            side={side}
            rows={rows}
            actionsOf={actionsOf}
            withAdditives={metadata?.features.includes('productAdditives') ?? false}
            locale={brand.locale}
            currency={brand.currency}
            isLoading={list.isFetching}
          />
        </>
      )}

      {open?.kind === 'request' ? (
        <RequestSellerDialog
          relationships={all}
          onClose={() => setOpen(null)}
          onRequested={(name) => {
            setOpen(null);
            setOutcome({ tone: 'positive', text: intl.formatMessage(r.sent, { name }) });
            void reloadList();
          }}
          onExists={() => {
            setOpen(null);
            setOutcome({ tone: 'caution', text: intl.formatMessage(r.exists) });
            void reloadList();
          }}
        />
      ) : null}
      {open?.kind === 'action' ? (
        <ActionDialog
          relationship={open.relationship}
          action={open.action}
          onClose={() => setOpen(null)}
          perform={perform}
        />
      ) : null}
      {open?.kind === 'settings' ? (
        <SettingsDialog
          relationship={open.relationship}
          onClose={() => setOpen(null)}
          onSaved={(saved) => {
            setOpen(null);
            setOutcome({
              tone: 'positive',
              text: intl.formatMessage(settingsMessages.saved, { name: saved.other.name }),
            });
            void reloadList();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={open?.kind === 'cancel'}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        title={intl.formatMessage(
          open?.kind === 'cancel' && open.relationship.state === 'RELEASED'
            ? a.endTitle
            : a.cancelRequestTitle,
        )}
        confirmLabel={intl.formatMessage(
          open?.kind === 'cancel' && open.relationship.state === 'RELEASED' ? a.end : a.cancelRequest,
        )}
        cancelLabel={intl.formatMessage(a.keep)}
        variant="critical"
        onConfirm={() => {
          if (open?.kind !== 'cancel') return;
          const relationship = open.relationship;
          void perform('cancel', relationship, '').then((status) => {
            if (status !== null)
              setOutcome({ tone: 'critical', text: intl.formatMessage(a.failed, { status }) });
          });
        }}
      >
        {open?.kind === 'cancel'
          ? intl.formatMessage(a.cancelText, { name: open.relationship.other.name })
          : null}
      </ConfirmDialog>
    </section>
  );
}
