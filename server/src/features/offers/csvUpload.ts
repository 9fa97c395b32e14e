/**
 * CSV offer uploads (spec §2 My offers, §3 CSV upload history, §8 rule M4): preview, apply, history.
 *
 * - Preview reads the file as it arrives (csv-parse over a decoding stream; nothing but the operations it
 *   found is kept) and checks every row as the offer form and the offer API would (the contract schema,
 *   fuelOfferErrors, product, terminal, the seller's own offers, the ordered volume). Every problem is
 *   listed with its line and column. Nothing is changed; the operations are stored with the preview.
 * - Apply changes exactly the previewed operations in one transaction: all or nothing. A preview with
 *   errors, or an offer that changed since the preview (its version), aborts it (422 CSV_UPLOAD_FAILED).
 * - History: the applied uploads of the account, newest first.
 * File format and cell rules: csvFormat.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { components } from '@fuelmarket/api-client';
import type { Contract } from '../../contract/index.js';
import type { Queryable } from '../../db/types.js';
import { HttpProblem } from '../../errors.js';
import { actingUser } from '../audit/repository.js';
import {
  CSV_COLUMNS,
  CSV_DELIMITER,
  CSV_MAX_RECORD_CHARS,
  CsvDecodeError,
  cellText,
  isFormula,
  readChoice,
  readDate,
  readDecimal,
  readLitres,
  readTime,
  textDecoder,
  type Cell,
  type CsvColumn,
  type CsvRow,
} from './csvFormat.js';
import {
  DEFAULT_FUTURE_MONTH,
  dateHorizonErrors,
  fuelOfferErrors,
  futureMonthErrors,
  offerColumns,
  offerDates,
  TRADING_HORIZON_YEARS,
  type FuelOfferInput,
  type OfferDates,
  type OfferRules,
} from './sellerOffers.js';

type CsvRowError = components['schemas']['CsvRowError'];
type CsvUploadPreview = components['schemas']['CsvUploadPreview'];
type CsvUploadHistoryEntry = components['schemas']['CsvUploadHistoryEntry'];

/** An unapplied preview can be applied for this long. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

export type UploadOperation =
  | { kind: 'create'; row: number; input: FuelOfferInput }
  | { kind: 'update'; row: number; offerId: string; version: number; input: FuelOfferInput }
  | { kind: 'delete'; row: number; offerId: string; version: number };

/** What the rows are checked against: the platform's master data and the seller's offers. */
export interface UploadContext {
  fuelProducts: ReadonlySet<string>;
  terminals: ReadonlySet<string>;
  offers: ReadonlyMap<
    string,
    { version: number; ordered: number; futureMonth: string | null; dates: OfferDates }
  >;
  /** When the file is read: an offer's dates must lie within the trading horizon from then. */
  now: Date;
  /** Whether sellers choose the ICE month (the brand's ICE future dropdown) [B15]. */
  monthChoice: boolean;
}

export const uploadFailed = (detail: string) =>
  new HttpProblem(422, 'CSV_UPLOAD_FAILED', 'Upload abgebrochen', detail);

/** German texts of fuelOfferErrors' message ids. */
function fieldMessage(message: string): string {
  const bound = /^at_most_(\d+)_digits_(\d+)_decimals$/.exec(message);
  if (bound) return `Höchstens ${bound[1]} Stellen vor und ${bound[2]} nach dem Komma.`;
  const texts: Record<string, string> = {
    required: 'Der Wert fehlt.',
    positive_required: 'Der Wert muss größer als 0 sein.',
    not_negative: 'Der Wert darf nicht negativ sein.',
    below_minimum: 'Die Höchstmenge darf nicht unter der Mindestmenge liegen.',
    above_total_volume: 'Die Höchstmenge darf die Gesamtmenge nicht übersteigen.',
    before_start: 'Das Ende liegt vor dem Beginn.',
    price_type_disabled: 'Diese Preisart ist auf der Plattform nicht freigeschaltet.',
    outside_trading_horizon: `Das Datum liegt mehr als ${TRADING_HORIZON_YEARS} Jahre vor oder nach heute.`,
    month_not_offered: `Auf dieser Plattform gilt der ICE-Kontrakt ${DEFAULT_FUTURE_MONTH}; ein anderer Monat ist nicht wählbar.`,
  };
  return texts[message] ?? 'Der Wert ist ungültig.';
}

