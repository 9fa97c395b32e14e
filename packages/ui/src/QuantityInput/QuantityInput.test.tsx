import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../test/render';
import { QuantityInput, quantityProblem } from './QuantityInput';

function Harness({
  initial = '',
  min = 5000,
  max = 36000,
}: {
  initial?: string;
  min?: number;
  max?: number;
}) {
  const [value, setValue] = useState(initial);
  return <QuantityInput label="Menge" value={value} onChange={setValue} min={min} max={max} />;
}

describe('QuantityInput', () => {
  it('[V8] names the problem of a quantity outside minimum and maximum', () => {
    expect(quantityProblem('', 5000, 36000)).toBeNull();
    expect(quantityProblem('4999', 5000, 36000)).toBe('below_minimum');
    expect(quantityProblem('5000', 5000, 36000)).toBeNull();
    expect(quantityProblem('36000', 5000, 36000)).toBeNull();
    expect(quantityProblem('36001', 5000, 36000)).toBe('above_maximum');
    expect(quantityProblem('6000', 5000, 4000)).toBe('unavailable');
  });

  it('[V2][V8] given de, shows the hint and the value as 24.000', async () => {
    const { user } = renderWithUi(<Harness />);
    expect(screen.getByText('Min. 5.000 L – max. 36.000 L')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Menge' });
    await user.type(input, '24000');
    await user.tab();
    expect(input).toHaveValue('24.000');
  });

  it.each([
    ['de', '12345,5'],
    ['de-CH', '12345.5'],
  ] as const)(
    '[V2] given %s, a decimal quantity %s is kept and refused, never read as ten times as much',
    async (locale, typed) => {
      const { user } = renderWithUi(<Harness />, { locale });
      const input = screen.getByRole('textbox', { name: 'Menge' });
      await user.type(input, typed);
      await user.tab();
      expect(input).toHaveValue(typed);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Bitte ganze Liter eingeben.')).toBeInTheDocument();
    },
  );

  it("[V2] given de-CH, typing 24000 shows 24'000", async () => {
    const { user } = renderWithUi(<Harness />, { locale: 'de-CH' });
    const input = screen.getByRole('textbox', { name: 'Menge' });
    await user.type(input, '24000');
    await user.tab();
    expect((input as HTMLInputElement).value).toMatch(/^24['’]000$/);
  });

  it('[V8] a quantity above the maximum shows the maximum as the error', async () => {
    const { user } = renderWithUi(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Menge' }), '40000');
    expect(screen.getByRole('textbox', { name: 'Menge' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Die Höchstmenge ist 36.000 L.')).toBeInTheDocument();
  });
});
