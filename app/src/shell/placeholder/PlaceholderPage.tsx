import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { placeholderMessages } from './messages';

export interface PlaceholderPageProps {
  /** The screen's name, shown as the page heading. */
  title: MessageDescriptor;
  children?: React.ReactNode;
}

/** A screen not built yet: names the screen and says so; shows no data. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <section>
      <h1>
        <FormattedMessage {...title} />
      </h1>
      <p>
        <FormattedMessage {...placeholderMessages.comingSoon} />
      </p>
      {children}
    </section>
  );
}
