import { Countdown, type CountdownProps } from '@fuelmarket/ui';
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