/** The file column of a field of FuelOfferInput (a JSON pointer). */
function columnOf(pointer: string): CsvColumn {
  if (pointer.startsWith('/collectionPeriod')) {
    return pointer.endsWith('/endDate') ? 'collectionEndDate' : 'collectionStartDate';
  }
  const field = pointer.split('/')[1] ?? '';
  return (CSV_COLUMNS as readonly string[]).includes(field) ? (field as CsvColumn) : 'offerId';
}

/** The contract's own wording for a schema violation, in German. */
function schemaMessage(e: ErrorObject): string {
  if (e.keyword === 'maxLength') return `Höchstens ${String(e.params.limit)} Zeichen.`;
  if (e.keyword === 'maximum') return `Höchstens ${String(e.params.limit)}.`;
  if (e.keyword === 'minimum') return `Mindestens ${String(e.params.limit)}.`;
  return 'Der Wert ist ungültig.';
}

const REQUIRED: readonly CsvColumn[] = [
  'productId',
  'terminalId',
  'totalVolume',
  'minimumOrderQuantity',
  'maximumOrderQuantity',
  'pricingType',
  'availabilityStartDate',
  'availabilityEndDate',
  'dailyStartTime',
  'dailyEndTime',
];

/**
 * Checks the data rows of a file one by one against a context; `row` turns one record into an operation
 * or its errors.
 */
