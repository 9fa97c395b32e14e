import { Button, PageHeader } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Bestellungen', subtitle: 'Alle Bestellungen Ihres Unternehmens' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = {
  args: {
    eyebrow: <a href="#dashboard">Dashboard</a>,
    actions: (
      <>
        <Button variant="secondary">Exportieren</Button>
        <Button>Neue Bestellung</Button>
      </>
    ),
  },
};

export const LongGermanWords: Story = {
  args: {
    title: 'Heizöl-Lieferbedingungenänderungsmitteilung',
    subtitle: 'Mineralölsteuerbefreiungsbescheinigung',
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
};
