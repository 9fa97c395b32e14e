import { Button, EmptyState } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'Keine Bestellungen vorhanden',
    description: 'Sobald Sie auf dem Handelsplatz bestellen, erscheinen Ihre Bestellungen hier.',
    icon: '📦',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { title: 'Keine Angebote vorhanden', action: <Button>Angebot erstellen</Button> },
};

export const ErrorState: Story = {
  args: {
    tone: 'critical',
    title: 'Die Rangliste konnte nicht geladen werden',
    description: 'Bitte versuchen Sie es später erneut.',
    action: <Button variant="secondary">Erneut versuchen</Button>,
  },
};

export const LongGermanWords: Story = {
  args: {
    title: 'Heizöl-Lieferbedingungenänderungsmitteilung',
    description: 'Mineralölsteuerbefreiungsbescheinigungen liegen noch nicht vor.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
};