export function rowChecker(context: UploadContext, validateInput: ValidateFunction) {
  const seen = new Map<string, number>();
  return (cells: CsvRow, line: number): { operation?: UploadOperation; errors: CsvRowError[] } => {
    const errors: CsvRowError[] = [];
    const fail = (column: CsvColumn, message: string) => errors.push({ row: line, column, message });
    const text = {} as CsvRow;
    for (const column of CSV_COLUMNS) {
      const raw = cells[column];
      if (isFormula(raw)) fail(column, `Formeln sind nicht erlaubt („${raw.trim().slice(0, 40)}“).`);
      text[column] = cellText(raw);
    }
    if (errors.length) return { errors };

    const offerId = text.offerId;
    const action = readChoice(text.action, ['DELETE'] as const);
    if ('error' in action) fail('action', action.error);
    const existing = offerId === '' ? undefined : context.offers.get(offerId);
    if (offerId !== '') {
      if (!existing) fail('offerId', `Unbekanntes Angebot „${offerId}“.`);
      const first = seen.get(offerId);
      if (first !== undefined) fail('offerId', `Das Angebot „${offerId}“ steht schon in Zeile ${first}.`);
      else seen.set(offerId, line);
    }
    if ('value' in action) {
      if (offerId === '') fail('offerId', 'Zum Löschen die Angebots-ID angeben.');
      if (errors.length || !existing) return { errors };
      return { operation: { kind: 'delete', row: line, offerId, version: existing.version }, errors };
    }

    const read = <T>(column: CsvColumn, cell: Cell<T>): T | undefined => {
      if ('error' in cell) fail(column, cell.error);
      else if ('empty' in cell && REQUIRED.includes(column)) fail(column, 'Der Wert fehlt.');
      return 'value' in cell ? cell.value : undefined;
    };
    const present = (value: string) => (value === '' ? { empty: true as const } : { value });
    const collectionStart = read('collectionStartDate', readDate(text.collectionStartDate));
    const collectionEnd = read('collectionEndDate', readDate(text.collectionEndDate));
    const custom = collectionStart !== undefined || collectionEnd !== undefined;
    const fields = {
      productId: read('productId', present(text.productId)),
      terminalId: read('terminalId', present(text.terminalId)),
      totalVolume: read('totalVolume', readLitres(text.totalVolume)),
      minimumOrderQuantity: read('minimumOrderQuantity', readLitres(text.minimumOrderQuantity)),
      maximumOrderQuantity: read('maximumOrderQuantity', readLitres(text.maximumOrderQuantity)),
      pricingType: read('pricingType', readChoice(text.pricingType, ['FIXED', 'API', 'TRACKING'] as const)),
      fixedPrice: read('fixedPrice', readDecimal(text.fixedPrice)),
      futureMonth: read(
        'futureMonth',
        readChoice(text.futureMonth, ['M00', 'M01', 'M02', 'M03', 'M04', 'M05', 'M06'] as const),
      ),
      fxRate: read('fxRate', readDecimal(text.fxRate)),
      surcharge: read('surcharge', readDecimal(text.surcharge)),
      surchargeUnit: read(
        'surchargeUnit',
        readChoice(text.surchargeUnit, ['USD/METRIC_TONNE', 'EUR/LITRE'] as const),
      ),
      minPrice: read('minPrice', readDecimal(text.minPrice)),
      maxPriceFall: read('maxPriceFall', readDecimal(text.maxPriceFall)),
      availabilityStartDate: read('availabilityStartDate', readDate(text.availabilityStartDate)),
      availabilityEndDate: read('availabilityEndDate', readDate(text.availabilityEndDate)),
      dailyStartTime: read('dailyStartTime', readTime(text.dailyStartTime)),
      dailyEndTime: read('dailyEndTime', readTime(text.dailyEndTime)),
    };
    if (errors.length) return { errors };
    const input = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as unknown as FuelOfferInput;
    input.collectionPeriod = custom
      ? { type: 'CUSTOM', startDate: collectionStart ?? null, endDate: collectionEnd ?? null }
      : { type: 'STANDARD', startDate: null, endDate: null };

    if (!validateInput(input)) {
      for (const e of validateInput.errors ?? []) fail(columnOf(e.instancePath), schemaMessage(e));
      return { errors };
    }
    for (const e of [
      ...fuelOfferErrors(input),
      ...dateHorizonErrors(input, context.now, existing?.dates),
      ...futureMonthErrors(input, context.monthChoice, existing?.futureMonth ?? null),
    ]) {
      fail(columnOf(e.path), fieldMessage(e.message ?? e.code));
    }
    if (!context.fuelProducts.has(input.productId))
      fail('productId', `Unbekanntes Produkt „${input.productId}“.`);
    if (!context.terminals.has(input.terminalId))
      fail('terminalId', `Unbekanntes Terminal „${input.terminalId}“.`);
    if (existing && input.totalVolume < existing.ordered) {
      fail(
        'totalVolume',
        `Bereits ${existing.ordered} Liter bestellt; die Gesamtmenge darf nicht darunter liegen.`,
      );
    }
    if (errors.length) return { errors };
    return existing
      ? { operation: { kind: 'update', row: line, offerId, version: existing.version, input }, errors }
      : { operation: { kind: 'create', row: line, input }, errors };
  };
}

/** The message of a record csv-parse could not read. */
function parseErrorMessage(err: CsvError): string {
  switch (err.code) {
    case 'CSV_MAX_RECORD_SIZE':
      return `Die Zeile ist zu lang (höchstens ${CSV_MAX_RECORD_CHARS.toLocaleString('de-DE')} Zeichen).`;
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'Ein Anführungszeichen wird nicht geschlossen.';
    default:
      return 'Die Zeile ist kein gültiges CSV (Anführungszeichen und Trennzeichen prüfen).';
  }
}

export interface ParsedFile {
  size: number;
  operations: UploadOperation[];
  errors: CsvRowError[];
}

