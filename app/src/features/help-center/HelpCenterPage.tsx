import { Accordion, Button, Card, EmptyState, InlineAlert, TextField } from '@fuelmarket/ui';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionState } from '../../shell/session';
import { legalDocuments, legalPaths, legalTitle } from '../../shell/navigation/legalPaths';
import { CookieSettingsButton } from '../../shell/consent';
import { useAppContext } from '../../shell/context';
import { faqEntries, glossaryEntries } from './content';
import * as styles from './helpCenter.css';
import {
  helpCenterBodyClass,
  helpCenterMessages,
  helpCenterPanels,
  helpCenterTitle,
  type HelpCenterPanel,
} from './panels';
import { helpCenterPageMessages as m } from './messages';
import { MIN_QUERY_LENGTH, searchMasterData, type HelpSearchHit, type HelpSearchKind } from './search';
import { useHelpWidget } from './useHelpWidget';

export interface HelpCenterPageProps {
  panel: string | undefined;
  tab: string | undefined;
}

/** Adds the help-centre body class while mounted [R6]. */
export function useBodyClass(className: string): void {
  useEffect(() => {
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className]);
}

const isPanel = (panel: string | undefined): panel is HelpCenterPanel =>
  panel !== undefined && panel in helpCenterPanels;

/**
 * The help centre [S5]: FAQ, glossary, documents, user guide and a search over the platform's terminals,
 * products and additives, one panel per address; without a panel it opens on the search. Full width, the
 * title follows the panel, the body carries the help-centre class [R6]. Below, the third-party help widget,
 * loaded only after consent [B5].
 */
