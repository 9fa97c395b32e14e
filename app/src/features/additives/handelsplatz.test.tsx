import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, type FakeAccount } from '../../test/backend';
import { fakeMarket } from '../../test/marketBackend';
import { renderApp } from '../../test/renderApp';
import { fakeAdditives, relationship } from '../../test/additivesNetwork';

// Whole-app renders on 2 shared cores: the first render of a file compiles a lot.
configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const buyer: FakeAccount = { type: 'buyer', features: ['productAdditives'], roles: ['MyOffers_Purchase'] };

function start(account: FakeAccount, additivesActive: boolean) {
  const backend = fakeBackend(account);
  // The market's metadata and basket win over the additives fake's (registered later).
  fakeAdditives(backend, { relationships: [relationship(additivesActive)] });
  fakeMarket(backend);
  const view = renderApp('/handelsplatz');
  stop = () => view.app.timer.stop();
  return backend;
}

describe('/handelsplatz with the additives marketplace', () => {
  it('[E3][S7] an additives-enabled buyer finds the Additive tab with offers, locations and empty-barrel return', async () => {
    const user = userEvent.setup();
    const backend = start(buyer, true);
    await user.click(await screen.findByRole('tab', { name: 'Additive' }));
    expect(await screen.findByRole('cell', { name: 'AdBlue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lieferorte für Additive' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leerfass-Rückgabe' })).toBeInTheDocument();
    expect(backend.calls).toContain('GET /api/empty-barrels');
  });

  it('[E3] without an additives-enabled relationship the market shows fuels only', async () => {
    start(buyer, false);
    await screen.findByRole('table', { name: 'Kraftstoffangebote' });
    expect(screen.queryByRole('tab', { name: 'Additive' })).not.toBeInTheDocument();
  });
});
