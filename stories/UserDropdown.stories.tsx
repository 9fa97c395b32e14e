import { UserDropdown } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Layout/UserDropdown',
  component: UserDropdown,
  args: { firstName: 'Jana', lastName: 'Becker', onAction: fn() },
} satisfies Meta<typeof UserDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongName: Story = {
  args: { firstName: 'Maximiliane-Friederike', lastName: 'Schwarzenberg-Hohenlohe' },
};

export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Jana Becker/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ChooseLogout: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jana Becker/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Abmelden' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};
