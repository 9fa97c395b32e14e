import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { placeholderMessages } from '../../shell/placeholder/messages';
import { helpCenterBodyClass, helpCenterMessages, helpCenterPanels, helpCenterTitle } from './panels';

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

/** The help centre's frame: its panels as links; each panel says what it will hold until its content exists. */
export function HelpCenterPage({ panel }: HelpCenterPageProps) {
  const intl = useIntl();
  useBodyClass(helpCenterBodyClass);
  return (
    <section>
      <h1>
        <FormattedMessage {...helpCenterTitle({ panel })} />
      </h1>
      <nav aria-label={intl.formatMessage(helpCenterMessages.panels)}>
        <ul>
          {Object.entries(helpCenterPanels).map(([key, message]) => (
            <li key={key}>
              <Link
                to="/hilfe-center/{-$panel}/{-$tab}"
                params={{ panel: key, tab: undefined }}
                {...(panel === key ? { 'aria-current': 'page' as const } : {})}
              >
                <FormattedMessage {...message} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <FormattedMessage {...placeholderMessages.comingSoon} />
      </p>
    </section>
  );
}
