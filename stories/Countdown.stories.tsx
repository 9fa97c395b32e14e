import { Countdown, type CountdownProps } from '@fuelmarket/ui';
import { vars } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

/** Starts the countdown when the story mounts, so the expiry is relative to "now" at render time. */
function CountdownFromNow({ seconds, ...props }: Omit<CountdownProps, 'expiresAt'> & { seconds: number }) {
  const [expiresAt] = useState(() => Date.now() + seconds * 1000);
  return <Countdown {...props} expiresAt={expiresAt} />;
}

const meta = {
  title: 'Feedback/Countdown',
  component: Countdown,
  args: { expiresAt: 0, label: 'Preisreservierung', onExpire: fn() },
  render: (args) => <CountdownFromNow {...args} seconds={5 * 60} />,
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MinutesForm: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(/^[45]:\d\d Min\.$/);
  },
};

export const SecondsFormWarning: Story = {
  render: (args) => <CountdownFromNow {...args} seconds={45} />,
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent(/^4\d Sek\.$/);
    await expect(timer.parentElement).toHaveAttribute('data-warning');
  },
};

export const Expired: Story = {
  render: (args) => <Countdown {...args} expiresAt={0} />,
};

export const ReachesZero: Story = {
  render: (args) => <CountdownFromNow {...args} seconds={3} />,
  play: async ({ args, canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent(/^[123] Sek\.$/);
    await waitFor(() => expect(timer).toHaveTextContent('0 Sek.'), { timeout: 6000 });
    await expect(timer.parentElement).toHaveAttribute('data-expired');
    await expect(timer.parentElement).not.toHaveAttribute('data-warning');
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/**
 * In a sentence on the page background, as the market window shows it: one space between the words and the
 * time, not a gap that reads as several ("endet in   7:55 Min.").
 */
export const InSentence: Story = {
  render: (args) => (
    <p style={{ background: vars.color.surfaceSunken, padding: 8 }}>
      Marktfenster endet in <CountdownFromNow {...args} seconds={8 * 60} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const paragraph = canvasElement.querySelector('p')!;
    const label = paragraph.firstChild as Text;
    const timerText = within(canvasElement).getByRole('timer').firstChild as Text;
    const rangeOf = (node: Text, start: number, end: number) => {
      const range = doc.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return range.getBoundingClientRect();
    };
    const words = 'Marktfenster endet in';
    const wordsEnd = rangeOf(label, 0, words.length).right;
    const space = rangeOf(label, words.length, words.length + 1).width;
    const timeStart = rangeOf(timerText, 0, 1).left;
    await expect(space).toBeGreaterThan(0);
    await expect(timeStart - wordsEnd).toBeLessThanOrEqual(space * 1.25);
  },
};
