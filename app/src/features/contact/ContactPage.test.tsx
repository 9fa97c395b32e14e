import { brandIds, brands } from '@fuelmarket/brands';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../test/backend';
import { renderApp } from '../../test/renderApp';

configure({ asyncUtilTimeout: 5000 });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

function open(brand: (typeof brandIds)[number] = 'default') {
  const backend = fakeBackend({ type: 'buyer', termsAccepted: true });
  const view = renderApp('/kontakt', { brand });
  stop = () => view.app.timer.stop();
  return { backend, user: userEvent.setup() };
}

const form = () => screen.findByRole('form', { name: 'Kontaktformular' }, { timeout: 10_000 });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const f = await form();
  await user.type(within(f).getByRole('textbox', { name: /Betreff/ }), 'Frage zur Abholung');
  await user.type(
    within(f).getByRole('textbox', { name: /Ihre Nachricht/ }),
    'Können wir am Terminal Hamburg auch samstags laden?',
  );
  return f;
}

describe('/kontakt: the contact form', () => {
  it('[M2] warns about missing entries, names the fields and sends nothing', async () => {
    const { backend, user } = open();
    const f = await form();
    // Name and e-mail start with the signed-in user's.
    expect(within(f).getByRole('textbox', { name: /^Name/ })).toHaveValue('Jana Becker');
    expect(within(f).getByRole('textbox', { name: /^E-Mail/ })).toHaveValue('kaeufer@nordheiz.de');
    await user.type(within(f).getByRole('textbox', { name: /Betreff/ }), '   ');
    await user.click(within(f).getByRole('button', { name: 'Nachricht senden' }));
    expect(await within(f).findByRole('alert')).toHaveTextContent('Bitte füllen Sie alle Pflichtfelder aus.');
    expect(within(f).getByRole('textbox', { name: /Betreff/ })).toHaveAccessibleDescription(/Pflichtfeld/);
    expect(within(f).getByRole('textbox', { name: /Ihre Nachricht/ })).toHaveAccessibleDescription(
      /Pflichtfeld/,
    );
    expect(backend.count('POST /api/contact')).toBe(0);
  });

  it('[M2] reports a sending error and keeps the entries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { backend, user } = open();
    backend.failNext('POST /api/contact', 503);
    const f = await fillIn(user);
    await user.click(within(f).getByRole('button', { name: 'Nachricht senden' }));
    expect(await within(f).findByRole('alert')).toHaveTextContent(
      'Ihre Nachricht konnte nicht gesendet werden.',
    );
    expect(within(f).getByRole('textbox', { name: /Betreff/ })).toHaveValue('Frage zur Abholung');
    expect(screen.queryByText('Ihre Nachricht wurde gesendet.')).toBeNull();
    warn.mockRestore();
  });

  it('[M2] too many messages: says so, the entries stay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { backend, user } = open();
    backend.failNext('POST /api/contact', 429, 'RATE_LIMITED');
    const f = await fillIn(user);
    await user.click(within(f).getByRole('button', { name: 'Nachricht senden' }));
    expect(await within(f).findByRole('alert')).toHaveTextContent('viele Nachrichten gesendet');
    warn.mockRestore();
  });

  it('[M2] confirms "message sent" after sending the trimmed entries', async () => {
    const { backend, user } = open();
    const f = await fillIn(user);
    await user.type(within(f).getByRole('textbox', { name: /Telefon/ }), '  ');
    await user.click(within(f).getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Ihre Nachricht wurde gesendet.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('kaeufer@nordheiz.de');
    expect(backend.bodies.get('POST /api/contact')).toEqual([
      {
        name: 'Jana Becker',
        email: 'kaeufer@nordheiz.de',
        subject: 'Frage zur Abholung',
        message: 'Können wir am Terminal Hamburg auch samstags laden?',
      },
    ]);
    // The form stays, emptied for another message, name and e-mail as before.
    expect(within(f).getByRole('textbox', { name: /Betreff/ })).toHaveValue('');
    expect(within(f).getByRole('textbox', { name: /Ihre Nachricht/ })).toHaveValue('');
    expect(within(f).getByRole('textbox', { name: /^Name/ })).toHaveValue('Jana Becker');
  });

  it.each(brandIds)('[B4] brand %s: shows the brand’s company contact block beside the form', async (id) => {
    open(id);
    await form();
    const block = screen.getByRole('region', { name: 'So erreichen Sie uns' });
    const { company } = brands[id];
    expect(block).toHaveTextContent(company.name);
    expect(block).toHaveTextContent(company.address.street);
    expect(within(block).getByRole('link', { name: company.supportContact.email })).toHaveAttribute(
      'href',
      `mailto:${company.supportContact.email}`,
    );
    await waitFor(() => expect(document.title).toBe(`Kontakt – ${brands[id].displayName}`));
  });
});
