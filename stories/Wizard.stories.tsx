import { Wizard } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const sellers = ['Südöl Vertrieb GmbH', 'Rheintank Handels-KG', 'Alpenbrennstoff AG'];

/** The favourites wizard of spec §2: products, regions and terminals, sellers (at least one). */
function FavouritesWizard({ onSave }: { onSave: () => void }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [showError, setShowError] = useState(false);
  return (
    <Wizard
      label="Favorit anlegen"
      onSave={onSave}
      steps={[
        { id: 'products', title: 'Produkte', content: <p>Wählen Sie Heizöl, Diesel oder Benzin.</p> },
        {
          id: 'regions',
          title: 'Regionen und Abholterminals',
          content: <p>Wählen Sie Regionen und Terminals.</p>,
        },
        {
          id: 'sellers',
          title: 'Verkäufer',
          validate: () => {
            setShowError(chosen.length === 0);
            return chosen.length > 0;
          },
          content: (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>Verkäufer auswählen</legend>
              {sellers.map((seller) => (
                <label key={seller} style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 32 }}>
                  <input
                    type="checkbox"
                    style={{ width: 20, height: 20 }}
                    checked={chosen.includes(seller)}
                    onChange={(e) =>
                      setChosen((c) => (e.target.checked ? [...c, seller] : c.filter((s) => s !== seller)))
                    }
                  />
                  {seller}
                </label>
              ))}
              {showError ? <p role="alert">Bitte wählen Sie mindestens einen Verkäufer.</p> : null}
            </fieldset>
          ),
        },
      ]}
    />
  );
}

const meta = {
  title: 'Forms/Wizard',
  component: Wizard,
  args: {
    label: 'Favorit anlegen',
    onSave: fn(),
    steps: [
      { id: 'a', title: 'Produkte', content: <p>Schritt 1</p> },
      { id: 'b', title: 'Regionen und Abholterminals', content: <p>Schritt 2</p> },
      { id: 'c', title: 'Verkäufer', content: <p>Schritt 3</p> },
    ],
  },
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LastStep: Story = { args: { defaultStep: 2 } };

export const LongGermanWords: Story = {
  args: {
    steps: [
      { id: 'a', title: 'Heizöl-Lieferbedingungenänderungsmitteilung', content: <p>Inhalt</p> },
      { id: 'b', title: 'Mineralölsteuerbefreiungsbescheinigung', content: <p>Inhalt</p> },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const FavouritesNavigationAndValidation: Story = {
  render: (args) => <FavouritesWizard onSave={args.onSave as () => void} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Zurück' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Regionen und Abholterminals' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Zurück' }));
    await expect(canvas.getByRole('heading', { name: 'Produkte' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(canvas.getByRole('heading', { name: 'Verkäufer' })).toBeInTheDocument();
    // Saving without a seller is blocked by the step validation.
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('mindestens einen Verkäufer');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rheintank Handels-KG' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};