/** Reads a file stream row by row into operations and errors (see the module comment). */
export async function parseUpload(
  source: Readable,
  context: UploadContext,
  validateInput: ValidateFunction,
): Promise<ParsedFile> {
  const out: ParsedFile = { size: 0, operations: [], errors: [] };
  const decoder = textDecoder();
  let header: (CsvColumn | undefined)[] | undefined;
  let stopped = false;
  let lastLine = 0;
  const check = rowChecker(context, validateInput);
  const stop = (row: number, column: string, message: string) => {
    out.errors.push({ row, column, message });
    stopped = true;
  };

  const readHeader = (cells: string[], line: number) => {
    const names = cells.map((c) => c.trim());
    if (names.length === 1 && /[,\t]/.test(names[0]!)) {
      const found = names[0]!.includes('\t') ? 'Tabulator' : 'Komma';
      return stop(
        line,
        '',
        `Die Spalten sind durch ${found} statt durch Semikolon getrennt. Bitte die Vorlage verwenden.`,
      );
    }
    const known = new Set<string>(CSV_COLUMNS);
    const counted = new Set<string>();
    for (const name of names) {
      if (!known.has(name))
        out.errors.push({ row: line, column: name, message: `Unbekannte Spalte „${name}“.` });
      else if (counted.has(name))
        out.errors.push({ row: line, column: name, message: 'Die Spalte steht doppelt.' });
      counted.add(name);
    }
    for (const column of CSV_COLUMNS) {
      if (!counted.has(column)) out.errors.push({ row: line, column, message: 'Die Spalte fehlt.' });
    }
    if (out.errors.length) stopped = true;
    header = names.map((n) => (known.has(n) ? (n as CsvColumn) : undefined));
  };

  const readRow = (cells: string[], line: number) => {
    if (cells.length !== header!.length) {
      out.errors.push({
        row: line,
        column: '',
        message: `Die Zeile hat ${cells.length} statt ${header!.length} Spalten.`,
      });
      return;
    }
    const row = Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])) as CsvRow;
    header!.forEach((column, i) => {
      if (column) row[column] = cells[i]!;
    });
    const result = check(row, line);
    if (result.operation) out.operations.push(result.operation);
    out.errors.push(...result.errors);
  };

  const parser = parse({
    delimiter: CSV_DELIMITER,
    bom: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: CSV_MAX_RECORD_CHARS,
    info: true,
  });
  parser.on('data', ({ record, info }: { record: string[]; info: { lines: number } }) => {
    if (stopped) return;
    lastLine = info.lines;
    if (!header) readHeader(record, info.lines);
    else readRow(record, info.lines);
  });
  const parsed = new Promise<void>((resolve) => {
    parser.on('end', resolve);
    parser.on('error', (err) => {
      // The record that could not be read starts on the line after the last one read.
      if (!stopped) stop(lastLine + 1, '', parseErrorMessage(err as CsvError));
      resolve();
    });
  });
  const write = async (text: string) => {
    if (text && !parser.write(text) && !stopped) {
      await new Promise<void>((resolve) => {
        parser.once('drain', resolve);
        parser.once('error', () => resolve());
      });
    }
  };

  // The whole file is read (its size is the file's) while rows are checked as their lines arrive.
  for await (const chunk of source as AsyncIterable<Buffer>) {
    out.size += chunk.length;
    if (stopped) continue;
    try {
      await write(decoder.push(chunk));
    } catch (err) {
      if (!(err instanceof CsvDecodeError)) throw err;
      stop(1, '', err.message);
    }
  }
  if (!stopped) {
    try {
      await write(decoder.end());
    } catch (err) {
      if (!(err instanceof CsvDecodeError)) throw err;
      stop(lastLine + 1, '', err.message);
    }
  }
  if (!parser.destroyed) parser.end();
  await parsed;
  if (!header && !stopped)
    out.errors.push({ row: 1, column: '', message: 'Die Datei ist leer. Bitte die Vorlage verwenden.' });
  else if (header && !out.errors.length && !out.operations.length) {
    out.errors.push({ row: 2, column: '', message: 'Die Datei enthält keine Angebote.' });
  }
  return out;
}

