import { Button, Card } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Marktinformationen',
    children: 'Heizöl notiert heute 92,45 EUR/100L15 an den norddeutschen Terminals.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button size="small" variant="secondary">
        Alle anzeigen
      </Button>
    ),
    footer: 'Stand: 22.11.2026, 10:00 Uhr',
  },
};

export const WithoutTitle: Story = { args: { title: undefined } };

export const LongGermanWords: Story = {
  args: {
    title: 'Heizöl-Lieferbedingungenänderungsmitteilung',
    children: 'Mineralölsteuerbefreiungsbescheinigungsanforderungsformular',
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};
