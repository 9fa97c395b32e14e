import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { brandFromGlobals } from '../../.storybook/brand';
import { HelpContactScreen } from './helpContactScreen';

/**
 * The help centre (`/hilfe-center`) of the app itself, per brand: its search over the platform's
 * terminals, products and additives and its glossary [S5]; against msw handlers. (A file of its own: the
 * stories of one file share a page, and the contact form's sending button leaves a screen-reader
 * announcement behind for a few seconds.)
 */
const meta = {
  title: 'App/Help centre',
  component: HelpContactScreen,
  args: { brandId: 'default', path: '/hilfe-center/suche' },
  render: (args, context) => <HelpContactScreen {...args} brandId={brandFromGlobals(context.globals)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HelpContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const HelpCentreSearch: Story = {
  name: '[S5] Help centre: the search finds a terminal, a product and an additive',
  args: { path: '/hilfe-center/suche' },
  play: async () => {
    const field = await page().findByRole(
      'searchbox',
      { name: 'Terminals, Produkte und Additive suchen' },
      { timeout: 10_000 },
    );
    await userEvent.type(field, 'hamburg');
    const terminals = await page().findByRole('region', { name: 'Terminals' });
    await expect(within(terminals).getByText('Hamburg Blumensand')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'heizol');
    await expect(await page().findByText('Heizöl EL schwefelarm')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'fliess');
    await expect(await page().findByText('Fliessverbesserer')).toBeVisible();
  },
};

export const HelpCentreGlossary: Story = {
  name: '[S5] Help centre: the glossary',
  args: { path: '/hilfe-center/glossar' },
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Glossar' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(page().getAllByRole('term').length).toBeGreaterThan(5);
  },
};
