import { ApiError } from '@fuelmarket/api-client';
import type { Locale } from '@fuelmarket/brands';
import { Button, EmptyState, Skeleton } from '@fuelmarket/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { formatDate } from '../../shell/i18n/format';
import { newsMessages as m } from './messages';
import { newsQuery } from './queries';
import * as styles from './news.css';

export interface NewsBoxProps {
  locale: Locale;
  /** `teaser`: the latest item and a link to all (dashboard); `full`: the last 10 (statistics). */
  mode: 'teaser' | 'full';
}

/**
 * The news box [L6]: the last 10 news of the sellers a buyer trades with (a seller's own), newest first.
 * The text is the server's sanitised rich text.
 */
export function NewsBox({ locale, mode }: NewsBoxProps) {
  const intl = useIntl();
  const news = useQuery(newsQuery());
  let body;
  if (news.isPending) body = <Skeleton height={mode === 'teaser' ? '6rem' : '12rem'} />;
  else if (news.isError) {
    const status = news.error instanceof ApiError ? news.error.status : 0;
    body = (
      <EmptyState
        tone="critical"
        title={intl.formatMessage(m.failed, { status })}
        action={
          <Button variant="secondary" onPress={() => void news.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      />
    );
  } else if (news.data.length === 0) body = <EmptyState title={intl.formatMessage(m.empty)} />;
  else {
    const items = mode === 'teaser' ? news.data.slice(0, 1) : news.data;
    body = (
      <ol className={styles.list}>
        {items.map((n) => (
          <li key={n.id} className={styles.item}>
            <article aria-labelledby={`news-${n.id}`}>
              <h3 id={`news-${n.id}`} className={styles.itemTitle}>
                {n.title || n.seller.name}
              </h3>
              <p className={styles.meta}>
                {intl.formatMessage(m.by, { seller: n.seller.name, date: formatDate(n.date, locale) })}
              </p>
              {/* Sanitised by the server (news/sanitise.ts): p, br, strong, em, lists and safe links. */}
              <div className={styles.text} dangerouslySetInnerHTML={{ __html: n.text }} />
            </article>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className={styles.box} aria-labelledby={`news-box-${mode}`}>
      <h2 id={`news-box-${mode}`} className={styles.heading}>
        {intl.formatMessage(mode === 'teaser' ? m.latest : m.heading)}
      </h2>
      {body}
      {mode === 'teaser' ? <Link to="/statistik">{intl.formatMessage(m.all)}</Link> : null}
    </section>
  );
}
