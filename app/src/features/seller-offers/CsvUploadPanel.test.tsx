import type { paths, Schemas } from '@fuelmarket/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createOpenApiHttp } from 'openapi-msw';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, network } from '../../test/backend';
import { renderApp } from '../../test/renderApp';

const http = createOpenApiHttp<paths>();

// A browser builds and sends a multipart body in one realm. Here the request goes through Node's fetch,
// which can read neither jsdom's FormData nor its File: the upload uses Node's own (a FormData of Node's
// Response) and the file dialog answers a Node File. Node's multipart parser (the fake server reading the
// body) checks the files it makes against the global File, so that is Node's too while these tests run.
const NodeFormData = (
  await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
).constructor;
beforeEach(() => {
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('File', NodeFile);
});
afterEach(() => {
  vi.unstubAllGlobals();
  network.resetHandlers();
});

const validPreview: Schemas['CsvUploadPreview'] = {
  uploadId: 'up-78',
  fileName: 'angebote-kw49.csv',
  size: 17820,
  valid: true,
  created: 10,
  updated: 4,
  deleted: 1,
  errors: [],
};

const entry: Schemas['CsvUploadHistoryEntry'] = {
  id: 'up-78',
  fileName: 'angebote-kw49.csv',
  size: 17820,
  appliedAt: '2026-11-22T07:40:00.000Z',
  user: { id: 'u-seller-1', name: 'Markus Weber' },
  created: 10,
  updated: 4,
  deleted: 1,
};

/** The upload endpoints: previews answer `preview`, apply answers `applied` (or the problem); records calls. */
function fakeUploads(preview: Schemas['CsvUploadPreview'], applied: 'ok' | 'failed' | 'expired' = 'ok') {
  const state = {
    history: [] as Schemas['CsvUploadHistoryEntry'][],
    files: [] as string[],
    applied: [] as string[],
  };
  network.use(
    http.get('/api/seller/offers', ({ response }) => response(200).json([])),
    http.get('/api/seller/offer-uploads', ({ response }) => response(200).json(state.history)),
    http.post('/api/seller/offer-uploads/preview', async ({ request, response }) => {
      const form = await request.formData();
      state.files.push(await (form.get('file') as File).text());
      return response(200).json(preview);
    }),
    http.post('/api/seller/offer-uploads/{uploadId}/apply', ({ params, response }) => {
      state.applied.push(params.uploadId);
      if (applied === 'failed') {
        return response(422).json({
          type: 'about:blank',
          title: 'Upload abgebrochen',
          status: 422,
          code: 'CSV_UPLOAD_FAILED',
          detail: 'Angebote der Datei wurden seit der Vorschau geändert.',
        });
      }
      if (applied === 'expired') {
        return response(404).json({
          type: 'about:blank',
          title: 'Nicht gefunden',
          status: 404,
          code: 'NOT_FOUND',
        });
      }
      state.history = [entry];
      return response(200).json(entry);
    }),
  );
  return state;
}

async function uploadFile(content = 'offerId;action\n') {
  renderApp('/meine-angebote');
  await userEvent.click(await screen.findByRole('tab', { name: 'CSV-Upload' }));
  expect(screen.getByRole('link', { name: 'Vorlage herunterladen' })).toHaveAttribute(
    'href',
    '/api/seller/offer-uploads/template',
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  // Chosen as the file dialog would (userEvent.upload would make a jsdom File).
  const file = new NodeFile([content], 'angebote-kw49.csv', { type: 'text/csv' });
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  fireEvent.change(input);
}

describe('/meine-angebote, CSV upload', { timeout: 30_000 }, () => {
  it('[M4] previews the file, applies it on request and reports the counts; the history shows it', async () => {
    fakeBackend({ type: 'seller' });
    const state = fakeUploads(validPreview);
    await uploadFile('productId;terminalId\nheizoel-el;tm-hamburg\n');
    await screen.findByText(
      '„angebote-kw49.csv“ ist fehlerfrei: 10 neue, 4 geänderte und 1 gelöschte Angebote. Noch ist nichts übernommen.',
    );
    expect(state.files).toEqual(['productId;terminalId\nheizoel-el;tm-hamburg\n']);
    expect(state.applied).toEqual([]);
    expect(screen.getByRole('table', { name: 'Übernommene CSV-Uploads, neueste zuerst' })).toHaveTextContent(
      'Sie haben noch keine Datei übernommen.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    await screen.findByText('Der Upload wurde übernommen: 10 Angebote angelegt, 4 geändert, 1 gelöscht.');
    expect(state.applied).toEqual(['up-78']);
    const history = screen.getByRole('table', { name: 'Übernommene CSV-Uploads, neueste zuerst' });
    await waitFor(() =>
      expect(within(history).getByRole('cell', { name: 'Markus Weber' })).toBeInTheDocument(),
    );
    expect(within(history).getByRole('cell', { name: '17,4 kB' })).toBeInTheDocument();
  });

  it('[M4] lists every problem with its line and column, page by page, and offers nothing to apply', async () => {
    fakeBackend({ type: 'seller' });
    const errors = Array.from({ length: 25 }, (_, i) => ({
      row: i + 2,
      column: i === 0 ? '' : 'terminalId',
      message: i === 0 ? 'Die Zeile hat 2 statt 21 Spalten.' : `Unbekanntes Terminal „tm-${i}“.`,
    }));
    const state = fakeUploads({ ...validPreview, valid: false, created: 0, updated: 0, deleted: 0, errors });
    await uploadFile();
    await screen.findByText(
      '„angebote-kw49.csv“ enthält 25 Fehler. Es wurde nichts übernommen. Bitte korrigieren Sie die Datei (oder verwenden Sie die Vorlage) und laden Sie sie erneut hoch.',
    );
    const table = screen.getByRole('table', { name: 'Fehler der Datei' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '(ganze Zeile)', 'Die Zeile hat 2 statt 21 Spalten.']);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(screen.getByRole('button', { name: /Seite 2|Nächste/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(within(table).getByRole('cell', { name: 'Unbekanntes Terminal „tm-24“.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Übernehmen' })).not.toBeInTheDocument();
    expect(state.applied).toEqual([]);
  });

  it('[M4] an aborted upload says nothing was applied and points to the template', async () => {
    fakeBackend({ type: 'seller' });
    fakeUploads(validPreview, 'failed');
    await uploadFile();
    await userEvent.click(await screen.findByRole('button', { name: 'Übernehmen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Der Upload wurde abgebrochen; es wurde nichts übernommen. Bitte verwenden Sie die Vorlage und laden Sie die Datei erneut hoch.',
    );
    expect(alert).toHaveTextContent('Angebote der Datei wurden seit der Vorschau geändert.');
  });

  it('an expired preview asks for the file again', async () => {
    fakeBackend({ type: 'seller' });
    fakeUploads(validPreview, 'expired');
    await uploadFile();
    await userEvent.click(await screen.findByRole('button', { name: 'Übernehmen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Vorschau ist abgelaufen oder wurde schon übernommen. Bitte laden Sie die Datei erneut hoch.',
    );
  });
});
