import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { id: 'price', title: 'Wie entsteht der Preis?', content: 'Aus ICE-Notierung, Wechselkurs und Aufschlag.' },
  { id: 'basket', title: 'Wie lange gilt die Reservierung?', content: 'Bis der Countdown abläuft.' },
  { id: 'order', title: 'Wann wird bestätigt?', content: 'Sobald der Verkäufer angenommen hat.' },
];

describe('Accordion', () => {
  it('puts each title as a collapsed button in a heading; its content is hidden until opened', async () => {
    render(<Accordion items={items} headingLevel={2} />);
    const button = screen.getByRole('button', { name: 'Wie entsteht der Preis?' });
    expect(button.closest('h2')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Aus ICE-Notierung, Wechselkurs und Aufschlag.')).toBeNull();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Wie entsteht der Preis?' });
    expect(answer).toHaveTextContent('Aus ICE-Notierung, Wechselkurs und Aufschlag.');
    expect(button).toHaveAttribute('aria-controls', answer.id);
  });

  it('opens entries independently and starts with `defaultOpen` open', async () => {
    render(<Accordion items={items} defaultOpen={['basket']} />);
    expect(screen.getByText('Bis der Countdown abläuft.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Wann wird bestätigt?' }));
    expect(screen.getByText('Bis der Countdown abläuft.')).toBeVisible();
    expect(screen.getByText('Sobald der Verkäufer angenommen hat.')).toBeVisible();
  });

  it('moves between titles with the arrow keys, Home and End, and toggles with Enter and Space', async () => {
    render(<Accordion items={items} />);
    const [first, second, third] = screen.getAllByRole('button');
    first!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
