import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { notificationBubbleMessages } from './messages';
import { NotificationBubble } from './NotificationBubble';

function renderDe(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="de" messages={notificationBubbleMessages.de}>
      {ui}
    </IntlProvider>,
  );
}

describe('NotificationBubble', () => {
  it('[L5] shows the exact count up to 99', () => {
    renderDe(<NotificationBubble count={99} />);
    expect(screen.getByText('99')).toBeInTheDocument();
  });

  it('[L5] shows 99+ above 99 while screen readers hear the exact count', () => {
    renderDe(<NotificationBubble count={120} label={(n) => `${n} offene Bestellungen`} />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('120 offene Bestellungen')).toBeInTheDocument();
  });

  it('[L5] renders nothing at 0', () => {
    const { container } = renderDe(<NotificationBubble count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has a default accessible text in singular and plural', () => {
    const { rerender } = renderDe(<NotificationBubble count={1} />);
    expect(screen.getByText('1 neue Benachrichtigung')).toBeInTheDocument();
    rerender(
      <IntlProvider locale="de" messages={notificationBubbleMessages.de}>
        <NotificationBubble count={3} />
      </IntlProvider>,
    );
    expect(screen.getByText('3 neue Benachrichtigungen')).toBeInTheDocument();
  });
});
