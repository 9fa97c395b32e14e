/**
 * The CSV offer file (spec §2 My offers, CSV upload): its columns, how a cell becomes a contract value, how a
 * value becomes a cell, and how the bytes of an uploaded file become text.
 *
 * The file is what a German spreadsheet writes and reads: semicolon separated, UTF-8 with a byte order
 * mark (Excel's "CSV UTF-8"; Windows-1252, Excel's plain "CSV", is read too), decimals with a comma
 * ("92,4500"; a point is read as well), dates as YYYY-MM-DD or DD.MM.YYYY, times as HH:MM.
 *
 * One row is one offer: without `offerId` a new offer, with `offerId` the new state of that offer, and with
 * `action` DELETE the removal of that offer (its other cells are ignored). The offer export writes the same
 * columns, so a seller downloads their offers, edits them and uploads the file again.
 *
 * Spreadsheet formulas: a cell that starts with = + - @ (or a tab or carriage return) would be executed by a
 * spreadsheet. Cells this server writes that start so are prefixed with an apostrophe (shown as text, never
 * run); an uploaded cell that starts with a formula character is refused, except a negative decimal and the
 * apostrophe-prefixed cells of our own export (the apostrophe is dropped).
 */
import { stringify } from 'csv-stringify/sync';
import type { FuelOfferInput } from './sellerOffers.js';

