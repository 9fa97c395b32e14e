import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../test/render';
import { formatTimeString, parseTimeString, TimeInput } from './TimeInput';

describe('TimeInput', () => {
  it('[V3] has exactly an hour and a minute segment in 24-hour form', () => {
    renderWithUi(<TimeInput label="Startzeit" defaultValue="14:05" />);
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.map((s) => s.getAttribute('aria-label')?.replace(/[,\s]+$/, ''))).toEqual([
      'Stunde',
      'Minute',
    ]);
    expect(segments.map((s) => s.textContent)).toEqual(['14', '05']);
    expect(screen.queryByText(/AM|PM/)).not.toBeInTheDocument();
  });

  it('[V3] typing hours and minutes reports "HH:mm"', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUi(<TimeInput label="Endzeit" onChange={onChange} />);
    const [hours] = screen.getAllByRole('spinbutton');
    await user.click(hours!);
    await user.keyboard('0730');
    expect(onChange).toHaveBeenLastCalledWith('07:30');
  });

  it('[V1] shows "Pflichtfeld" when a required time is left empty', async () => {
    const { user } = renderWithUi(<TimeInput label="Abholzeit" isRequired />);
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.tab();
    await user.tab();
    expect(screen.getByText('Pflichtfeld')).toBeInTheDocument();
  });

  it('parses and formats "HH:mm"', () => {
    expect(parseTimeString('23:59')?.toString()).toBe('23:59:00');
    expect(parseTimeString('24:00')).toBeNull();
    expect(parseTimeString('7')).toBeNull();
    expect(formatTimeString({ hour: 7, minute: 5 })).toBe('07:05');
  });
});
