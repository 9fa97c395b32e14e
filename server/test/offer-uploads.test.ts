/**
 * CSV offer uploads: template, export, preview, apply, history (GET/POST /api/seller/offer-uploads...,
 * rule M4). Runs on the demo data (acc-suedoel sells at Karlsruhe, Hamburg and Ingolstadt).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@fuelmarket/api-client';
import { CSRF, createTestApp, demo, expectContract, type TestApp } from './helpers/app.js';
import { editableOf, fixedFuelOffer } from './helpers/fuelOffers.js';
import { CSV_COLUMNS } from '../src/features/offers/csvFormat.js';

type Preview = components['schemas']['CsvUploadPreview'];
type HistoryEntry = components['schemas']['CsvUploadHistoryEntry'];
type FuelOffer = components['schemas']['FuelOffer'];

let t: TestApp;
const cookies: Record<string, string> = {};
const HEADER = CSV_COLUMNS.join(';');

function call(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...CSRF, cookie: cookies[who]! },
    ...(payload === undefined ? {} : { payload }),
  });
}

function upload(content: string | Buffer, fileName = 'angebote.csv', who: string = demo.seller) {
  const form = new FormData();
  form.set('file', new Blob([content], { type: 'text/csv' }), fileName);
  return t.app.inject({
    method: 'POST',
    url: '/api/seller/offer-uploads/preview',
    headers: { ...CSRF, cookie: cookies[who]! },
    payload: form,
  });
}

async function preview(content: string | Buffer, fileName?: string): Promise<Preview> {
  const res = await upload(content, fileName);
  expect(res.statusCode, res.body).toBe(200);
  expectContract(res, 'previewCsvUpload');
  return res.json<Preview>();
}

const apply = (uploadId: string, who: string = demo.seller) =>
  call(who, 'POST', `/api/seller/offer-uploads/${uploadId}/apply`);

async function offers(): Promise<FuelOffer[]> {
  const res = await call(demo.seller, 'GET', '/api/seller/offers');
  return res.json<FuelOffer[]>();
}

/** A data row: the template's columns with these cells (the rest empty). */
function row(cells: Partial<Record<(typeof CSV_COLUMNS)[number], string>>): string {
  return CSV_COLUMNS.map((c) => cells[c] ?? '').join(';');
}

const fixedRow = {
  productId: 'heizoel-el',
  terminalId: 'tm-hamburg',
  totalVolume: '500000',
  minimumOrderQuantity: '5000',
  maximumOrderQuantity: '36000',
  pricingType: 'FIXED',
  fixedPrice: '92,4500',
  availabilityStartDate: '2026-11-23',
  availabilityEndDate: '30.11.2026',
  dailyStartTime: '07:00',
  dailyEndTime: '18:00',
};

const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

/** Every problem of a preview as `row column message` lines. */
const problemsOf = (p: Preview) => p.errors.map((e) => `${e.row} ${e.column} ${e.message}`);

/** Errors, nothing applicable, and applying it is refused with CSV_UPLOAD_FAILED while the offers stay. */
async function expectRefused(p: Preview): Promise<void> {
  expect(p.valid).toBe(false);
  expect([p.created, p.updated, p.deleted]).toEqual([0, 0, 0]);
  const before = await offers();
  const res = await apply(p.uploadId);
  expect(res.statusCode, res.body).toBe(422);
  expectContract(res, 'applyCsvUpload');
  expect(res.json<{ code: string }>().code).toBe('CSV_UPLOAD_FAILED');
  expect(await offers()).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of [demo.seller, demo.seller2, demo.buyer]) cookies[who] = await t.login(who);
});
afterAll(() => t?.close());

