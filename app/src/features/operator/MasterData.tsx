import { ApiError, type Schemas } from '@fuelmarket/api-client';
import type { Locale } from '@fuelmarket/brands';
import { Button, ConfirmDialog, EmptyState, formatDecimal, InlineAlert } from '@fuelmarket/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { LoadFailure } from './LoadFailure';
import { DENSITY_DECIMALS } from './masterDataForms';
import { ProductDialog, RegionDialog, TerminalDialog } from './MasterDataDialogs';
import { categoryMessages, masterDataMessages as m } from './masterDataMessages';
import { accountMessages, countryMessages, productTypeMessages } from './messages';
import { masterDataInvalidates, masterDataQuery } from './queries';
import * as styles from './operator.css';

type Product = Schemas['MasterProduct'];
type Region = Schemas['MasterRegion'];
type Terminal = Schemas['MasterTerminal'];

/** What is open: a form (a row to edit, or none: a new one), or the question before a deletion. */
type Editing =
  | { kind: 'product'; product?: Product }
  | { kind: 'region'; region?: Region }
  | { kind: 'terminal'; terminal?: Terminal; regionId: string };
type Deleting = { kind: 'region'; row: Region } | { kind: 'terminal'; row: Terminal };
type Outcome = { tone: 'positive' | 'critical'; title: string; detail?: string };

export interface MasterDataProps {
  locale: Locale;
}

/**
 * The master data the platform operator alone maintains [P5]: the product catalogue with each product's
 * density (kg/l, in the locale's digits), and the platform's regions with their terminals; each created,
 * edited and (regions, terminals) deleted here. What is still used elsewhere cannot be deleted: its
 * delete button is disabled and says why, and a refusal of the server (409 MASTER_DATA_IN_USE) is said
 * with its German detail. Rows are cards that stack on a phone.
 */
