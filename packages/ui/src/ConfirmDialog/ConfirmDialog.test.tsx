import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { renderWithUi } from '../test/render';
import { ConfirmDialog } from './ConfirmDialog';

function LogoutExample({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Abmelden</Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Abmelden"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        Möchten Sie sich wirklich abmelden?
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('[L4] opens as an alert dialog with Abbrechen focused; Enter on it cancels and focus returns', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithUi(<LogoutExample onConfirm={onConfirm} onCancel={onCancel} />);
    const trigger = screen.getByRole('button', { name: 'Abmelden' });
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Abmelden' });
    expect(dialog).toHaveTextContent('Möchten Sie sich wirklich abmelden?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    // react-aria restores focus once the overlay has unmounted.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('[L4] Tab then Enter confirms once, without counting as a cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithUi(<LogoutExample onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Escape cancels; focus stays trapped inside while open', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithUi(<LogoutExample onConfirm={vi.fn()} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus());
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('takes caller labels', async () => {
    renderWithUi(
      <ConfirmDialog
        isOpen
        title="Angebot löschen"
        confirmLabel="Löschen"
        variant="critical"
        onConfirm={vi.fn()}
      >
        Das Angebot wird entfernt.
      </ConfirmDialog>,
    );
    expect(await screen.findByRole('button', { name: 'Löschen' })).toBeInTheDocument();
  });
});
