import type { Schemas } from '@fuelmarket/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';
import { format, toNewsHtml } from './richText';

afterEach(() => network.resetHandlers());

const news: Schemas['NewsItem'][] = Array.from({ length: 10 }, (_, i) => ({
  id: `news-${i + 1}`,
  date: `2026-11-${String(20 - i).padStart(2, '0')}T08:00:00.000Z`,
  seller: { id: 'acc-suedoel', name: 'Südöl Vertrieb GmbH' },
  title: `Meldung ${i + 1}`,
  text: `<p>Text <strong>${i + 1}</strong></p>`,
}));

describe('news box', () => {
  it('[L6] the dashboard teases the latest news; /statistik is news and statistics with the last 10', async () => {
    fakeBackend({ type: 'buyer', news });
    const { history } = renderApp('/');
    const teaser = await screen.findByRole('region', { name: 'Neueste Nachricht' }, { timeout: 5000 });
    expect(await within(teaser).findByRole('heading', { name: 'Meldung 1' })).toBeInTheDocument();
    expect(within(teaser).queryByRole('heading', { name: 'Meldung 2' })).toBeNull();
    expect(within(teaser).getByText('1', { selector: 'strong' })).toBeInTheDocument();

    await userEvent.click(within(teaser).getByRole('link', { name: 'Alle Neuigkeiten' }));
    await waitFor(() => expect(history.location.pathname).toBe('/statistik'));
    expect(await screen.findByRole('heading', { level: 1, name: 'News und Statistik' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^News und Statistik – /));
    const box = screen.getByRole('region', { name: 'Neuigkeiten' });
    expect(await within(box).findAllByRole('article')).toHaveLength(10);
    // Buyers read; they do not publish.
    expect(screen.queryByRole('region', { name: 'Neuigkeit veröffentlichen' })).toBeNull();
  });

  it('[L6] a seller without newsBox has plain statistics, no news box', async () => {
    fakeBackend({ type: 'seller', features: [] });
    renderApp('/statistik');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistik' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Neuigkeiten' })).toBeNull();
  });

  it('a seller with newsBox writes formatted news, sees the preview and then the news in the box', async () => {
    const backend = fakeBackend({ type: 'seller', features: ['newsBox'], news: [] });
    renderApp('/statistik');
    const composer = await screen.findByRole(
      'region',
      { name: 'Neuigkeit veröffentlichen' },
      { timeout: 5000 },
    );
    await userEvent.type(within(composer).getByRole('textbox', { name: 'Überschrift' }), 'Ladezeiten');
    const text = within(composer).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    await userEvent.type(text, 'Ab Montag länger geöffnet');
    text.setSelectionRange(10, 16);
    await userEvent.click(within(composer).getByRole('button', { name: 'Fett' }));
    expect(text.value).toBe('Ab Montag **länger** geöffnet');
    const preview = within(composer).getByRole('region', { name: 'Vorschau' });
    expect(within(preview).getByText('länger', { selector: 'strong' })).toBeInTheDocument();

    await userEvent.click(within(composer).getByRole('button', { name: 'Veröffentlichen' }));
    expect(await within(composer).findByText('Die Neuigkeit ist veröffentlicht.')).toBeInTheDocument();
    expect(backend.bodies.get('POST /api/news')).toEqual([
      { title: 'Ladezeiten', text: '<p>Ab Montag <strong>länger</strong> geöffnet</p>' },
    ]);
    const box = screen.getByRole('region', { name: 'Neuigkeiten' });
    expect(await within(box).findByRole('heading', { name: 'Ladezeiten' })).toBeInTheDocument();
  });

  it('keeps the text when publishing fails, and says why nothing was sent without text', async () => {
    const backend = fakeBackend({ type: 'seller', features: ['newsBox'], news: [] });
    backend.failNext('POST /api/news', 503);
    renderApp('/statistik');
    const composer = await screen.findByRole(
      'region',
      { name: 'Neuigkeit veröffentlichen' },
      { timeout: 5000 },
    );
    await userEvent.click(within(composer).getByRole('button', { name: 'Veröffentlichen' }));
    expect(await within(composer).findByText('Bitte geben Sie einen Text ein.')).toBeInTheDocument();
    expect(backend.count('POST /api/news')).toBe(0);
    const text = within(composer).getByRole('textbox', { name: 'Text' });
    await userEvent.type(text, 'Hallo');
    await userEvent.click(within(composer).getByRole('button', { name: 'Veröffentlichen' }));
    expect(
      await within(composer).findByText(
        'Die Neuigkeit konnte nicht veröffentlicht werden (Status 503). Ihr Text bleibt erhalten.',
      ),
    ).toBeInTheDocument();
    expect(text).toHaveValue('Hallo');
  });
});

describe('the news editor’s text', () => {
  it('turns paragraphs, bold, italic and list lines into the news subset and escapes everything else', () => {
    expect(toNewsHtml('Erste **Zeile**\nzweite _Zeile_\n\n- eins\n- zwei\n\n<script>alert(1)</script>')).toBe(
      '<p>Erste <strong>Zeile</strong><br>zweite <em>Zeile</em></p><ul><li>eins</li><li>zwei</li></ul>' +
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(toNewsHtml('  \n\n ')).toBe('');
  });

  it('wraps the selection for bold and italic and makes its lines a list', () => {
    expect(format('ab cd', 3, 5, 'bold')).toEqual({ text: 'ab **cd**', start: 5, end: 7 });
    expect(format('ab cd', 0, 2, 'italic')).toEqual({ text: '_ab_ cd', start: 1, end: 3 });
    expect(format('a\nb', 0, 3, 'list').text).toBe('- a\n- b');
  });
});
