import { Tabs } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longGermanWord, Narrow } from './helpers';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Mein Konto',
    onSelectionChange: fn(),
    items: [
      { id: 'personal', label: 'Persönliche Daten', content: <p>Vorname, Nachname, Telefon</p> },
      { id: 'password', label: 'Passwort', content: <p>Passwort ändern</p> },
      { id: 'company', label: 'Firmenkonto', content: <p>Adresse des Firmenkontos</p> },
      { id: 'team', label: 'Teamverwaltung', content: <p>Mitglieder</p>, isDisabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Preselected: Story = { args: { defaultSelectedKey: 'company' } };
export const LongGermanTitles: Story = {
  args: {
    items: [
      { id: 'a', label: longGermanWord, content: <p>Nachweis hochladen</p> },
      { id: 'b', label: 'Lieferadressenverwaltung', content: <p>Adressen</p> },
    ],
  },
};

export const NarrowDeepLink: Story = {
  name: 'Narrow: the deep-linked tab is scrolled into view',
  args: { defaultSelectedKey: 'company' },
  render: (args) => (
    <Narrow width={200}>
      <Tabs {...args} />
    </Narrow>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = await canvas.findByRole('tab', { name: 'Firmenkonto' });
    const list = canvas.getByRole('tablist');
    await waitFor(() => {
      const t = tab.getBoundingClientRect();
      const l = list.getBoundingClientRect();
      expect(list.scrollLeft).toBeGreaterThan(0);
      expect(t.left).toBeGreaterThanOrEqual(l.left - 1);
      expect(t.right).toBeLessThanOrEqual(l.right + 1);
    });
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The collection renders its tabs after the first pass: wait for them.
    const first = await canvas.findByRole('tab', { name: 'Persönliche Daten' });
    await userEvent.click(first);
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Passwort' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Passwort ändern');
    // The disabled "Teamverwaltung" is skipped: from "Firmenkonto" the arrow wraps to the first tab.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
  },
};
