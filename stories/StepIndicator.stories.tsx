import { Countdown, InlineAlert, StepIndicator, Button } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const basketSteps = [
  { id: 'items', title: 'Warenkorb' },
  { id: 'confirm', title: 'Bestellbestätigung' },
] as const;

const meta = {
  title: 'Navigation/StepIndicator',
  component: StepIndicator,
  args: { label: 'Schritte der Bestellung', steps: basketSteps, current: 'items' },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BasketItems: Story = {
  name: '[S9] Basket: step "Warenkorb"',
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).not.toHaveAttribute('aria-current');
  },
};

export const OrderConfirmation: Story = {
  name: '[S9] Basket: step "Bestellbestätigung"',
  args: { current: 'confirm' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('data-state', 'done');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

/**
 * The basket's reservation in its warning state (WCAG 2.2.1): the countdown below 30 s and an alert with
 * the one action that extends it [BK1].
 */
function ReservationWarningDemo() {
  // Starts 25 s before the end, inside the 30 s warning window; a refresh gives 5 more minutes.
  const [{ expiresAt, warning }, setReservation] = useState(() => ({
    expiresAt: Date.now() + 25_000,
    warning: true,
  }));
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <StepIndicator label="Schritte der Bestellung" steps={basketSteps} current="items" />
      <p>
        Preisreservierung endet in{' '}
        <Countdown expiresAt={expiresAt} warningBelowSeconds={30} label="Preisreservierung endet in" />
      </p>
      {warning ? (
        <InlineAlert
          tone="caution"
          announce="alert"
          title="Ihre Preisreservierung endet in weniger als 30 Sekunden. Mit „Preise aktualisieren“ verlängern Sie sie."
          action={
            <Button
              variant="primary"
              onPress={() => setReservation({ expiresAt: Date.now() + 5 * 60_000, warning: false })}
            >
              Preise aktualisieren
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

export const ReservationWarning: Story = {
  name: '[BK1] Reservation countdown in warning state',
  render: () => <ReservationWarningDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent(/^2\d Sek\.$/);
    await expect(timer.parentElement).toHaveAttribute('data-warning');
    const alert = canvas.getByRole('alert');
    within(alert).getByRole('button', { name: 'Preise aktualisieren' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(timer).toHaveTextContent(/^[45]:\d\d Min\.$/);
    await expect(timer.parentElement).not.toHaveAttribute('data-warning');
  },
};
