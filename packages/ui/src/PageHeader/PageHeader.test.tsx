import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as the page h1 with subtitle, eyebrow and actions', () => {
    render(
      <PageHeader
        title="Bestellungen"
        subtitle="Alle Bestellungen Ihres Unternehmens"
        eyebrow={<a href="/">Dashboard</a>}
        actions={<button type="button">Exportieren</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeInTheDocument();
    expect(screen.getByText('Alle Bestellungen Ihres Unternehmens')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportieren' })).toBeInTheDocument();
  });

  it('leaves out optional parts', () => {
    const { container } = render(<PageHeader title="Kontakt" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
