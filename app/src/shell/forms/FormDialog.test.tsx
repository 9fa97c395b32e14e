import { ApiError } from '@fuelmarket/api-client';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog, type DiscardQuestion } from './FormDialog';
import { FormTextField } from './textFields';
import { useSaveForm, type Current } from './useSaveForm';

interface Depot {
  name: string;
  city: string;
}

interface Options {
  save?: (values: Depot, version: number | undefined) => Promise<void>;
  current?: () => Promise<Current<Depot> | null>;
  discardQuestion?: DiscardQuestion;
}

/** A form as features build it: the kit's frame, save and fields. */
function DepotDialog({
  save = async () => {},
  current,
  discardQuestion,
  onClose,
}: Options & { onClose: () => void }) {
  const form = useForm<Depot>({ defaultValues: { name: '', city: '' } });
  const saving = useSaveForm({
    form,
    fields: ['name', 'city'],
    version: 3,
    problems: { name_taken: { id: 'test.nameTaken', defaultMessage: 'Diesen Namen gibt es schon.' } },
    save,
    ...(current ? { current } : {}),
  });
  return (
    <FormDialog
      formId="depot-form"
      title="Lager anlegen"
      form={form}
      save={saving}
      onClose={onClose}
      {...(discardQuestion ? { discardQuestion } : {})}
    >
      <FormTextField<Depot> name="name" label="Name" />
      <FormTextField<Depot> name="city" label="Ort" />
    </FormDialog>
  );
}

function renderForm(options: Options = {}) {
  const onClose = vi.fn();
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <DepotDialog {...options} onClose={onClose} />,
  });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '/kontakt',
    component: () => <h1>Anderswo</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <IntlProvider locale="de" defaultLocale="de" onError={() => {}}>
      <RouterProvider router={router as never} />
    </IntlProvider>,
  );
  return { onClose, router, user: userEvent.setup() };
}

const problem = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, { type: 'about:blank', title: 'Abgelehnt', status, ...body });

describe('the form kit: FormDialog, useSaveForm and the bound fields', () => {
  it('closes at once while nothing is entered; Speichern saves the entries over the version read', async () => {
    const save = vi.fn(async () => {});
    const { onClose, user } = renderForm({ save });
    const dialog = await screen.findByRole('dialog', { name: 'Lager anlegen' });
    expect(within(dialog).getByRole('form', { name: 'Lager anlegen' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nord');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Nord', city: '' }, 3));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('[V12] asks before unsaved entries are lost: Weiter bearbeiten keeps them, Verwerfen closes', async () => {
    const { onClose, user } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nord');
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

  it('[V12] asks before a route change takes unsaved entries away; Verwerfen goes on, the form’s own words where given', async () => {
    const { router, user } = renderForm({
      discardQuestion: { title: 'Eingaben verwerfen?', keepLabel: 'Zurück' },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nord');
    void router.navigate({ to: '/kontakt' });
    let question = await screen.findByRole('alertdialog', { name: 'Eingaben verwerfen?' });
    await user.click(within(question).getByRole('button', { name: 'Zurück' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nord');
    void router.navigate({ to: '/kontakt' });
    question = await screen.findByRole('alertdialog', { name: 'Eingaben verwerfen?' });
    await user.click(within(question).getByRole('button', { name: 'Verwerfen' }));
    expect(await screen.findByRole('heading', { name: 'Anderswo' })).toBeInTheDocument();
  });

  it('puts a 400’s field problems on their fields by JSON pointer in the words of their codes, lists the rest above them, keeps the entries', async () => {
    const save = vi.fn(async () => {
      throw problem(400, {
        code: 'VALIDATION_FAILED',
        errors: [
          { path: '/name', code: 'name_taken', message: 'name_taken' },
          {
            path: '/city',
            code: 'too_long',
            limit: 100,
            message: 'Das Feld „city“ darf höchstens 100 Zeichen lang sein.',
          },
          { path: '/regionId', code: 'not_found', message: 'not_found' },
        ],
      });
    });
    const { user } = renderForm({ save });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nord');
    await user.type(screen.getByRole('textbox', { name: 'Ort' }), 'Hamburg');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'Diesen Namen gibt es schon.',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Ort' })).toHaveAccessibleDescription(
      'Höchstens 100 Zeichen.',
    );
    const form = screen.getByRole('form', { name: 'Lager anlegen' });
    expect(form).toHaveTextContent('Der Server hat die Eingaben abgelehnt.');
    expect(within(form).getByRole('listitem')).toHaveTextContent('Diesen Eintrag gibt es nicht (mehr).');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nord');
    expect(screen.getByRole('textbox', { name: 'Ort' })).toHaveValue('Hamburg');
  });

  it('[V12] turns a 409 version conflict into the choice: load the state saved meanwhile, or overwrite it', async () => {
    const save = vi
      .fn<(values: Depot, version: number | undefined) => Promise<void>>()
      .mockRejectedValueOnce(problem(409, { code: 'VERSION_CONFLICT' }))
      .mockRejectedValueOnce(problem(409, { code: 'VERSION_CONFLICT' }))
      .mockResolvedValue(undefined);
    const current = vi.fn(async () => ({ version: 4, values: { name: 'Süd', city: 'München' } }));
    const { user } = renderForm({ save, current });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nord');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await user.click(await screen.findByRole('button', { name: 'Aktuellen Stand laden' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Süd'));
    expect(screen.queryByRole('button', { name: 'Aktuellen Stand laden' })).toBeNull();

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'West');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await user.click(await screen.findByRole('button', { name: 'Mit meinen Eingaben überschreiben' }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith({ name: 'West', city: 'München' }, 4));
    expect(screen.queryByRole('button', { name: 'Mit meinen Eingaben überschreiben' })).toBeNull();
  });

  it('says 403, 404 and any other failure in German above the fields and keeps the entries', async () => {
    const save = vi
      .fn<(values: Depot, version: number | undefined) => Promise<void>>()
      .mockRejectedValueOnce(problem(403, { code: 'FORBIDDEN' }))
      .mockRejectedValueOnce(problem(404, { code: 'NOT_FOUND' }))
      .mockRejectedValueOnce(problem(503, { code: 'UNAVAILABLE', detail: 'Wartung bis 6 Uhr.' }));
    const { user } = renderForm({ save });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Nord');
    const form = screen.getByRole('form', { name: 'Lager anlegen' });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(form).toHaveTextContent('Dafür fehlt Ihnen die Berechtigung (Status 403).'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(form).toHaveTextContent('Diesen Eintrag gibt es nicht (mehr) (Status 404).'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(form).toHaveTextContent(
        'Das Speichern ist fehlgeschlagen (Status 503). Bitte versuchen Sie es erneut.Wartung bis 6 Uhr.',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nord');
  });
});
