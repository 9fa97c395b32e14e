import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title, description and action, with the icon hidden from screen readers', () => {
    render(
      <EmptyState
        title="Keine Bestellungen vorhanden"
        description="Sobald Sie bestellen, erscheinen Ihre Bestellungen hier."
        icon={<span>📦</span>}
        action={<button type="button">Zum Handelsplatz</button>}
      />,
    );
    expect(screen.getByText('Keine Bestellungen vorhanden')).toBeInTheDocument();
    expect(screen.getByText(/Sobald Sie bestellen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zum Handelsplatz' })).toBeInTheDocument();
    expect(screen.getByText('📦').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders the title as the requested heading level', () => {
    render(<EmptyState title="Keine Angebote" titleAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Keine Angebote' })).toBeInTheDocument();
  });

  it('announces a critical state as an alert', () => {
    render(<EmptyState title="Die Rangliste konnte nicht geladen werden" tone="critical" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Die Rangliste konnte nicht geladen werden');
  });
});
