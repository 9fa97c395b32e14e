/** The CSV offer file's cells and bytes (csvFormat.ts): what a spreadsheet writes is read, nothing it would run is written. */
import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  CsvDecodeError,
  cellText,
  csvFile,
  isFormula,
  offerRow,
  readDate,
  readDecimal,
  readLitres,
  readTime,
  textDecoder,
} from '../src/features/offers/csvFormat.js';
import { fixedFuelOffer } from './helpers/fuelOffers.js';

describe('cells', () => {
  it.each([
    ['92,4500', '92.4500'],
    ['92.45', '92.45'],
    ['1.234,56', '1234.56'],
    ['-1,5', '-1.5'],
    ['7', '7'],
  ])('reads the decimal %s as %s', (cell, value) => {
    expect(readDecimal(cell)).toEqual({ value });
  });

  it.each(['92,45x', '1,234.56', '1.2.3', '12,', ',5', 'NaN'])('refuses the decimal %s', (cell) => {
    expect(readDecimal(cell)).toHaveProperty('error');
  });

  it.each([
    ['500000', 500000],
    ['500.000', 500000],
    ["500'000", 500000],
    ['1 000 000', 1000000],
  ])('reads the litres %s', (cell, value) => {
    expect(readLitres(cell)).toEqual({ value });
  });

  it.each(['500.00', '5,5', '-5', '1.000 000', '10000000000000'])('refuses the litres %s', (cell) => {
    expect(readLitres(cell)).toHaveProperty('error');
  });

  it('reads ISO and German dates, and only real ones', () => {
    expect(readDate('2026-11-23')).toEqual({ value: '2026-11-23' });
    expect(readDate('3.1.2027')).toEqual({ value: '2027-01-03' });
    expect(readDate('29.02.2028')).toEqual({ value: '2028-02-29' });
    expect(readDate('29.02.2027')).toHaveProperty('error');
    expect(readDate('2026-13-01')).toHaveProperty('error');
  });

  it('reads times as spreadsheets write them', () => {
    expect(readTime('7:00')).toEqual({ value: '07:00' });
    expect(readTime('18:30:00')).toEqual({ value: '18:30' });
    expect(readTime('24:00')).toHaveProperty('error');
    expect(readTime('18:30:15')).toHaveProperty('error');
  });

  it('[M4] tells formulas from negative numbers, and drops the apostrophe of an exported cell', () => {
    for (const cell of ['=1+1', '+A1', '@SUM(A1)', '-A1', '\t=1']) expect(isFormula(cell)).toBe(true);
    for (const cell of ['-1,5', 'heizoel-el', "'=1+1", '']) expect(isFormula(cell)).toBe(false);
    expect(cellText("'=1+1")).toBe('=1+1');
    expect(cellText("'Hamburg")).toBe("'Hamburg");
  });
});

describe('files', () => {
  it('[M4] writes every cell a spreadsheet would execute as text (a leading apostrophe)', () => {
    const row = offerRow('=HYPERLINK("http://x")', {
      ...fixedFuelOffer,
      productId: '@cmd',
      terminalId: '+1',
    });
    const [header, line] = csvFile([{ ...row, surcharge: '-5,0000' }]).split('\r\n');
    expect(header).toBe(`\uFEFF${CSV_COLUMNS.join(';')}`);
    const cells = line!.split(';');
    expect(cells[0]).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(cells[2]).toBe("'@cmd");
    expect(cells[3]).toBe("'+1");
    expect(cells[CSV_COLUMNS.indexOf('surcharge')]).toBe("'-5,0000");
    expect(cells[CSV_COLUMNS.indexOf('fixedPrice')]).toBe('92,4500');
  });

  it('decodes UTF-8 across chunk boundaries, and falls back to Windows-1252 for a file that is not UTF-8', () => {
    const utf8 = Buffer.from('Heizöl;Öl', 'utf8');
    const d = textDecoder();
    expect(d.push(utf8.subarray(0, 5)) + d.push(utf8.subarray(5)) + d.end()).toBe('Heizöl;Öl');

    const latin = Buffer.from('ab;Heizöl;Öl', 'latin1');
    const l = textDecoder();
    expect(l.push(latin.subarray(0, 3)) + l.push(latin.subarray(3)) + l.end()).toBe('ab;Heizöl;Öl');
  });

  it('refuses a file that mixes encodings, UTF-16 and binary', () => {
    const mixed = textDecoder();
    mixed.push(Buffer.from('Heizöl;', 'utf8'));
    expect(() => mixed.push(Buffer.from('Öl', 'latin1'))).toThrow(CsvDecodeError);
    expect(() => textDecoder().push(Buffer.from([0xfe, 0xff, 0, 0x41]))).toThrow(/UTF-16/);
    expect(() => textDecoder().push(Buffer.from([0x41, 0, 0x42]))).toThrow(/keine Textdatei/);
  });
});
