import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog, type FormDialogProps } from './FormDialog';

function Form(props: Partial<FormDialogProps>) {
  const [name, setName] = useState('');
  return (
    <FormDialog
      formId="test-form"
      title="Lager anlegen"
      onClose={() => {}}
      dirty={name !== ''}
      isSaving={false}
      onSubmit={(event) => event.preventDefault()}
      {...props}
    >
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
    </FormDialog>
  );
}

function renderForm(props: Partial<FormDialogProps> = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  render(
    <IntlProvider locale="de" defaultLocale="de" onError={() => {}}>
      <Form onClose={onClose} onSubmit={onSubmit} {...props} />
    </IntlProvider>,
  );
  return { onClose, onSubmit, user: userEvent.setup() };
}

describe('FormDialog', () => {
  it('closes at once while nothing is entered; Speichern submits the form', async () => {
    const { onClose, onSubmit, user } = renderForm();
    const dialog = screen.getByRole('dialog', { name: 'Lager anlegen' });
    expect(within(dialog).getByRole('form', { name: 'Lager anlegen' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('[V12] asks before unsaved entries are lost: Weiter bearbeiten keeps them, Verwerfen closes', async () => {
    const { onClose, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nord');
    await user.keyboard('{Escape}');
    let question = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    expect(question).toHaveTextContent('Ihre Eingaben sind noch nicht gespeichert und gehen verloren.');
    await user.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nord');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    question = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(question).getByRole('button', { name: 'Verwerfen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says a refusal and the problems no field shows above the fields, in the form’s own words where given', async () => {
    const { user } = renderForm({
      submitLabel: 'Lager anlegen',
      failure: { title: 'Das Speichern ist fehlgeschlagen.', detail: 'Der Name ist vergeben.' },
      rejected: ['Die Region gibt es nicht.'],
      discardQuestion: { title: 'Eingaben verwerfen?', keepLabel: 'Zurück' },
    });
    const form = screen.getByRole('form', { name: 'Lager anlegen' });
    expect(form).toHaveTextContent('Das Speichern ist fehlgeschlagen.Der Name ist vergeben.');
    expect(form).toHaveTextContent('Der Server hat die Eingaben abgelehnt.');
    expect(within(form).getByRole('listitem')).toHaveTextContent('Die Region gibt es nicht.');
    expect(screen.getByRole('button', { name: 'Lager anlegen' })).toHaveAttribute('type', 'submit');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nord');
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Eingaben verwerfen?' });
    expect(within(question).getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
  });
});
