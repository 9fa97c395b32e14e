import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import {
  NOT_A_NUMBER,
  collapseLeadingZeros,
  formatDecimal,
  isAcceptableInput,
  readDecimal,
  toDecimalString,
} from './number';
import { NumberInput } from './NumberInput';

const de = { locale: 'de', decimals: 2, signed: false } as const;
const ch = { locale: 'de-CH', decimals: 2, signed: false } as const;
/** Swiss grouping: ICU versions differ between ' and ’; both are the Swiss apostrophe. */
const swiss = (text: string) => new RegExp(`^${text.replaceAll("'", "['’]").replaceAll('.', '\\.')}$`);

describe('decimal helpers [V2]', () => {
  it('[V2] formats with dot grouping and comma decimals in de, apostrophe and dot in de-CH', () => {
    expect(formatDecimal('1234.56', de)).toBe('1.234,56');
    expect(formatDecimal('1234.56', ch)).toMatch(swiss("1'234.56"));
    expect(formatDecimal('-1234567.5', { ...de, signed: true })).toBe('-1.234.567,50');
  });

  it('[V2] parses what each locale types into an exact decimal string', () => {
    expect(toDecimalString('1.234,56', de)).toBe('1234.56');
    expect(toDecimalString('1234,5', de)).toBe('1234.50');
    expect(toDecimalString("1'234.56", ch)).toBe('1234.56');
    expect(toDecimalString('1’234.56', ch)).toBe('1234.56');
    expect(toDecimalString('0,1', { ...de, decimals: 4 })).toBe('0.1000');
    expect(toDecimalString('-', { ...de, signed: true })).toBe('');
    expect(toDecimalString('-0', { ...de, signed: true })).toBe('0.00');
  });

  it('[V2] accepts partial input but refuses extra decimals, letters and the other locale’s decimal mark', () => {
    expect(isAcceptableInput('12,', de)).toBe(true);
    expect(isAcceptableInput('12,34', de)).toBe(true);
    expect(isAcceptableInput('12,345', de)).toBe(false);
    expect(isAcceptableInput('12,345', { ...de, decimals: 3 })).toBe(true);
    expect(isAcceptableInput('12a', de)).toBe(false);
    expect(isAcceptableInput('12,5', ch)).toBe(false);
    expect(isAcceptableInput('12.5', ch)).toBe(true);
  });

  it('[V2] never reads a decimal mark as a thousands separator in a whole-number field', () => {
    const whole = { ...de, decimals: 0 };
    const wholeCh = { ...ch, decimals: 0 };
    const wholeNumber = { kind: 'problem', problem: 'whole_number_required', final: true };
    expect(readDecimal('1234,5', whole)).toEqual(wholeNumber);
    expect(readDecimal('1234,', whole)).toEqual(wholeNumber);
    expect(readDecimal('1234.5', whole)).toEqual(wholeNumber); // a misplaced thousands separator
    expect(readDecimal('1234.5', wholeCh)).toEqual(wholeNumber);
    expect(readDecimal('1234,5', wholeCh)).toEqual(wholeNumber);
    expect(readDecimal('1.234', whole)).toEqual({ kind: 'number', value: '1234' });
    expect(readDecimal("1'234", wholeCh)).toEqual({ kind: 'number', value: '1234' });
    expect(readDecimal('1’234', wholeCh)).toEqual({ kind: 'number', value: '1234' });
    expect(toDecimalString('1234,5', whole)).toBe('');
  });

  it('[V2] reads thousands separators only between groups of three digits', () => {
    expect(readDecimal('1.234.567,5', de)).toEqual({ kind: 'number', value: '1234567.50' });
    expect(readDecimal('1234.5', de)).toEqual({
      kind: 'problem',
      problem: 'number_format_required',
      final: true,
    });
    expect(readDecimal('12.34,5', de)).toMatchObject({ kind: 'problem', final: true });
    // on the way to "1.234": not a number yet, but typing on can make it one
    expect(readDecimal('1.23', de)).toEqual({
      kind: 'problem',
      problem: 'number_format_required',
      final: false,
    });
    expect(toDecimalString('1.23', de)).toBe('');
    expect(readDecimal('12,5', ch)).toMatchObject({ kind: 'problem', final: true });
  });

  it('[V2] refuses a minus sign unless signed', () => {
    expect(isAcceptableInput('-', de)).toBe(false);
    expect(isAcceptableInput('-5', de)).toBe(false);
    expect(isAcceptableInput('-5', { ...de, signed: true })).toBe(true);
  });

  it('[V2] collapses leading zeros', () => {
    expect(collapseLeadingZeros('007')).toBe('7');
    expect(collapseLeadingZeros('-0012,5')).toBe('-12,5');
    expect(collapseLeadingZeros('0,5')).toBe('0,5');
    expect(collapseLeadingZeros('000')).toBe('0');
    expect(collapseLeadingZeros('')).toBe('');
  });
});

