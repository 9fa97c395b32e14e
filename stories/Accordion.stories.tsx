import { Accordion } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { longGermanWord, Narrow } from './helpers';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'price',
        title: 'Wie setzt sich ein Live-Preis zusammen?',
        content: (
          <p>ICE-Gasoil-Notierung des gewählten Monats, Wechselkurs und der Aufschlag des Verkäufers.</p>
        ),
      },
      {
        id: 'basket',
        title: 'Wie lange gilt ein Preis im Warenkorb?',
        content: <p>Bis der Countdown des Warenkorbs abläuft; danach wird der Preis neu reserviert.</p>,
      },
      {
        id: 'order',
        title: 'Wann ist eine Bestellung verbindlich?',
        content: <p>Sobald der Verkäufer sie bestätigt hat.</p>,
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneOpen: Story = { args: { defaultOpen: ['basket'] } };
export const LongGermanTitles: Story = {
  args: { items: [{ id: 'a', title: longGermanWord, content: <p>{longGermanWord}</p> }] },
  render: (args) => (
    <Narrow width={220}>
      <Accordion {...args} />
    </Narrow>
  ),
};

export const Keyboard: Story = {
  name: 'Keyboard: arrows move between titles, Enter opens',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Wie setzt sich ein Live-Preis zusammen?' });
    const second = canvas.getByRole('button', { name: 'Wie lange gilt ein Preis im Warenkorb?' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'true'));
    await expect(
      canvas.getByRole('region', { name: 'Wie lange gilt ein Preis im Warenkorb?' }),
    ).toHaveTextContent('Countdown');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};
