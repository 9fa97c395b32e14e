import { Skeleton, skeletonShapes } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Rect: Story = { args: { shape: 'rect', width: '320px' } };
export const Circle: Story = { args: { shape: 'circle', width: '48px' } };

export const LoadingCard: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: 12, alignItems: 'center', maxWidth: 360 }}>
      <Skeleton shape="circle" width="48px" />
      <Skeleton lines={2} />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Wird geladen
      </span>
    </div>
  ),
};