describe('CSV offer upload', () => {
  it('[M4] the template uploads unchanged: two new offers, applied with their counts and kept in the history', async () => {
    const res = await call(demo.seller, 'GET', '/api/seller/offer-uploads/template');
    expect(res.statusCode).toBe(200);
    expectContract(res, 'getCsvTemplate');
    expect(res.headers['content-disposition']).toBe('attachment; filename="angebotsvorlage.csv"');
    const text = res.body;
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(text).toContain(';FIXED;92,4500;');
    // The default platform's template quotes M00: its sellers have no month choice [B15].
    expect(text).toContain(';API;;M00;1,0850;25,0000;USD/METRIC_TONNE;');

    const before = (await offers()).length;
    const p = await preview(Buffer.from(text, 'utf8'), 'angebotsvorlage.csv');
    expect(p).toMatchObject({ valid: true, created: 2, updated: 0, deleted: 0, errors: [] });
    expect(await offers()).toHaveLength(before);

    const applied = await apply(p.uploadId);
    expect(applied.statusCode, applied.body).toBe(200);
    expectContract(applied, 'applyCsvUpload');
    expect(applied.json<HistoryEntry>()).toMatchObject({
      id: p.uploadId,
      fileName: 'angebotsvorlage.csv',
      size: Buffer.byteLength(text),
      created: 2,
      updated: 0,
      deleted: 0,
      user: { id: 'u-seller-1' },
    });
    const after = await offers();
    expect(after).toHaveLength(before + 2);
    expect(
      after
        .map((o) => o.pricingType)
        .slice(0, 2)
        .sort(),
    ).toEqual(['API', 'FIXED']);

    const history = await call(demo.seller, 'GET', '/api/seller/offer-uploads');
    expectContract(history, 'listCsvUploads');
    expect(history.json<HistoryEntry[]>()[0]).toEqual(applied.json());
    // The same preview cannot be applied twice; another seller never sees or applies it.
    expect((await apply(p.uploadId)).statusCode).toBe(404);
    const other = await call(demo.seller2, 'GET', '/api/seller/offer-uploads');
    expect(other.json<HistoryEntry[]>().map((h) => h.id)).not.toContain(p.uploadId);
  });

  it('[M4] an exported file, edited, updates and deletes the named offers in one go', async () => {
    const created = await call(demo.seller, 'POST', '/api/seller/offers', fixedFuelOffer);
    const toEdit = created.json<FuelOffer>();
    const toDelete = (
      await call(demo.seller, 'POST', '/api/seller/offers', fixedFuelOffer)
    ).json<FuelOffer>();

    const exported = await call(demo.seller, 'GET', '/api/seller/offer-uploads/export');
    expect(exported.statusCode).toBe(200);
    expectContract(exported, 'exportFuelOffersCsv');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const editLine = lines.find((l) => l.startsWith(`${toEdit.id};`))!;
    const deleteLine = lines.find((l) => l.startsWith(`${toDelete.id};`))!;
    expect(editLine).toContain(';FIXED;92,4500;');
    const edited = editLine.replace(';92,4500;', ';89,9900;');
    const deleting = deleteLine.replace(`${toDelete.id};;`, `${toDelete.id};DELETE;`);

    const p = await preview(file(edited, deleting, row(fixedRow)));
    expect(p).toMatchObject({ valid: true, created: 1, updated: 1, deleted: 1 });
    expect((await apply(p.uploadId)).statusCode).toBe(200);
    const after = await offers();
    expect(after.find((o) => o.id === toEdit.id)).toMatchObject({ fixedPrice: '89.9900', version: 2 });
    expect(after.find((o) => o.id === toDelete.id)).toBeUndefined();
  });

  it('[B15] a live row with a month other than M00 is refused on the default platform, with the row and column', async () => {
    const template = (await call(demo.seller, 'GET', '/api/seller/offer-uploads/template')).body;
    const p = await preview(Buffer.from(template.replace(';API;;M00;', ';API;;M03;'), 'utf8'));
    expect(problemsOf(p)).toEqual([
      '3 futureMonth Auf dieser Plattform gilt der ICE-Kontrakt M00; ein anderer Monat ist nicht wählbar.',
    ]);
    await expectRefused(p);
  });

  it('[M4] lists every problem with its line and column, and applies nothing while one remains', async () => {
    const p = await preview(
      file(
        row(fixedRow),
        row({ ...fixedRow, terminalId: 'tm-hambrug' }),
        row({ ...fixedRow, fixedPrice: '92,45x', totalVolume: '1.000' }),
        row({ ...fixedRow, maximumOrderQuantity: '600000', availabilityEndDate: '2026-11-01' }),
        row({ ...fixedRow, pricingType: 'API', fixedPrice: '' }),
        row({ ...fixedRow, productId: '' }),
        row({ ...fixedRow, offerId: 'off-unknown' }),
        row({ ...fixedRow, dailyStartTime: '25:00', availabilityStartDate: '31.02.2026' }),
        row({ offerId: '', action: 'DELETE' }),
      ),
    );
    expect(problemsOf(p)).toEqual([
      '3 terminalId Unbekanntes Terminal „tm-hambrug“.',
      '4 fixedPrice „92,45x“ ist keine Dezimalzahl.',
      '5 maximumOrderQuantity Die Höchstmenge darf die Gesamtmenge nicht übersteigen.',
      '5 availabilityEndDate Das Ende liegt vor dem Beginn.',
      '6 futureMonth Der Wert fehlt.',
      '6 fxRate Der Wert fehlt.',
      '6 surcharge Der Wert fehlt.',
      '6 surchargeUnit Der Wert fehlt.',
      '7 productId Der Wert fehlt.',
      '8 offerId Unbekanntes Angebot „off-unknown“.',
      '9 availabilityStartDate „31.02.2026“ ist kein Datum (JJJJ-MM-TT oder TT.MM.JJJJ).',
      '9 dailyStartTime „25:00“ ist keine Uhrzeit (HH:MM).',
      '10 offerId Zum Löschen die Angebots-ID angeben.',
    ]);
    await expectRefused(p);
  });
});

