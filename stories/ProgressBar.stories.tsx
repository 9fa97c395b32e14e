import { ProgressBar } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longGermanWord } from './helpers';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Datei „angebote-kw49.csv“ wird hochgeladen', value: 734_003, maxValue: 1_835_008 },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: /wird hochgeladen/ });
    // 40 % in German, 40% in Swiss German.
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/^40\u00a0?%$/);
  },
};
export const Done: Story = { args: { value: 1_835_008 } };
export const Indeterminate: Story = {
  args: { label: 'Datei „angebote-kw49.csv“ wird geprüft', value: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: /wird geprüft/ });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};
export const LongGermanLabel: Story = { args: { label: longGermanWord } };
