import type { Schemas } from '@fuelmarket/api-client';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  InlineAlert,
  Modal,
  RowActions,
  Table,
  type RowAction,
  type TableColumn,
} from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { useAppContext } from '../../shell/context';
import { useShowsRegions, useTerminalChoices } from '../../shell/terminals';
import { useSessionState } from '../../shell/session';
import { DiscardDialog, FavouritesWizard } from './FavouritesWizard';
import { favouritesMessages as m } from './messages';
import { favouritesQuery } from './queries';
import * as styles from './favourites.css';

type FavouritesList = Schemas['FavouritesList'];

export interface FavouritesManagerProps {
  /** Applies a list on the market (its filter); absent: no "Anwenden" action. */
  onApply?: (listId: string) => void;
  /** Called after a list was deleted (the market drops it from its filter). */
  onDeleted?: (listId: string) => void;
  /** Told whether the open wizard holds unsaved choices. */
  onDirtyChange?: (dirty: boolean) => void;
}

type View = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; list: FavouritesList };

/**
 * The buyer's favourites lists [S2]: the lists with apply, edit and delete (after a confirmation), and the
 * wizard for a new or a changed list. Without a seller connection it explains why there is nothing to
 * do yet instead of offering the wizard.
 */
export function FavouritesManager({ onApply, onDeleted, onDirtyChange }: FavouritesManagerProps) {
  const intl = useIntl();
  const { brand } = useAppContext();
  const queryClient = useQueryClient();
  const { metadata } = useSessionState();
  const showsRegions = useShowsRegions();
  const terminals = useTerminalChoices();
  const lists = useQuery(favouritesQuery());
  const remove = $api.useMutation('delete', '/api/favourites/{id}');
  const [view, setView] = useState<View>({ kind: 'list' });
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FavouritesList | null>(null);
  // Back from the wizard or after a deletion, focus stays in the dialog (on "Neue Favoritenliste").
  const toolbar = useRef<HTMLDivElement>(null);
  const [focusNew, setFocusNew] = useState(false);

  const sellers = metadata?.sellers ?? [];
  if (sellers.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage(m.noSellersTitle)}
        description={intl.formatMessage(m.noSellersText)}
        action={
          brand.flags.SINGLE_SELLER_MODE ? undefined : (
            <Link to="/verkaufer-management">{intl.formatMessage(m.toSellerManagement)}</Link>
          )
        }
      />
    );
  }

  const all = lists.data?.config ?? [];
  if (view.kind !== 'list') {
    return (
      <FavouritesWizard
        {...(view.kind === 'edit' ? { list: view.list } : {})}
        lists={all}
        {...(onDirtyChange ? { onDirtyChange } : {})}
        onCancel={() => {
          setFocusNew(true);
          setView({ kind: 'list' });
        }}
        onSaved={(saved) => {
          setStatus(intl.formatMessage(m.saved, { name: saved.name }));
          setFocusNew(true);
          setView({ kind: 'list' });
        }}
      />
    );
  }

  const names = (ids: readonly string[], from: readonly { id: string; name: string }[], none: string) =>
    ids.length ? ids.map((id) => from.find((x) => x.id === id)?.name ?? id).join(', ') : none;
  const regions = metadata?.regions ?? [];

  async function confirmDelete(list: FavouritesList) {
    setFailure(null);
    try {
      await remove.mutateAsync({ params: { path: { id: list.id } } });
    } catch (error) {
      console.error('[favourites] delete failed', error);
      setFailure(intl.formatMessage(m.deleteFailed));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey });
    setStatus(intl.formatMessage(m.deleted, { name: list.name }));
    toolbar.current?.querySelector<HTMLButtonElement>('button')?.focus();
    onDeleted?.(list.id);
  }

  const columns: TableColumn<FavouritesList>[] = [
    { id: 'name', header: intl.formatMessage(m.colName), cell: (l) => l.name },
    {
      id: 'products',
      header: intl.formatMessage(m.colProducts),
      cell: (l) => names(l.products, metadata?.fuels ?? [], intl.formatMessage(m.allProducts)),
    },
    {
      id: 'places',
      header: intl.formatMessage(showsRegions ? m.colPlaces : m.colTerminals),
      cell: (l) =>
        names(
          showsRegions ? [...l.regions, ...l.terminals] : l.terminals,
          [...regions, ...terminals],
          intl.formatMessage(m.allTerminals),
        ),
    },
    { id: 'sellers', header: intl.formatMessage(m.colSellers), cell: (l) => names(l.sellers, sellers, '') },
    {
      id: 'actions',
      header: intl.formatMessage(m.colActions),
      cell: (l) => {
        const actions: RowAction[] = [];
        if (onApply)
          actions.push({
            text: intl.formatMessage(m.apply),
            label: intl.formatMessage(m.applyOf, { name: l.name }),
            onPress: () => onApply(l.id),
          });
        actions.push(
          {
            text: intl.formatMessage(m.edit),
            label: intl.formatMessage(m.editOf, { name: l.name }),
            onPress: () => {
              setStatus('');
              setView({ kind: 'edit', list: l });
            },
          },
          {
            text: intl.formatMessage(m.delete),
            label: intl.formatMessage(m.deleteOf, { name: l.name }),
            onPress: () => setDeleting(l),
          },
        );
        return <RowActions actions={actions} />;
      },
    },
  ];

  return (
    <div className={styles.stack}>
      <div ref={toolbar} className={styles.toolbar}>
        <p role="status" className={styles.hint}>
          {status}
        </p>
        <Button
          autoFocus={focusNew}
          onPress={() => {
            setStatus('');
            setView({ kind: 'create' });
          }}
        >
          {intl.formatMessage(m.newList)}
        </Button>
      </div>
      {failure ? <InlineAlert tone="critical" title={failure} /> : null}
      {lists.isError ? <InlineAlert tone="critical" title={intl.formatMessage(m.loadFailed)} /> : null}
      <Table
        caption={intl.formatMessage(m.caption)}
        columns={columns}
        rows={all}
        getRowKey={(l) => l.id}
        isLoading={lists.isPending}
        emptyText={intl.formatMessage(m.empty)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={intl.formatMessage(m.deleteTitle)}
        variant="critical"
        confirmLabel={intl.formatMessage(m.delete)}
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting);
        }}
      >
        {deleting ? intl.formatMessage(m.deleteQuestion, { name: deleting.name }) : null}
      </ConfirmDialog>
    </div>
  );
}

export interface FavouritesDialogProps extends FavouritesManagerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The favourites lists in a dialog (opened from the market). */
export function FavouritesDialog({ isOpen, onOpenChange, ...props }: FavouritesDialogProps) {
  const intl = useIntl();
  // Closing with unsaved wizard choices asks first [V12].
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  return (
    <>
      <Modal
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open && dirty) setAskDiscard(true);
          else onOpenChange(open);
        }}
        title={intl.formatMessage(m.dialogTitle)}
        size="large"
      >
        <FavouritesManager {...props} onDirtyChange={setDirty} />
      </Modal>
      <DiscardDialog isOpen={askDiscard} onOpenChange={setAskDiscard} onDiscard={() => onOpenChange(false)} />
    </>
  );
}