describe('malformed files are answered with their problem, never applied, never a server error', () => {
  const cases: [string, string | Buffer, string[]][] = [
    [
      'wrong columns',
      `offerId;produkt;${CSV_COLUMNS.slice(3).join(';')}\r\n`,
      [
        '1 produkt Unbekannte Spalte „produkt“.',
        '1 action Die Spalte fehlt.',
        '1 productId Die Spalte fehlt.',
      ],
    ],
    [
      'comma separated',
      `${CSV_COLUMNS.join(',')}\r\n${row(fixedRow).replace(/;/g, ',')}\r\n`,
      ['1  Die Spalten sind durch Komma statt durch Semikolon getrennt. Bitte die Vorlage verwenden.'],
    ],
    [
      'UTF-16',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(file(row(fixedRow)), 'utf16le')]),
      ['1  Die Datei ist UTF-16-kodiert. Bitte als „CSV UTF-8 (durch Trennzeichen getrennt)“ speichern.'],
    ],
    [
      'binary',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]),
      ['1  Die Datei ist keine Textdatei. Bitte die CSV-Vorlage verwenden.'],
    ],
    [
      'a 1 MB line',
      file(row({ ...fixedRow, productId: 'x'.repeat(1024 * 1024) })),
      ['2  Die Zeile ist zu lang (höchstens 16.384 Zeichen).'],
    ],
    [
      'formulas',
      file(row({ ...fixedRow, productId: '=HYPERLINK("http://example.com")', terminalId: '@SUM(A1)' })),
      [
        '2 productId Formeln sind nicht erlaubt („=HYPERLINK("http://example.com")“).',
        '2 terminalId Formeln sind nicht erlaubt („@SUM(A1)“).',
      ],
    ],
    [
      'an unclosed quote',
      file(row({ ...fixedRow, productId: '"heizoel-el' })),
      ['2  Ein Anführungszeichen wird nicht geschlossen.'],
    ],
    ['a short line', file('heizoel-el;tm-hamburg'), ['2  Die Zeile hat 2 statt 21 Spalten.']],
    ['an empty file', '', ['1  Die Datei ist leer. Bitte die Vorlage verwenden.']],
    ['only the header', file(), ['2  Die Datei enthält keine Angebote.']],
  ];
  for (const [what, content, expected] of cases) {
    it(`[M4] ${what}`, async () => {
      const p = await preview(content);
      expect(problemsOf(p)).toEqual(expected);
      await expectRefused(p);
    });
  }

  it('refuses dates far outside the trading horizon, such as the year 1926, and lets an edit keep an old one', async () => {
    const p = await preview(
      file(
        row({ ...fixedRow, availabilityStartDate: '1926-12-01', availabilityEndDate: '31.12.1926' }),
        row({ ...fixedRow, availabilityEndDate: '2226-12-31' }),
      ),
    );
    expect(problemsOf(p)).toEqual([
      '2 availabilityStartDate Das Datum liegt mehr als 2 Jahre vor oder nach heute.',
      '2 availabilityEndDate Das Datum liegt mehr als 2 Jahre vor oder nach heute.',
      '3 availabilityEndDate Das Datum liegt mehr als 2 Jahre vor oder nach heute.',
    ]);
    await expectRefused(p);

    const offer = (await call(demo.seller, 'POST', '/api/seller/offers', fixedFuelOffer)).json<FuelOffer>();
    await t.testDb.db.query(`UPDATE offers SET available_from = '2019-01-01' WHERE id = $1`, [offer.id]);
    const edit = await preview(
      file(
        row({ ...fixedRow, offerId: offer.id, availabilityStartDate: '2019-01-01', fixedPrice: '93,0000' }),
      ),
    );
    expect(problemsOf(edit)).toEqual([]);
    expect(edit.updated).toBe(1);
  });

  it("[M4] reads Windows-1252 (Excel's plain CSV): its umlauts arrive intact", async () => {
    const p = await preview(Buffer.from(file(row({ ...fixedRow, productId: 'heizöl' })), 'latin1'));
    expect(problemsOf(p)).toEqual(['2 productId Unbekanntes Produkt „heizöl“.']);
  });

  it('refuses a file over 2 MB (413) and a request without a file (400)', async () => {
    const big = await upload(file(...Array.from({ length: 12_000 }, () => row(fixedRow) + ' '.repeat(100))));
    expect(big.statusCode).toBe(413);
    expectContract(big, 'previewCsvUpload');
    const form = new FormData();
    form.set('note', 'keine Datei');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/seller/offer-uploads/preview',
      headers: { ...CSRF, cookie: cookies[demo.seller]! },
      payload: form,
    });
    expect(none.statusCode).toBe(400);
    expectContract(none, 'previewCsvUpload');
    const json = await call(demo.seller, 'POST', '/api/seller/offer-uploads/preview', { file: 'x' });
    expect(json.statusCode).toBe(400);
  });
});