export function MasterData({ locale }: MasterDataProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const master = useQuery(masterDataQuery());
  const deleteRegion = $api.useMutation('delete', '/api/operator/regions/{id}');
  const deleteTerminal = $api.useMutation('delete', '/api/operator/terminals/{id}');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const status = master.error instanceof ApiError ? master.error.status : 0;
  const reload = () =>
    Promise.all(masterDataInvalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const open = (next: Editing) => {
    setOutcome(null);
    setEditing(next);
  };
  const saved = (title: string) => {
    setEditing(null);
    setOutcome({ tone: 'positive', title });
    void reload();
  };

  async function remove(target: Deleting) {
    setDeleting(null);
    const request = { params: { path: { id: target.row.id } } };
    const name = target.row.name;
    try {
      if (target.kind === 'region') await deleteRegion.mutateAsync(request);
      else await deleteTerminal.mutateAsync(request);
      setOutcome({
        tone: 'positive',
        title: intl.formatMessage(target.kind === 'region' ? m.regionDeleted : m.terminalDeleted, { name }),
      });
    } catch (error) {
      const problem = error instanceof ApiError ? error.problem : undefined;
      const failed = error instanceof ApiError ? error.status : 0;
      setOutcome({
        tone: 'critical',
        title: intl.formatMessage(m.deleteRefused, { name }),
        detail:
          problem?.detail ??
          (failed === 403 ? intl.formatMessage(accountMessages.forbidden) : `Status ${failed}`),
      });
    } finally {
      await reload();
    }
  }

  const data = master.data;
  return (
    <div className={styles.panel} aria-busy={master.isFetching || undefined}>
      {outcome ? (
        <InlineAlert tone={outcome.tone} title={outcome.title}>
          {outcome.detail}
        </InlineAlert>
      ) : null}
      {master.error ? (
        <LoadFailure
          title={
            status === 403
              ? intl.formatMessage(accountMessages.forbidden)
              : intl.formatMessage(m.failed, { status })
          }
          onRetry={() => void master.refetch()}
        />
      ) : null}
      {data ? (
        <>
          <Products locale={locale} products={data.products} onEdit={open} />
          <Regions regions={data.regions} onEdit={open} onDelete={setDeleting} />
        </>
      ) : null}

      {editing?.kind === 'product' ? (
        <ProductDialog
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={(p, created) =>
            saved(intl.formatMessage(created ? m.productCreated : m.productSaved, { name: p.name }))
          }
        />
      ) : null}
      {editing?.kind === 'region' ? (
        <RegionDialog
          region={editing.region}
          onClose={() => setEditing(null)}
          onSaved={(r, created) =>
            saved(intl.formatMessage(created ? m.regionCreated : m.regionSaved, { name: r.name }))
          }
        />
      ) : null}
      {editing?.kind === 'terminal' && data ? (
        <TerminalDialog
          terminal={editing.terminal}
          regionId={editing.regionId}
          regions={data.regions}
          defaultCountry={locale === 'de-CH' ? 'CH' : 'DE'}
          onClose={() => setEditing(null)}
          onSaved={(t, created) =>
            saved(intl.formatMessage(created ? m.terminalCreated : m.terminalSaved, { name: t.name }))
          }
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title={intl.formatMessage(deleting?.kind === 'region' ? m.deleteRegionTitle : m.deleteTerminalTitle)}
        confirmLabel={intl.formatMessage(m.delete)}
        variant="critical"
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      >
        {deleting
          ? intl.formatMessage(deleting.kind === 'region' ? m.deleteRegionText : m.deleteTerminalText, {
              name: deleting.row.name,
            })
          : null}
      </ConfirmDialog>
    </div>
  );
}

function SectionHeader({
  id,
  title,
  intro,
  action,
}: {
  id: string;
  title: string;
  intro: string;
  action: ReactNode;
}) {
  return (
    <div className={styles.sectionHeader}>
      <div>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.summary}>{intro}</p>
      </div>
      {action}
    </div>
  );
}

function InUse() {
  const intl = useIntl();
  return <span className={styles.badge}>{intl.formatMessage(m.inUse)}</span>;
}

function Products({
  locale,
  products,
  onEdit,
}: {
  locale: Locale;
  products: Product[];
  onEdit: (editing: Editing) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={intl.formatMessage(m.products)}
        intro={intl.formatMessage(m.productsIntro)}
        action={
          <Button onPress={() => onEdit({ kind: 'product' })}>{intl.formatMessage(m.createProduct)}</Button>
        }
      />
      {products.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.noProducts)} />
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage(m.productsList)}>
          {products.map((p) => (
            <li key={p.id} className={styles.item}>
              <div className={styles.row}>
                <span className={styles.name}>
                  <span className={styles.strong}>{p.name}</span>
                  <span className={styles.secondLine}>
                    {intl.formatMessage(categoryMessages[p.category])}
                    {' · '}
                    {intl.formatMessage(productTypeMessages[p.type])}
                  </span>
                </span>
                <span className={styles.meta}>
                  {intl.formatMessage(m.densityValue, {
                    density: formatDecimal(p.density, { locale, decimals: DENSITY_DECIMALS, signed: false }),
                  })}
                </span>
                <span className={styles.state}>{p.inUse ? <InUse /> : null}</span>
                <span className={styles.action}>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={intl.formatMessage(m.editProductLabel, { name: p.name })}
                    onPress={() => onEdit({ kind: 'product', product: p })}
                  >
                    {intl.formatMessage(m.edit)}
                  </Button>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Edit and delete of one row; delete disabled with its reason when the row is in use (the reason is
 * text on the page and the button's description).
 */
function RowButtons({
  editLabel,
  deleteLabel,
  blockedBy,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  /** Why the row cannot be deleted; undefined: it can. */
  blockedBy: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const reasonId = useId();
  return (
    <span className={styles.rowButtons}>
      <span className={styles.toolbar}>
        <Button variant="secondary" size="small" aria-label={editLabel} onPress={onEdit}>
          {intl.formatMessage(m.edit)}
        </Button>
        <Button
          variant="critical"
          size="small"
          aria-label={deleteLabel}
          aria-describedby={blockedBy ? reasonId : undefined}
          isDisabled={blockedBy !== undefined}
          onPress={onDelete}
        >
          {intl.formatMessage(m.delete)}
        </Button>
      </span>
      {blockedBy ? (
        <span id={reasonId} className={styles.hint}>
          {blockedBy}
        </span>
      ) : null}
    </span>
  );
}

function Regions({
  regions,
  onEdit,
  onDelete,
}: {
  regions: Region[];
  onEdit: (editing: Editing) => void;
  onDelete: (deleting: Deleting) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const regionBlock = (r: Region) =>
    r.terminals.length > 0
      ? intl.formatMessage(m.regionHasTerminals)
      : r.inUse
        ? intl.formatMessage(m.cannotDelete)
        : undefined;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <SectionHeader
        id={headingId}
        title={intl.formatMessage(m.regions)}
        intro={intl.formatMessage(m.regionsIntro)}
        action={
          <Button onPress={() => onEdit({ kind: 'region' })}>{intl.formatMessage(m.createRegion)}</Button>
        }
      />
      {regions.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.noRegions)} />
      ) : (
        <ul className={styles.cards} aria-label={intl.formatMessage(m.regionsList)}>
          {regions.map((r) => (
            <li key={r.id} className={styles.card}>
              <div className={styles.cardHeader}>
                <h3 className={styles.cardTitle}>
                  {r.name}
                  <span className={styles.tag}>{intl.formatMessage(m.sortValue, { sort: r.sort })}</span>
                </h3>
                <RowButtons
                  editLabel={intl.formatMessage(m.editRegionLabel, { name: r.name })}
                  deleteLabel={intl.formatMessage(m.deleteRegionLabel, { name: r.name })}
                  blockedBy={regionBlock(r)}
                  onEdit={() => onEdit({ kind: 'region', region: r })}
                  onDelete={() => onDelete({ kind: 'region', row: r })}
                />
              </div>
              {r.terminals.length === 0 ? (
                <p className={styles.summary}>{intl.formatMessage(m.noTerminals)}</p>
              ) : (
                <ul
                  className={styles.userList}
                  aria-label={intl.formatMessage(m.terminalsOf, { name: r.name })}
                >
                  {r.terminals.map((t) => (
                    <li key={t.id} className={styles.item}>
                      <div className={styles.terminalRow}>
                        <span className={styles.name}>
                          <span className={styles.strong}>{t.name}</span>
                          <span className={styles.secondLine}>
                            {t.city}, {intl.formatMessage(countryMessages[t.country])}
                          </span>
                        </span>
                        <span className={styles.state}>{t.inUse ? <InUse /> : null}</span>
                        <span className={styles.action}>
                          <RowButtons
                            editLabel={intl.formatMessage(m.editTerminalLabel, { name: t.name })}
                            deleteLabel={intl.formatMessage(m.deleteTerminalLabel, { name: t.name })}
                            blockedBy={t.inUse ? intl.formatMessage(m.cannotDelete) : undefined}
                            onEdit={() => onEdit({ kind: 'terminal', terminal: t, regionId: t.regionId })}
                            onDelete={() => onDelete({ kind: 'terminal', row: t })}
                          />
                        </span>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <div>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={intl.formatMessage(m.createTerminalLabel, { name: r.name })}
                  onPress={() => onEdit({ kind: 'terminal', regionId: r.id })}
                >
                  {intl.formatMessage(m.createTerminal)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
