import { ApiError, type Schemas } from '@fuelmarket/api-client';
import { Button, EmptyState, InlineAlert, TextField } from '@fuelmarket/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { AccountDetails } from './AccountDetails';
import { BlockDialog, type BlockTarget } from './BlockDialog';
import { LoadFailure } from './LoadFailure';
import { accountMessages as m, accountTypeMessages, blockMessages, operatorMessages as o } from './messages';
import { SEARCH_MAX_LENGTH, type OperatorSearch } from './operatorSearch';
import { companyAccountsQuery, companyUsersQuery } from './queries';
import * as styles from './operator.css';

type Account = Schemas['CompanyAccountSummary'];
type User = Schemas['CompanyUserSummary'];

/** Typing settles this long before the search goes to the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** A failed load in German: no permission (403), gone (404) or the status. */
function failureMessage(status: number, other: MessageDescriptor): [MessageDescriptor, { status: number }] {
  if (status === 403) return [m.forbidden, { status }];
  if (status === 404) return [m.accountNotFound, { status }];
  return [other, { status }];
}

export interface CompanyAccountsProps {
  /**
   * The platform operator: an opened account also shows its data with the operator's actions
   * (`AccountDetails`); admin staff see its users only [P5].
   */
  canManage: boolean;
  search: OperatorSearch;
  /** `replace`: a step of typing, not worth a history entry. */
  onSearchChange: (patch: Partial<OperatorSearch>, options?: { replace?: boolean }) => void;
}

/**
 * The platform's company accounts: searched in name and e-mail (debounced, the search in the URL), each
 * with its type, its number of users and whether it is blocked. Opening an account shows, to the
 * operator only (`canManage`), its data (to edit, its shareholder role, creating a user under a
 * shareholder account), and lists its users with their blocked state; a company or a user is blocked and
 * unblocked from its row after a question [BL1][P5]. The outcome says how many users it touched, and
 * the lists load again.
 */
export function CompanyAccounts({ canManage, search, onSearchChange }: CompanyAccountsProps) {
  const intl = useIntl();
  const accounts = useQuery({ ...companyAccountsQuery(search.q), placeholderData: keepPreviousData });
  const [target, setTarget] = useState<BlockTarget | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const onDone = (done: BlockTarget, result: Schemas['BlockState']) => {
    setTarget(null);
    const message = result.blocked ? blockMessages.blocked : blockMessages.unblocked;
    setOutcome(intl.formatMessage(message, { name: done.name, count: result.affectedUsers }));
  };
  const ask = (next: BlockTarget) => {
    setOutcome(null);
    setTarget(next);
  };

  const rows = accounts.data ?? [];
  return (
    <div className={styles.panel}>
      <SearchField
        value={search.q ?? ''}
        onSettled={(q) => onSearchChange({ q: q || undefined }, { replace: true })}
      />
      {outcome ? <InlineAlert tone="positive" title={outcome} /> : null}
      {accounts.error ? (
        <LoadFailure
          title={intl.formatMessage(...failureMessage(statusOf(accounts.error), m.failed))}
          onRetry={() => void accounts.refetch()}
        />
      ) : null}
      <p className={styles.summary} aria-live="polite">
        {accounts.isPending ? '' : intl.formatMessage(m.count, { count: rows.length })}
      </p>
      {accounts.isSuccess || rows.length > 0 ? (
        rows.length === 0 ? (
          <EmptyState
            title={search.q ? intl.formatMessage(m.noResults, { q: search.q }) : intl.formatMessage(m.empty)}
          />
        ) : (
          <ul
            className={styles.list}
            aria-label={intl.formatMessage(m.list)}
            aria-busy={accounts.isFetching || undefined}
          >
            {rows.map((account) => (
              <AccountItem
                key={account.id}
                account={account}
                canManage={canManage}
                open={search.account === account.id}
                onToggle={() =>
                  onSearchChange({ account: search.account === account.id ? undefined : account.id })
                }
                onBlock={ask}
                onOutcome={setOutcome}
              />
            ))}
          </ul>
        )
      ) : null}
      <BlockDialog target={target} onClose={() => setTarget(null)} onDone={onDone} />
    </div>
  );
}

/**
 * The search box: what is typed goes to `onSettled` once typing pauses; a change of `value` from outside
 * (back button, a shared link) shows up in the box.
 */
