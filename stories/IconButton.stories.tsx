import { IconButton, iconButtonVariants } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SampleIcon } from './helpers';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Einstellungen', icon: <SampleIcon />, onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: iconButtonVariants }, icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Primary: Story = { args: { variant: 'primary' } };
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = { args: { isDisabled: true } };

export const NamedByLabel: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Einstellungen' });
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