export function HelpCenterPage({ panel }: HelpCenterPageProps) {
  const intl = useIntl();
  useBodyClass(helpCenterBodyClass);
  const open = isPanel(panel) ? panel : undefined;
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage {...helpCenterTitle({ panel })} />
      </h1>
      <div className={styles.columns}>
        <nav aria-label={intl.formatMessage(helpCenterMessages.panels)}>
          <ul className={styles.panelList}>
            {Object.entries(helpCenterPanels).map(([key, message]) => (
              <li key={key}>
                <Link
                  className={styles.panelLink}
                  to="/hilfe-center/{-$panel}/{-$tab}"
                  params={{ panel: key, tab: undefined }}
                  {...(open === key ? { 'aria-current': 'page' as const } : {})}
                >
                  <FormattedMessage {...message} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          {open === undefined ? <p className={styles.text}>{intl.formatMessage(m.intro)}</p> : null}
          <Panel panel={open ?? 'suche'} />
          <HelpWidgetBox />
        </div>
      </div>
    </section>
  );
}

function Panel({ panel }: { panel: HelpCenterPanel }) {
  switch (panel) {
    case 'faq':
      return <FaqPanel />;
    case 'glossar':
      return <GlossaryPanel />;
    case 'dokumente':
      return <DocumentsPanel />;
    case 'benutzerhandbuch':
      return <UserGuidePanel />;
    case 'suche':
      return <SearchPanel />;
  }
}

function FaqPanel() {
  const intl = useIntl();
  return (
    <Accordion
      className={styles.section}
      headingLevel={2}
      items={faqEntries.map((entry) => ({
        id: String(entry.question.id),
        title: intl.formatMessage(entry.question),
        content: <p className={styles.text}>{intl.formatMessage(entry.answer)}</p>,
      }))}
    />
  );
}

function GlossaryPanel() {
  const intl = useIntl();
  return (
    <dl className={styles.glossary}>
      {glossaryEntries.map((entry) => (
        <div key={entry.term.id} className={styles.glossaryRow}>
          <dt className={styles.term}>{intl.formatMessage(entry.term)}</dt>
          <dd className={styles.definition}>{intl.formatMessage(entry.definition)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The brand's documents: the app's own pages of them, the brand's published versions, the user guide. */
function DocumentsPanel() {
  const intl = useIntl();
  const { brand } = useAppContext();
  return (
    <div className={styles.section}>
      <p className={styles.text}>{intl.formatMessage(m.documentsIntro)}</p>
      <ul className={styles.list}>
        {legalDocuments.map((document) => {
          const title = intl.formatMessage(legalTitle(document));
          return (
            <li key={document} className={styles.hit}>
              <Link to={legalPaths[document]}>{title}</Link>
              <a className={styles.hitDetails} href={brand.links[document]} target="_blank" rel="noreferrer">
                {intl.formatMessage(m.onWebsite, { title, company: brand.company.name })}
              </a>
            </li>
          );
        })}
        <li className={styles.hit}>
          <a href={brand.links.userGuide} target="_blank" rel="noreferrer">
            {intl.formatMessage(m.userGuideDownload)}
          </a>
        </li>
      </ul>
    </div>
  );
}

function UserGuidePanel() {
  const intl = useIntl();
  const { brand } = useAppContext();
  return (
    <div className={styles.section}>
      <p className={styles.text}>{intl.formatMessage(m.userGuideIntro)}</p>
      <p className={styles.text}>
        <a href={brand.links.userGuide} target="_blank" rel="noreferrer">
          {intl.formatMessage(m.userGuideDownload)}
        </a>
      </p>
    </div>
  );
}

const kindHeadings: Record<HelpSearchKind, keyof typeof m> = {
  terminal: 'terminals',
  product: 'products',
  additive: 'additives',
};

/** The search over the session's master data: terminals, products and additives [S5]. */
function SearchPanel() {
  const intl = useIntl();
  const { brand } = useAppContext();
  const metadata = useSessionState().metadata;
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const hideRegion = brand.flags.HIDE_REGION;
  const hits = useMemo(
    () => (metadata ? searchMasterData(metadata, deferred, { hideRegion }) : []),
    [metadata, deferred, hideRegion],
  );
  const searching = deferred.trim().length >= MIN_QUERY_LENGTH;
  const groups = (['terminal', 'product', 'additive'] as const)
    .map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) }))
    .filter((g) => g.hits.length > 0);
  return (
    <div className={styles.section} role="search">
      <TextField
        type="search"
        label={intl.formatMessage(m.searchLabel)}
        description={intl.formatMessage(m.searchHint, { min: MIN_QUERY_LENGTH })}
        value={query}
        onChange={setQuery}
      />
      <p className={styles.hitDetails} role="status">
        {searching ? intl.formatMessage(m.searchCount, { count: hits.length, query: deferred.trim() }) : ''}
      </p>
      {searching && hits.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.noHits)} description={intl.formatMessage(m.noHitsHint)} />
      ) : null}
      <div className={styles.hitGroups}>
        {groups.map((group) => (
          <section
            key={group.kind}
            className={styles.section}
            aria-label={intl.formatMessage(m[kindHeadings[group.kind]])}
          >
            <h2 className={styles.heading}>{intl.formatMessage(m[kindHeadings[group.kind]])}</h2>
            <ul className={styles.list}>
              {group.hits.map((hit) => (
                <SearchHit key={`${hit.kind}-${hit.id}`} hit={hit} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

function SearchHit({ hit }: { hit: HelpSearchHit }) {
  return (
    <li className={styles.hit}>
      <span>{hit.name}</span>
      {hit.details.length > 0 ? <span className={styles.hitDetails}>{hit.details.join(' · ')}</span> : null}
    </li>
  );
}

/** The third-party help widget: after consent a button opens it; before, the page says why not [B5]. */
function HelpWidgetBox() {
  const intl = useIntl();
  const widget = useHelpWidget();
  return (
    <Card title={intl.formatMessage(m.personalHelp)} headingLevel={2}>
      {widget.status === 'ready' ? (
        <Button onPress={() => widget.widget.open()}>{intl.formatMessage(m.widgetOpen)}</Button>
      ) : widget.status === 'loading' ? (
        <p className={styles.text}>{intl.formatMessage(m.widgetLoading)}</p>
      ) : widget.status === 'unavailable' ? (
        <InlineAlert tone="info" title={intl.formatMessage(m.widgetUnavailable)} />
      ) : (
        <div className={styles.section}>
          <p className={styles.text}>{intl.formatMessage(m.widgetNoConsent)}</p>
          <CookieSettingsButton />
        </div>
      )}
      <p className={styles.text}>
        <Link to="/kontakt">{intl.formatMessage(m.contactLink)}</Link>
      </p>
    </Card>
  );
}