interface UploadRow {
  id: string;
  file_name: string;
  size: number;
  applied_at: Date;
  user_id: string | null;
  user_name: string | null;
  created: number;
  updated: number;
  deleted: number;
}

const historyEntry = (r: UploadRow): CsvUploadHistoryEntry => ({
  id: r.id,
  fileName: r.file_name,
  size: r.size,
  appliedAt: r.applied_at.toISOString(),
  user: { id: r.user_id ?? '', name: r.user_name ?? 'Gelöschter Benutzer' },
  created: r.created,
  updated: r.updated,
  deleted: r.deleted,
});

const HISTORY_COLUMNS = `u.id, u.file_name, u.size, u.applied_at, u.user_id,
  us.first_name || ' ' || us.last_name AS user_name, u.created, u.updated, u.deleted`;

/** The columns of a new or edited offer as jsonb_to_recordset reads them. */
const RECORD_TYPE = `id text, version integer, product_id text, terminal_id text, price_type text, price numeric,
  future_month text, fx_rate numeric, surcharge numeric, surcharge_unit text, min_price numeric,
  max_price_fall numeric, min_order_volume bigint, max_order_volume bigint, available_from date,
  available_to date, daily_start time, daily_end time, collection_start date, collection_end date,
  total_volume bigint`;