function SearchField({ value, onSettled }: { value: string; onSettled: (q: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      className={styles.searchBar}
      type="search"
      label={intl.formatMessage(m.search)}
      description={intl.formatMessage(m.searchHint)}
      value={text}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(next) => {
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          sent.current = next.trim();
          onSettled(next.trim());
        }, SEARCH_DEBOUNCE_MS);
      }}
    />
  );
}

function BlockedBadge({ blocked, byAccount = false }: { blocked: boolean; byAccount?: boolean }) {
  const intl = useIntl();
  const text = blocked ? o.blocked : byAccount ? o.blockedByAccount : o.active;
  return (
    <span className={styles.badge} data-blocked={blocked || byAccount || undefined}>
      {intl.formatMessage(text)}
    </span>
  );
}

function BlockButton({ name, blocked, onPress }: { name: string; blocked: boolean; onPress: () => void }) {
  const intl = useIntl();
  return (
    <Button
      variant={blocked ? 'secondary' : 'critical'}
      size="small"
      aria-label={intl.formatMessage(blocked ? o.unblockLabel : o.blockLabel, { name })}
      onPress={onPress}
    >
      {intl.formatMessage(blocked ? o.unblock : o.block)}
    </Button>
  );
}

function AccountItem({
  account,
  canManage,
  open,
  onToggle,
  onBlock,
  onOutcome,
}: {
  account: Account;
  canManage: boolean;
  open: boolean;
  onToggle: () => void;
  onBlock: (target: BlockTarget) => void;
  onOutcome: (text: string) => void;
}) {
  const intl = useIntl();
  const usersId = `operator-users-${account.id}`;
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <span className={styles.name}>
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={open}
            aria-controls={usersId}
            onClick={onToggle}
          >
            {account.name}
          </button>
        </span>
        <span className={styles.meta}>
          <span>{intl.formatMessage(accountTypeMessages[account.type])}</span>
          <span>{intl.formatMessage(m.users, { count: account.userCount })}</span>
        </span>
        <span className={styles.state}>
          <BlockedBadge blocked={account.blocked} />
        </span>
        <span className={styles.action}>
          <BlockButton
            name={account.name}
            blocked={account.blocked}
            onPress={() =>
              onBlock({
                kind: 'account',
                id: account.id,
                name: account.name,
                blocked: account.blocked,
                userCount: account.userCount,
              })
            }
          />
        </span>
      </div>
      <div id={usersId}>
        {open ? (
          <>
            {canManage ? <AccountDetails account={account} onOutcome={onOutcome} /> : null}
            <AccountUsers account={account} onBlock={onBlock} />
          </>
        ) : null}
      </div>
    </li>
  );
}

function AccountUsers({ account, onBlock }: { account: Account; onBlock: (target: BlockTarget) => void }) {
  const intl = useIntl();
  const users = useQuery(companyUsersQuery(account.id));
  const headingId = `operator-users-heading-${account.id}`;
  const rows: User[] = users.data ?? [];
  return (
    <section className={styles.users} aria-labelledby={headingId} aria-busy={users.isFetching || undefined}>
      <h2 id={headingId} className={styles.usersHeading}>
        {intl.formatMessage(m.usersOf, { name: account.name })}
      </h2>
      {account.blocked ? (
        <InlineAlert tone="caution" announce="none" title={intl.formatMessage(m.accountBlockedNote)} />
      ) : null}
      {users.error ? (
        <LoadFailure
          title={intl.formatMessage(...failureMessage(statusOf(users.error), m.usersFailed))}
          onRetry={() => void users.refetch()}
        />
      ) : null}
      {users.isSuccess && rows.length === 0 ? (
        <p className={styles.summary}>{intl.formatMessage(m.noUsers)}</p>
      ) : null}
      {rows.length > 0 ? (
        <ul className={styles.userList} aria-labelledby={headingId}>
          {rows.map((user) => {
            const name = `${user.firstName} ${user.lastName}`;
            return (
              <li key={user.id} className={styles.item}>
                <div className={styles.row}>
                  <span className={styles.name}>
                    <span className={styles.strong}>{name}</span>
                    <span className={styles.secondLine}>{user.email}</span>
                  </span>
                  <span className={styles.meta}>{user.admin ? intl.formatMessage(m.teamAdmin) : null}</span>
                  <span className={styles.state}>
                    <BlockedBadge blocked={user.blocked} byAccount={account.blocked} />
                  </span>
                  <span className={styles.action}>
                    <BlockButton
                      name={name}
                      blocked={user.blocked}
                      onPress={() => onBlock({ kind: 'user', id: user.id, name, blocked: user.blocked })}
                    />
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
