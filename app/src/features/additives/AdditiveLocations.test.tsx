import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { renderFeature } from '../../test/renderFeature';
import { AdditiveLocations } from './AdditiveLocations';
import { fakeAdditives } from '../../test/additivesNetwork';

// Whole-feature renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

const LIST = 'GET /api/metadata/locations';

function start() {
  const backend = fakeBackend({ type: 'buyer', features: ['productAdditives'] });
  const fake = fakeAdditives(backend);
  const view = renderFeature(<AdditiveLocations />);
  stop = view.stop;
  return { backend, fake, view };
}

const lueneburg = {
  name: 'Betriebshof Lüneburg',
  address: {
    street: 'Bockelmannstraße 4',
    postCode: '21337',
    city: 'Lüneburg',
    county: 'Niedersachsen',
    country: 'DE',
  },
};

async function fillLueneburg(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Bezeichnung' }), lueneburg.name);
  await user.type(screen.getByRole('textbox', { name: 'Straße und Hausnummer' }), lueneburg.address.street);
  await user.type(screen.getByRole('textbox', { name: 'PLZ' }), lueneburg.address.postCode);
  await user.type(screen.getByRole('textbox', { name: 'Ort' }), lueneburg.address.city);
  await user.type(screen.getByRole('textbox', { name: 'Bundesland' }), lueneburg.address.county);
}

/** The calls after the `index`th call of `call`. */
const callsAfter = (calls: string[], call: string) => calls.slice(calls.lastIndexOf(call) + 1);

describe('AdditiveLocations', () => {
  it('lists the locations with their address', async () => {
    start();
    const row = (await screen.findByRole('cell', { name: 'Tanklager Hamburg-Wilhelmsburg' })).closest('tr')!;
    expect(within(row).getByText('Reiherstieg 22, 21107 Hamburg, Hamburg, Deutschland')).toBeInTheDocument();
  });

  it('[V1] asks for every required field in German before sending', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await screen.findByRole('cell', { name: 'Tanklager Hamburg-Wilhelmsburg' });
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findAllByText('Pflichtfeld')).toHaveLength(5);
    expect(backend.calls).not.toContain('POST /api/metadata/locations');
  });

  it('[C2] creating a location sends it and loads the list again', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await screen.findByRole('cell', { name: 'Tanklager Hamburg-Wilhelmsburg' });
    await fillLueneburg(user);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('cell', { name: 'Betriebshof Lüneburg' })).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/metadata/locations')).toEqual([lueneburg]);
    expect(callsAfter(backend.calls, 'POST /api/metadata/locations')).toContain(LIST);
    // The form is empty again for the next one, without field errors.
    expect(screen.getByRole('textbox', { name: 'Bezeichnung' })).toHaveValue('');
    expect(screen.queryAllByText('Pflichtfeld')).toEqual([]);
  });

  it('[C2] changing a location sends it and loads the list again', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await user.click(
      await screen.findByRole('button', { name: 'Tanklager Hamburg-Wilhelmsburg bearbeiten' }),
    );
    const name = screen.getByRole('textbox', { name: 'Bezeichnung' });
    expect(name).toHaveValue('Tanklager Hamburg-Wilhelmsburg');
    await user.clear(name);
    await user.type(name, 'Tanklager Hamburg-Süd');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('cell', { name: 'Tanklager Hamburg-Süd' })).toBeInTheDocument();
    expect(backend.bodies.get('PUT /api/metadata/locations/loc-1')).toEqual([
      {
        name: 'Tanklager Hamburg-Süd',
        address: {
          street: 'Reiherstieg 22',
          postCode: '21107',
          city: 'Hamburg',
          county: 'Hamburg',
          country: 'DE',
        },
      },
    ]);
    expect(callsAfter(backend.calls, 'PUT /api/metadata/locations/loc-1')).toContain(LIST);
  });

  it('[C2] deleting a location loads the list again', async () => {
    const user = userEvent.setup();
    const { backend } = start();
    await user.click(await screen.findByRole('button', { name: 'Tanklager Hamburg-Wilhelmsburg löschen' }));
    expect(await screen.findByText('Noch keine Lieferorte angelegt.')).toBeInTheDocument();
    expect(backend.calls).toContain('DELETE /api/metadata/locations/loc-1');
    expect(callsAfter(backend.calls, 'DELETE /api/metadata/locations/loc-1')).toContain(LIST);
  });

  it('[H4] a failed save is logged and swallowed: the form keeps its input and a German toast says so', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backend, fake } = start();
    await screen.findByRole('cell', { name: 'Tanklager Hamburg-Wilhelmsburg' });
    fake.failNext('POST /api/metadata/locations', 503);
    await fillLueneburg(user);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Der Lieferort konnte nicht gespeichert werden. Bitte später erneut versuchen.',
      ),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[additives] location action failed', expect.anything());
    expect(screen.getByRole('textbox', { name: 'Bezeichnung' })).toHaveValue('Betriebshof Lüneburg');
    expect(screen.getByRole('textbox', { name: 'Ort' })).toHaveValue('Lüneburg');
    // Sending again works with what was kept.
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(backend.bodies.get('POST /api/metadata/locations')).toHaveLength(2));
    expect(await screen.findByRole('cell', { name: 'Betriebshof Lüneburg' })).toBeInTheDocument();
  });

  it('[H4] a failed delete is logged and swallowed; the location stays listed', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fake } = start();
    fake.failNext('DELETE /api/metadata/locations/loc-1', 500);
    await user.click(await screen.findByRole('button', { name: 'Tanklager Hamburg-Wilhelmsburg löschen' }));
    expect(
      await screen.findByText('Der Lieferort konnte nicht gelöscht werden. Bitte später erneut versuchen.'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[additives] location action failed', expect.anything());
    expect(screen.getByRole('cell', { name: 'Tanklager Hamburg-Wilhelmsburg' })).toBeInTheDocument();
  });
});
