import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { renderWithUi } from '../test/render';
import { DialogTrigger } from './index';
import { Modal } from './Modal';

describe('Modal', () => {
  it('opens from a DialogTrigger, is labelled by its title and closes with the X button', async () => {
    const { user } = renderWithUi(
      <DialogTrigger>
        <Button>Lieferadresse hinzufügen</Button>
        <Modal title="Neue Lieferadresse">Formular</Modal>
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Lieferadresse hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Lieferadresse' });
    expect(dialog).toHaveTextContent('Formular');
    // react-aria adds hidden dismiss buttons for screen readers around the dialog; ours is inside it.
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('passes close to footer render functions and reports closing', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithUi(
      <Modal
        isOpen
        onOpenChange={onOpenChange}
        title="Warenkorb"
        footer={(close) => <Button onPress={close}>Fertig</Button>}
      >
        Inhalt
      </Modal>,
    );
    await user.click(await screen.findByRole('button', { name: 'Fertig' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
