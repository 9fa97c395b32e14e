import { Button, InlineAlert, inlineAlertTones } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longGermanWord } from './helpers';

const meta = {
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: { title: 'Die Angebote konnten nicht geladen werden (Status 503).', tone: 'critical' },
  argTypes: { tone: { control: 'inline-radio', options: inlineAlertTones } },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = {};
export const Caution: Story = {
  args: {
    tone: 'caution',
    title:
      'Keine Live-Preisdaten verfügbar. Angebote von Verkäufern mit Preis-Engine werden deshalb gerade nicht angezeigt.',
  },
};
export const Info: Story = {
  args: {
    tone: 'info',
    announce: 'none',
    title: 'Sie können die Angebote ansehen, aber nicht bestellen: Ihrem Benutzer fehlt das Einkaufsrecht.',
  },
};
export const Positive: Story = { args: { tone: 'positive', title: 'Ihre Bestellung wurde aufgegeben.' } };
export const LongGermanWord: Story = { args: { title: longGermanWord } };

/** The basket's order error messages, one per code [M3] (the texts of the app's catalogue). */
const orderErrors = [
  ['INSUFFICIENT_CREDIT_LIMIT', 'Ihr Kreditlimit beim Verkäufer reicht für diese Bestellung nicht aus.'],
  [
    'INSUFFICIENT_CREDIT_LIMIT_SHAREHOLDER',
    'Das Kreditlimit beim Hauptgesellschafter reicht für diese Bestellung nicht aus.',
  ],
  ['DAILY_PURCHASE_LIMIT_REACHED', 'Ihr tägliches Einkaufslimit für dieses Produkt ist erreicht.'],
  ['OFFER_NOT_AVAILABLE', 'Dieses Angebot ist nicht mehr verfügbar.'],
  ['NOT_ENOUGH_VOLUME', 'Nicht genügend Menge verfügbar. Es sind nur noch 12.000 L verfügbar.'],
  [
    'RELATIONSHIP_DISABLED',
    'Ihre Geschäftsbeziehung mit Südöl Vertrieb GmbH ist deaktiviert. Bitte wenden Sie sich an den Verkäufer.',
  ],
  ['PAYMENT_TERM_CHANGED', 'Das Zahlungsziel wurde geändert. Bitte prüfen Sie Ihre Bestellung.'],
  ['ANTITRUST_ANONYMITY', 'Das Angebot ist nicht mehr verfügbar. Bitte kehren Sie zum Handelsplatz zurück.'],
  ['RESERVATION_EXPIRED', 'Ihre Preisreservierung ist abgelaufen. Bitte aktualisieren Sie die Preise.'],
  [
    'BASKET_TECHNICAL_ERROR',
    'Im Warenkorb ist ein technischer Fehler aufgetreten. Bitte schließen Sie den Warenkorb und versuchen Sie es erneut.',
  ],
] as const;

export const OrderErrors: Story = {
  name: '[M3] Order error messages',
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      {orderErrors.map(([code, text]) => (
        <InlineAlert key={code} tone="critical" announce="none" title={text}>
          <code>{code}</code>
        </InlineAlert>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [code] of orderErrors) await expect(canvas.getByText(code)).toBeInTheDocument();
    const texts = new Set(orderErrors.map(([, text]) => text));
    await expect(texts.size).toBe(orderErrors.length);
  },
};

const onRetry = fn();

export const WithAction: Story = {
  render: () => (
    <InlineAlert
      tone="critical"
      title="Die Angebote konnten nicht geladen werden (Status 503)."
      action={
        <Button variant="secondary" onPress={onRetry}>
          Erneut laden
        </Button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Status 503');
    onRetry.mockClear();
    canvas.getByRole('button', { name: 'Erneut laden' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};
