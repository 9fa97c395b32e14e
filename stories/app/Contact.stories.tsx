import { brands } from '@fuelmarket/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { brandFromGlobals } from '../../.storybook/brand';
import { HelpContactScreen } from './helpContactScreen';

/**
 * The contact form (`/kontakt`) of the app itself, per brand: the three messages of the form [M2] beside
 * the brand's contact block [B4]; against msw handlers.
 */
const meta = {
  title: 'App/Contact',
  component: HelpContactScreen,
  args: { brandId: 'default', path: '/kontakt' },
  render: (args, context) => <HelpContactScreen {...args} brandId={brandFromGlobals(context.globals)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HelpContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const contactForm = () => page().findByRole('form', { name: 'Kontaktformular' }, { timeout: 10_000 });

async function fillIn(form: HTMLElement) {
  await userEvent.type(within(form).getByRole('textbox', { name: /Betreff/ }), 'Frage zur Abholung');
  await userEvent.type(within(form).getByRole('textbox', { name: /Ihre Nachricht/ }), 'Samstags laden?');
}

export const ContactMissingEntries: Story = {
  name: '[M2] Contact form: missing entries are warned about',
  play: async ({ globals }) => {
    const form = await contactForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Nachricht senden' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Bitte füllen Sie alle Pflichtfelder aus.',
    );
    const { company } = brands[brandFromGlobals(globals)];
    await expect(page().getByRole('region', { name: 'So erreichen Sie uns' })).toHaveTextContent(
      company.name,
    );
  },
};

export const ContactSent: Story = {
  name: '[M2] Contact form: the message is sent',
  play: async () => {
    const form = await contactForm();
    await fillIn(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Nachricht senden' }));
    await expect(await page().findByText('Ihre Nachricht wurde gesendet.')).toBeVisible();
  },
};

export const ContactFailed: Story = {
  name: '[M2] Contact form: sending failed, the entries stay',
  args: { contactFails: true },
  play: async () => {
    const form = await contactForm();
    await fillIn(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Nachricht senden' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Ihre Nachricht konnte nicht gesendet werden.',
    );
    await expect(within(form).getByRole('textbox', { name: /Betreff/ })).toHaveValue('Frage zur Abholung');
  },
};