/** A parent that owns the value, like a form would. */
function Controlled(props: Partial<Parameters<typeof NumberInput>[0]>) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return (
    <>
      <NumberInput label="Preis" {...props} value={value} onChange={setValue} />
      <output aria-label="Wert">{value}</output>
    </>
  );
}

describe('NumberInput', () => {
  it('[V2] given the de locale, typing 1234,5 shows 1.234,50 after leaving the field', async () => {
    const { user } = renderWithUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Preis' });
    await user.type(input, '1234,5');
    expect(input).toHaveValue('1234,5');
    expect(screen.getByLabelText('Wert')).toHaveTextContent('1234.50');
    await user.tab();
    expect(input).toHaveValue('1.234,50');
  });

  it("[V2] given a de-CH brand, typing 1234.5 shows 1'234.50", async () => {
    const { user } = renderWithUi(<Controlled />, { locale: 'de-CH' });
    const input = screen.getByRole('textbox', { name: 'Preis' });
    await user.type(input, '1234.5');
    await user.tab();
    expect((input as HTMLInputElement).value).toMatch(swiss("1'234.50"));
    expect(screen.getByLabelText('Wert')).toHaveTextContent('1234.50');
  });

  it('[V2] refuses a third decimal by default and allows the configured decimal limit', async () => {
    const { user } = renderWithUi(
      <>
        <NumberInput label="Betrag" />
        <NumberInput label="Dichte" decimals={4} />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Betrag' }), '1,2345');
    expect(screen.getByRole('textbox', { name: 'Betrag' })).toHaveValue('1,23');
    await user.type(screen.getByRole('textbox', { name: 'Dichte' }), '0,84567');
    expect(screen.getByRole('textbox', { name: 'Dichte' })).toHaveValue('0,8456');
  });

  it('[V2] refuses letters and the minus sign when not signed; accepts it when signed', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(
      <>
        <NumberInput label="Menge" onChange={onChange} />
        <NumberInput label="Rabatt" signed />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Menge' }), '-1x2');
    expect(screen.getByRole('textbox', { name: 'Menge' })).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith('12.00');
    await user.type(screen.getByRole('textbox', { name: 'Rabatt' }), '-3,5');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Rabatt' })).toHaveValue('-3,50');
  });

  it('[V2] collapses leading zeros while typing', async () => {
    const { user } = renderWithUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Preis' });
    await user.type(input, '0007');
    expect(input).toHaveValue('7');
    await user.tab();
    expect(input).toHaveValue('7,00');
  });

  it('[V2] the positive-only variant rejects 0 on blur and accepts a positive value', async () => {
    const { user } = renderWithUi(<NumberInput label="Volumen" positiveOnly decimals={0} />);
    const input = screen.getByRole('textbox', { name: 'Volumen' });
    await user.type(input, '0');
    await user.tab();
    expect(screen.getByText('Bitte geben Sie einen Wert größer als 0 ein.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '5000');
    expect(screen.queryByText('Bitte geben Sie einen Wert größer als 0 ein.')).not.toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('5.000');
  });

  it('[V1] a required empty number shows "Pflichtfeld" on blur', async () => {
    const { user } = renderWithUi(<NumberInput label="Menge" isRequired />);
    await user.click(screen.getByRole('textbox', { name: /Menge/ }));
    await user.tab();
    expect(screen.getByText('Pflichtfeld')).toBeInTheDocument();
  });

  it('[V2] given de, typing 1234,5 into a whole-litre field keeps the entry and asks for whole litres', async () => {
    const { user } = renderWithUi(<Controlled label="Menge" decimals={0} unit="L" />);
    const input = screen.getByRole('textbox', { name: 'Menge' });
    await user.type(input, '1234,5');
    expect(input).toHaveValue('1234,5');
    expect(screen.getByText('Bitte ganze Liter eingeben.')).toBeInTheDocument();
    expect(screen.getByLabelText('Wert')).toHaveTextContent(NOT_A_NUMBER); // never '' ("none")
    await user.tab();
    expect(input).toHaveValue('1234,5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Bitte ganze Liter eingeben.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '1234');
    await user.tab();
    expect(input).toHaveValue('1.234');
    expect(screen.getByLabelText('Wert')).toHaveTextContent('1234');
    expect(screen.queryByText('Bitte ganze Liter eingeben.')).not.toBeInTheDocument();
  });

  it('[V2] given de-CH, typing 1234.5 into a whole-litre field keeps the entry and asks for whole litres', async () => {
    const { user } = renderWithUi(<Controlled label="Menge" decimals={0} unit="l" />, { locale: 'de-CH' });
    const input = screen.getByRole('textbox', { name: 'Menge' });
    await user.type(input, '1234.5');
    await user.tab();
    expect(input).toHaveValue('1234.5');
    expect(screen.getByText('Bitte ganze Liter eingeben.')).toBeInTheDocument();
    expect(screen.getByLabelText('Wert')).toHaveTextContent(NOT_A_NUMBER); // never '' ("none")
  });

  it('[V2] given de, a Swiss-style 1234.5 in a price field is refused with the German format, not read as 12345', async () => {
    const { user } = renderWithUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Preis' });
    await user.type(input, '1234.5');
    expect(input).toHaveValue('1234.5');
    expect(screen.getByText('Bitte eine Zahl im Format 1.234,50 eingeben.')).toBeInTheDocument();
    expect(screen.getByLabelText('Wert')).toHaveTextContent(NOT_A_NUMBER); // never '' ("none")
  });

  it('[V2] given de-CH, a German comma in a price field is kept and refused, not dropped', async () => {
    const { user } = renderWithUi(<Controlled />, { locale: 'de-CH' });
    const input = screen.getByRole('textbox', { name: 'Preis' });
    await user.type(input, '1234,5');
    await user.tab();
    expect(input).toHaveValue('1234,5');
    expect(screen.getByText(/^Bitte eine Zahl im Format 1['’]234\.50 eingeben\.$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Wert')).toHaveTextContent(NOT_A_NUMBER); // never '' ("none")
  });

  it('[V2] a thousands separator on the way to a full group is flagged only after leaving the field', async () => {
    const { user } = renderWithUi(<Controlled label="Menge" decimals={0} unit="L" />);
    const input = screen.getByRole('textbox', { name: 'Menge' });
    await user.type(input, '1.23');
    expect(screen.queryByText('Bitte ganze Liter eingeben.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Wert')).toHaveTextContent(/^$/);
    await user.tab();
    expect(input).toHaveValue('1.23');
    expect(screen.getByText('Bitte ganze Liter eingeben.')).toBeInTheDocument();
    expect(screen.getByLabelText('Wert')).toHaveTextContent(NOT_A_NUMBER);
  });

  it('a whole-number field without a litre unit asks for a whole number', async () => {
    const { user } = renderWithUi(<Controlled label="Fässer" decimals={0} />);
    await user.type(screen.getByRole('textbox', { name: 'Fässer' }), '3,5');
    expect(screen.getByText('Bitte eine ganze Zahl eingeben.')).toBeInTheDocument();
  });

  it('shows a controlled value formatted for the locale and keeps the exact decimal string', () => {
    renderWithUi(<NumberInput label="Preis" value="92.45" decimals={4} unit="EUR/100L15" />);
    expect(screen.getByRole('textbox', { name: 'Preis' })).toHaveValue('92,4500');
    expect(screen.getByText('EUR/100L15')).toBeInTheDocument();
  });
});
