import { Button, buttonSizes, buttonVariants } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longGermanWord } from './helpers';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Angebot speichern', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Tertiary: Story = { args: { variant: 'tertiary' } };
export const Critical: Story = { args: { variant: 'critical', children: 'Angebot löschen' } };
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = { args: { isDisabled: true } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const LongGermanWord: Story = {
  args: { children: longGermanWord },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const KeyboardPress: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Angebot speichern' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
