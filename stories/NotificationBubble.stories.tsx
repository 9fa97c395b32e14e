import { NotificationBubble } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Feedback/NotificationBubble',
  component: NotificationBubble,
  args: { count: 7, label: (n: number) => `${n} offene Bestellungen` },
} satisfies Meta<typeof NotificationBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NinetyNine: Story = { args: { count: 99 } };

export const MoreThanNinetyNine: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 offene Bestellungen')).toBeInTheDocument();
  },
};

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span')).toBeNull();
  },
};

export const InLink: Story = {
  render: (args) => (
    <a href="#orders" style={{ display: 'inline-flex', gap: 6, alignItems: 'center', minHeight: 24 }}>
      Bestellungen <NotificationBubble {...args} />
    </a>
  ),
  args: { count: 150 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(
      'Bestellungen 150 offene Bestellungen',
    );
  },
};
