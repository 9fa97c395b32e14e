import { Button, createToastQueue, showToast, ToastRegion, toastTones } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longGermanWord } from './helpers';

// One queue per story file, so stories don't see each other's toasts.
const queue = createToastQueue();

const meta = {
  title: 'Overlays/Toast',
  component: ToastRegion,
  args: { queue },
  argTypes: { queue: { control: false } },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {toastTones.map((tone) => (
        <Button
          key={tone}
          variant="secondary"
          onPress={() =>
            showToast(
              {
                tone,
                title:
                  tone === 'critical'
                    ? 'Fehler beim Senden'
                    : tone === 'positive'
                      ? 'Nachricht gesendet'
                      : 'Hinweis',
                description:
                  tone === 'critical'
                    ? 'Bitte versuchen Sie es später erneut.'
                    : `Nachweis: ${longGermanWord}`,
              },
              { queue: args.queue ?? queue },
            )
          }
        >
          {`Toast ${tone}`}
        </Button>
      ))}
      <ToastRegion {...args} />
    </div>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ShowAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Toast critical' }));
    const toast = await body.findByRole('alertdialog', { name: /Fehler beim Senden/ });
    await expect(toast).toHaveTextContent('Bitte versuchen Sie es später erneut.');
    await userEvent.click(body.getByRole('button', { name: /Benachrichtigung schlie(ß|ss)en/ }));
    await expect(body.queryByText('Fehler beim Senden')).not.toBeInTheDocument();
  },
};