export function offerUploadsRepo(db: Queryable, contract: Contract) {
  const validateInput = contract.bodyAjv.compile({ $ref: 'openapi.json#/components/schemas/FuelOfferInput' });

  return {
    /** Master data of the seller's platform and the seller's offers (with what has been ordered of each). */
    async context(sellerAccountId: string, rules: OfferRules, now: Date): Promise<UploadContext> {
      const [products, terminals, offers] = await Promise.all([
        db.query<{ id: string }>(`SELECT id FROM products WHERE type = 'fuel'`),
        db.query<{ id: string }>(
          `SELECT t.id FROM terminals t JOIN regions g ON g.id = t.region_id
             JOIN accounts a ON a.platform_id = g.platform_id WHERE a.id = $1`,
          [sellerAccountId],
        ),
        db.query<{
          id: string;
          version: number;
          ordered: string;
          future_month: string | null;
          available_from: string;
          available_to: string;
          collection_start: string | null;
          collection_end: string | null;
        }>(
          `SELECT o.id, o.version, (o.total_volume - o.available_volume)::text AS ordered, o.future_month,
                  o.available_from::text AS available_from, o.available_to::text AS available_to,
                  o.collection_start::text AS collection_start, o.collection_end::text AS collection_end
             FROM offers o JOIN products p ON p.id = o.product_id AND p.type = 'fuel'
            WHERE o.seller_account_id = $1 AND o.status <> 'REMOVED'`,
          [sellerAccountId],
        ),
      ]);
      return {
        fuelProducts: new Set(products.rows.map((r) => r.id)),
        terminals: new Set(terminals.rows.map((r) => r.id)),
        offers: new Map(
          offers.rows.map((r) => [
            r.id,
            {
              version: r.version,
              ordered: Number(r.ordered),
              futureMonth: r.future_month,
              dates: offerDates({
                availabilityStartDate: r.available_from,
                availabilityEndDate: r.available_to,
                collectionPeriod: { startDate: r.collection_start, endDate: r.collection_end },
              }),
            },
          ]),
        ),
        monthChoice: rules.monthChoice,
        now,
      };
    },

    /** A product and a terminal of the seller's platform for the template's example rows. */
    async templateSample(
      sellerAccountId: string,
    ): Promise<{ product: string | null; terminal: string | null }> {
      const r = await db.query<{ product: string | null; terminal: string | null }>(
        `SELECT (SELECT id FROM products WHERE type = 'fuel' ORDER BY sort_order, id LIMIT 1) AS product,
                (SELECT t.id FROM terminals t JOIN regions g ON g.id = t.region_id
                   JOIN accounts a ON a.platform_id = g.platform_id WHERE a.id = $1
                  ORDER BY g.sort, t.name LIMIT 1) AS terminal`,
        [sellerAccountId],
      );
      return r.rows[0] ?? { product: null, terminal: null };
    },

    parse(source: Readable, context: UploadContext) {
      return parseUpload(source, context, validateInput);
    },

    /** Stores a preview (forgetting the account's previews older than PREVIEW_TTL_MS) and answers it. */
    async savePreview(
      sellerAccountId: string,
      userId: string,
      fileName: string,
      parsed: ParsedFile,
      now: Date,
    ): Promise<CsvUploadPreview> {
      const valid = parsed.errors.length === 0;
      const count = (kind: UploadOperation['kind']) =>
        valid ? parsed.operations.filter((o) => o.kind === kind).length : 0;
      const preview: CsvUploadPreview = {
        uploadId: `up-${randomUUID()}`,
        fileName,
        size: parsed.size,
        valid,
        created: count('create'),
        updated: count('update'),
        deleted: count('delete'),
        errors: parsed.errors,
      };
      await db.query(
        `DELETE FROM offer_uploads WHERE seller_account_id = $1 AND applied_at IS NULL AND previewed_at < $2`,
        [sellerAccountId, new Date(now.getTime() - PREVIEW_TTL_MS).toISOString()],
      );
      await db.query(
        `INSERT INTO offer_uploads (id, seller_account_id, user_id, file_name, size, valid, operations, created,
           updated, deleted, previewed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11)`,
        [
          preview.uploadId,
          sellerAccountId,
          userId,
          fileName,
          parsed.size,
          valid,
          JSON.stringify(valid ? parsed.operations : []),
          preview.created,
          preview.updated,
          preview.deleted,
          now.toISOString(),
        ],
      );
      return preview;
    },

    /** Applies a preview in the caller's transaction; undefined when there is no such open preview. */
    async apply(
      tx: Queryable,
      sellerAccountId: string,
      userId: string,
      uploadId: string,
      now: Date,
    ): Promise<CsvUploadHistoryEntry | undefined> {
      await actingUser(tx, userId);
      const found = await tx.query<{ valid: boolean; operations: UploadOperation[] }>(
        `SELECT valid, operations FROM offer_uploads
          WHERE id = $1 AND seller_account_id = $2 AND applied_at IS NULL AND previewed_at >= $3
          FOR UPDATE`,
        [uploadId, sellerAccountId, new Date(now.getTime() - PREVIEW_TTL_MS).toISOString()],
      );
      const upload = found.rows[0];
      if (!upload) return undefined;
      if (!upload.valid) {
        throw uploadFailed(
          'Die Datei enthält Fehler; es wurde nichts übernommen. Bitte die Vorlage verwenden.',
        );
      }
      const ops =
        typeof upload.operations === 'string'
          ? (JSON.parse(upload.operations) as UploadOperation[])
          : upload.operations;
      const record = (id: string, version: number | null, input: FuelOfferInput) => ({
        id,
        version,
        ...offerColumns(input),
        total_volume: input.totalVolume,
      });
      const creates = ops.flatMap((o) =>
        o.kind === 'create' ? [record(`off-${randomUUID()}`, null, o.input)] : [],
      );
      const updates = ops.flatMap((o) =>
        o.kind === 'update' ? [record(o.offerId, o.version, o.input)] : [],
      );
      const deletes = ops.flatMap((o) =>
        o.kind === 'delete' ? [{ id: o.offerId, version: o.version }] : [],
      );
      const stamp = now.toISOString();
      const changedMeanwhile = () =>
        uploadFailed(
          'Angebote der Datei wurden seit der Vorschau geändert, bestellt oder gelöscht; es wurde nichts übernommen. Bitte die Datei erneut hochladen.',
        );
      try {
        if (creates.length) {
          await tx.query(
            `INSERT INTO offers (id, seller_account_id, product_id, terminal_id, price_type, price, future_month,
               fx_rate, surcharge, surcharge_unit, min_price, max_price_fall, min_order_volume, max_order_volume,
               available_from, available_to, daily_start, daily_end, collection_start, collection_end,
               total_volume, available_volume, status, created_at, updated_at, updated_by)
             SELECT x.id, $2, x.product_id, x.terminal_id, x.price_type, x.price, x.future_month, x.fx_rate,
               x.surcharge, x.surcharge_unit, x.min_price, x.max_price_fall, x.min_order_volume,
               x.max_order_volume, x.available_from, x.available_to, x.daily_start, x.daily_end,
               x.collection_start, x.collection_end, x.total_volume, x.total_volume, 'ACTIVE', $3, $3, $4
               FROM jsonb_to_recordset($1::jsonb) AS x(${RECORD_TYPE})`,
            [JSON.stringify(creates), sellerAccountId, stamp, userId],
          );
        }
        if (updates.length) {
          const r = await tx.query(
            `UPDATE offers o SET product_id = x.product_id, terminal_id = x.terminal_id,
               price_type = x.price_type, price = x.price, future_month = x.future_month, fx_rate = x.fx_rate,
               surcharge = x.surcharge, surcharge_unit = x.surcharge_unit, min_price = x.min_price,
               max_price_fall = x.max_price_fall, min_order_volume = x.min_order_volume,
               max_order_volume = x.max_order_volume, available_from = x.available_from,
               available_to = x.available_to, daily_start = x.daily_start, daily_end = x.daily_end,
               collection_start = x.collection_start, collection_end = x.collection_end,
               available_volume = x.total_volume - (o.total_volume - o.available_volume),
               total_volume = x.total_volume, version = o.version + 1, updated_at = $3, updated_by = $4
             FROM jsonb_to_recordset($1::jsonb) AS x(${RECORD_TYPE})
             WHERE o.id = x.id AND o.seller_account_id = $2 AND o.status <> 'REMOVED'
               AND o.version = x.version AND x.total_volume >= o.total_volume - o.available_volume`,
            [JSON.stringify(updates), sellerAccountId, stamp, userId],
          );
          if (r.rowCount !== updates.length) throw changedMeanwhile();
        }
        if (deletes.length) {
          const r = await tx.query(
            `UPDATE offers o SET status = 'REMOVED', version = o.version + 1, updated_at = $3, updated_by = $4
               FROM jsonb_to_recordset($1::jsonb) AS x(id text, version integer)
              WHERE o.id = x.id AND o.seller_account_id = $2 AND o.status <> 'REMOVED' AND o.version = x.version`,
            [JSON.stringify(deletes), sellerAccountId, stamp, userId],
          );
          if (r.rowCount !== deletes.length) throw changedMeanwhile();
        }
      } catch (err) {
        // A row the database refuses (e.g. a product removed since the preview): the whole upload stops.
        if (/^23/.test(String((err as { code?: unknown }).code))) throw changedMeanwhile();
        throw err;
      }
      const applied = await tx.query<UploadRow>(
        `UPDATE offer_uploads u SET applied_at = $2, user_id = $3, operations = '[]'::jsonb
           FROM users us WHERE us.id = $3 AND u.id = $1
         RETURNING ${HISTORY_COLUMNS}`,
        [uploadId, stamp, userId],
      );
      return historyEntry(applied.rows[0]!);
    },

    /** The account's applied uploads, newest first. */
    async history(sellerAccountId: string): Promise<CsvUploadHistoryEntry[]> {
      const r = await db.query<UploadRow>(
        `SELECT ${HISTORY_COLUMNS} FROM offer_uploads u LEFT JOIN users us ON us.id = u.user_id
          WHERE u.seller_account_id = $1 AND u.applied_at IS NOT NULL
          ORDER BY u.applied_at DESC, u.id LIMIT 200`,
        [sellerAccountId],
      );
      return r.rows.map(historyEntry);
    },
  };
}
