import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title heading', () => {
    render(
      <Card title="Marktinformationen" headingLevel={3}>
        Inhalt
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Marktinformationen' })).toHaveTextContent('Inhalt');
    expect(screen.getByRole('heading', { level: 3, name: 'Marktinformationen' })).toBeInTheDocument();
  });

  it('renders actions and footer when given', () => {
    render(
      <Card title="Rangliste" actions={<button type="button">Filter</button>} footer="Stand: heute">
        Inhalt
      </Card>,
    );
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByText('Stand: heute').tagName).toBe('FOOTER');
  });

  it('has no header and no region name without a title', () => {
    const { container } = render(<Card>Nur Inhalt</Card>);
    expect(container.querySelector('header')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