describe('applying is all or nothing', () => {
  /** The exported line of `offer` marked for deletion. */
  async function deleteLineOf(offer: FuelOffer): Promise<string> {
    const exported = await call(demo.seller, 'GET', '/api/seller/offer-uploads/export');
    return exported.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .find((l) => l.startsWith(`${offer.id};`))!
      .replace(`${offer.id};;`, `${offer.id};DELETE;`);
  }

  it.each([
    [
      'to update',
      async (offer: FuelOffer) => row({ ...fixedRow, offerId: offer.id, fixedPrice: '80,0000' }),
      { updated: 1, deleted: 0 },
    ],
    ['to delete', deleteLineOf, { updated: 0, deleted: 1 }],
  ] as const)(
    '[M4] an offer %s that changed since the preview aborts the whole upload, its new offers included',
    async (_what, lineOf, counts) => {
      const offer = (await call(demo.seller, 'POST', '/api/seller/offers', fixedFuelOffer)).json<FuelOffer>();
      const p = await preview(file(await lineOf(offer), row(fixedRow)));
      expect(p).toMatchObject({ valid: true, created: 1, ...counts });
      // Another user changes the offer after the preview: the row names an old version now.
      const edit = await call(demo.seller, 'PUT', `/api/seller/offers/${offer.id}`, {
        ...editableOf(offer),
        fixedPrice: '91.0000',
      });
      expect(edit.statusCode, edit.body).toBe(200);

      const before = await offers();
      const res = await apply(p.uploadId);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ code: string }>().code).toBe('CSV_UPLOAD_FAILED');
      expect(await offers()).toEqual(before);
    },
  );

  it('only sellers upload; buyers are refused', async () => {
    const res = await upload(file(row(fixedRow)), 'a.csv', demo.buyer);
    expect(res.statusCode).toBe(403);
    expect((await call(demo.buyer, 'GET', '/api/seller/offer-uploads/template')).statusCode).toBe(403);
  });
});
