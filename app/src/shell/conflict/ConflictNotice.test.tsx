import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ConflictNotice } from './ConflictNotice';

function renderNotice(props: Partial<Parameters<typeof ConflictNotice>[0]> = {}) {
  const onReload = vi.fn();
  const onOverwrite = vi.fn();
  render(
    <IntlProvider locale="de" defaultLocale="de" onError={() => {}}>
      <button type="submit">Speichern</button>
      <ConflictNotice onReload={onReload} onOverwrite={onOverwrite} {...props} />
    </IntlProvider>,
  );
  return { onReload, onOverwrite };
}

describe('ConflictNotice', () => {
  it('interrupts with the choice to load the current state or to overwrite it', () => {
    renderNotice();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Diese Daten wurden inzwischen von einem anderen Benutzer geändert.');
    expect(alert).toHaveTextContent('Ihre Eingaben gehen dabei verloren');
    expect(screen.getByRole('button', { name: 'Aktuellen Stand laden' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mit meinen Eingaben überschreiben' })).toBeEnabled();
  });

  it('names what was changed when the form says so', () => {
    renderNotice({ title: 'Die Einstellungen von Aviat Nord GmbH wurden inzwischen geändert.' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die Einstellungen von Aviat Nord GmbH wurden inzwischen geändert.',
    );
  });

  it('takes the focus when it appears, so the next Tab reaches the choices', async () => {
    const user = userEvent.setup();
    renderNotice();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Aktuellen Stand laden' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mit meinen Eingaben überschreiben' })).toHaveFocus();
  });

  it('runs the choice pressed and disables both while it runs', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onOverwrite = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onReload } = renderNotice({ onOverwrite });
    await user.click(screen.getByRole('button', { name: 'Mit meinen Eingaben überschreiben' }));
    expect(onOverwrite).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Aktuellen Stand laden' })).toBeDisabled();
    finish();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Aktuellen Stand laden' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Aktuellen Stand laden' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('offers no choice while the form is saving', () => {
    renderNotice({ isDisabled: true });
    expect(screen.getByRole('button', { name: 'Aktuellen Stand laden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mit meinen Eingaben überschreiben' })).toBeDisabled();
  });
});
