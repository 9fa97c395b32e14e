import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/render';
import { createToastQueue, showToast, ToastRegion } from './Toast';

describe('Toast', () => {
  it('shows a queued toast with title and description and closes it with its button', async () => {
    const queue = createToastQueue();
    const { user } = renderWithUi(<ToastRegion queue={queue} />);
    act(() => {
      showToast(
        { title: 'Nachricht gesendet', description: 'Wir melden uns in Kürze.', tone: 'positive' },
        { queue },
      );
    });
    const toast = await screen.findByRole('alertdialog', { name: /Nachricht gesendet/ });
    expect(toast).toHaveTextContent('Wir melden uns in Kürze.');
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Benachrichtigung schließen' }));
    expect(screen.queryByText('Nachricht gesendet')).not.toBeInTheDocument();
  });

  it('keeps critical toasts until closed; others time out', () => {
    const queue = createToastQueue();
    const critical = showToast({ title: 'Fehler beim Senden', tone: 'critical' }, { queue });
    const info = showToast({ title: 'Gespeichert' }, { queue });
    const byKey = Object.fromEntries(queue.visibleToasts.map((t) => [t.key, t.timeout]));
    expect(byKey[critical]).toBeUndefined();
    expect(byKey[info]).toBe(6000);
  });
});
