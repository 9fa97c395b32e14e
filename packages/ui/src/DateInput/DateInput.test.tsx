import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { DateInput, parseDateString } from './DateInput';

describe('DateInput', () => {
  it('has day, month and year segments in the German order', () => {
    renderWithUi(<DateInput label="Ablaufdatum" defaultValue="2026-12-03" />);
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.map((s) => s.getAttribute('aria-label')?.replace(/[,\s]+$/, ''))).toEqual([
      'Tag',
      'Monat',
      'Jahr',
    ]);
    expect(segments.map((s) => s.textContent)).toEqual(['03', '12', '2026']);
  });

  it('typing day, month and year reports "YYYY-MM-DD"', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<DateInput label="Ablaufdatum" onChange={onChange} />);
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.keyboard('10122026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-10');
  });

  it('[K10] a two-digit year means 20YY and shows with four digits once the field is left', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(
      <>
        <DateInput label="Gültig bis" onChange={onChange} />
        <button type="button">weiter</button>
      </>,
    );
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.keyboard('011226');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'weiter' }));
    expect(screen.getAllByRole('spinbutton').map((s) => s.textContent)).toEqual(['01', '12', '2026']);
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  });

  it('[K10] a separator after digits moves on to the next segment, so "1.12.26" is 1 December 2026', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<DateInput label="Gültig bis" onChange={onChange} />);
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.keyboard('1.12.26');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
  });

  it('[V1] shows "Pflichtfeld" when a required date is left empty', async () => {
    const { user } = renderWithUi(<DateInput label="Ablaufdatum" isRequired />);
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByText('Pflichtfeld')).toBeInTheDocument();
  });

  it('parses only real days', () => {
    expect(parseDateString('2026-02-28')?.toString()).toBe('2026-02-28');
    expect(parseDateString('2026-02-30')).toBeNull();
    expect(parseDateString('28.02.2026')).toBeNull();
    expect(parseDateString('')).toBeNull();
  });
});