export const CSV_COLUMNS = [
  'offerId',
  'action',
  'productId',
  'terminalId',
  'totalVolume',
  'minimumOrderQuantity',
  'maximumOrderQuantity',
  'pricingType',
  'fixedPrice',
  'futureMonth',
  'fxRate',
  'surcharge',
  'surchargeUnit',
  'minPrice',
  'maxPriceFall',
  'availabilityStartDate',
  'availabilityEndDate',
  'dailyStartTime',
  'dailyEndTime',
  'collectionStartDate',
  'collectionEndDate',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRow = Record<CsvColumn, string>;

export const CSV_DELIMITER = ';';
/** The largest file accepted, in bytes (openapi.yaml CsvUploadForm). */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
/** The longest record (line) accepted, in characters; a longer one is reported, never buffered further. */
export const CSV_MAX_RECORD_CHARS = 16 * 1024;

/** What a cell turns into: a value, nothing (empty cell), or the German reason it cannot be read. */
export type Cell<T> = { value: T } | { empty: true } | { error: string };

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell text as the seller meant it: trimmed, an export's protecting apostrophe removed. */
export function cellText(raw: string): string {
  const text = raw.trim();
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** Whether an uploaded cell is a spreadsheet formula (refused; a negative number is not one). */
export function isFormula(raw: string): boolean {
  const text = raw.trim();
  return FORMULA_START.test(text) && !/^-\d/.test(text);
}

export function readLitres(text: string): Cell<number> {
  if (text === '') return { empty: true };
  // Plain digits, or digits grouped by thousands with . ' or a space (500.000, 500'000, 500 000).
  if (!/^\d+$/.test(text) && !/^\d{1,3}(?:([.' ])\d{3})(?:\1\d{3})*$/.test(text)) {
    return { error: `„${text}“ ist keine ganze Zahl von Litern.` };
  }
  const value = Number(text.replace(/[.' ]/g, ''));
  if (!Number.isSafeInteger(value) || value > 1_000_000_000_000) {
    return { error: `„${text}“ ist zu groß (höchstens 1.000.000.000.000 Liter).` };
  }
  return { value };
}

/**
 * A decimal as the contract's decimal string: with a comma, the comma is the decimal separator and points
 * group thousands (1.234,56); without one, a point is the decimal separator (92.45).
 */
export function readDecimal(text: string): Cell<string> {
  if (text === '') return { empty: true };
  let normal: string | undefined;
  if (/^-?\d+(,\d+)?$/.test(text)) normal = text.replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+\.\d+$/.test(text)) normal = text;
  return normal === undefined ? { error: `„${text}“ ist keine Dezimalzahl.` } : { value: normal };
}

const isRealDate = (y: number, m: number, d: number): boolean => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A date as YYYY-MM-DD; the cell may be YYYY-MM-DD or DD.MM.YYYY (also D.M.YYYY). */
export function readDate(text: string): Cell<string> {
  if (text === '') return { empty: true };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : german
      ? [german[3], german[2], german[1]].map(Number)
      : [];
  if (y === undefined || m === undefined || d === undefined || !isRealDate(y, m, d)) {
    return { error: `„${text}“ ist kein Datum (JJJJ-MM-TT oder TT.MM.JJJJ).` };
  }
  return { value: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
}

/** A time of day as HH:MM; the cell may be H:MM, HH:MM or HH:MM:00 (as spreadsheets write times). */
export function readTime(text: string): Cell<string> {
  if (text === '') return { empty: true };
  const match = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(text);
  const [h, m] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(h >= 0 && h <= 23 && m >= 0 && m <= 59)) return { error: `„${text}“ ist keine Uhrzeit (HH:MM).` };
  return { value: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
}

/** One of a fixed set of codes, case-insensitive. */
export function readChoice<T extends string>(text: string, choices: readonly T[]): Cell<T> {
  if (text === '') return { empty: true };
  const value = choices.find((c) => c.toLowerCase() === text.toLowerCase());
  return value === undefined
    ? { error: `„${text}“ ist nicht zulässig (erlaubt: ${choices.join(', ')}).` }
    : { value };
}

/** A cell as a spreadsheet shows it and never executes it. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A decimal string as the file writes it (decimal comma). */
const decimalCell = (value: string | undefined): string =>
  value === undefined ? '' : value.replace('.', ',');

/** The row of the file for an offer (the export, and the template's examples). */
export function offerRow(offerId: string, input: FuelOfferInput): CsvRow {
  const custom = input.collectionPeriod.type === 'CUSTOM';
  return {
    offerId,
    action: '',
    productId: input.productId,
    terminalId: input.terminalId,
    totalVolume: String(input.totalVolume),
    minimumOrderQuantity: String(input.minimumOrderQuantity),
    maximumOrderQuantity: String(input.maximumOrderQuantity),
    pricingType: input.pricingType,
    fixedPrice: decimalCell(input.fixedPrice),
    futureMonth: input.futureMonth ?? '',
    fxRate: decimalCell(input.fxRate),
    surcharge: decimalCell(input.surcharge),
    surchargeUnit: input.surchargeUnit ?? '',
    minPrice: decimalCell(input.minPrice),
    maxPriceFall: decimalCell(input.maxPriceFall),
    availabilityStartDate: input.availabilityStartDate,
    availabilityEndDate: input.availabilityEndDate,
    dailyStartTime: input.dailyStartTime,
    dailyEndTime: input.dailyEndTime,
    collectionStartDate: custom ? (input.collectionPeriod.startDate ?? '') : '',
    collectionEndDate: custom ? (input.collectionPeriod.endDate ?? '') : '',
  };
}

/** A whole file: byte order mark, header, rows; every cell spreadsheet-safe. */
export function csvFile(rows: readonly CsvRow[]): string {
  const records = [CSV_COLUMNS as readonly string[], ...rows.map((r) => CSV_COLUMNS.map((c) => r[c]))];
  return `\uFEFF${stringify(
    records.map((cells) => cells.map(safeCell)),
    { delimiter: CSV_DELIMITER, record_delimiter: '\r\n' },
  )}`;
}

/**
 * Turns the bytes of an uploaded file into text as they arrive: UTF-8 (a byte order mark is dropped) or,
 * when the bytes are not UTF-8 and nothing but ASCII came before, Windows-1252. UTF-16 and binary files
 * are refused with the reason.
 */
export function textDecoder(): { push(chunk: Buffer): string; end(): string } {
  let encoding: 'utf-8' | 'windows-1252' | undefined;
  let utf8 = new TextDecoder('utf-8', { fatal: true });
  const legacy = new TextDecoder('windows-1252');
  let asciiSoFar = true;
  // While everything was ASCII: the bytes of a character the UTF-8 decoder holds back between chunks.
  let carry = Buffer.alloc(0);
  let first = true;
  const refuse = (reason: string): never => {
    throw new CsvDecodeError(reason);
  };
  const check = (chunk: Buffer) => {
    if (first) {
      first = false;
      if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) {
        refuse(
          'Die Datei ist UTF-16-kodiert. Bitte als „CSV UTF-8 (durch Trennzeichen getrennt)“ speichern.',
        );
      }
    }
    if (chunk.includes(0)) refuse('Die Datei ist keine Textdatei. Bitte die CSV-Vorlage verwenden.');
  };
  return {
    push(chunk) {
      check(chunk);
      if (encoding === 'windows-1252') return legacy.decode(chunk, { stream: true });
      try {
        const text = utf8.decode(chunk, { stream: true });
        if (asciiSoFar && /[^\t\n\r\u0020-\u007e]/.test(text)) asciiSoFar = false;
        if (!asciiSoFar) encoding = 'utf-8';
        else carry = Buffer.concat([carry, chunk]).subarray(text.length);
        return text;
      } catch {
        if (encoding === 'utf-8' || !asciiSoFar) {
          refuse(
            'Die Datei mischt Zeichenkodierungen. Bitte als „CSV UTF-8 (durch Trennzeichen getrennt)“ speichern.',
          );
        }
        encoding = 'windows-1252';
        utf8 = new TextDecoder('utf-8', { fatal: true });
        return legacy.decode(Buffer.concat([carry, chunk]));
      }
    },
    end() {
      if (encoding === 'windows-1252') return legacy.decode();
      try {
        return utf8.decode();
      } catch {
        return refuse('Die Datei endet mitten in einem Zeichen. Bitte als „CSV UTF-8“ speichern.');
      }
    },
  };
}

export class CsvDecodeError extends Error {
  override name = 'CsvDecodeError';
}
