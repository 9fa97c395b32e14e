import { Button, FileUpload, InlineAlert, ProgressBar, Table } from '@fuelmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longGermanWord } from './helpers';

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: {
    label: 'Angebotsdatei (CSV)',
    description: 'Semikolon als Trennzeichen, UTF-8, höchstens 2 MB.',
    accept: ['.csv', 'text/csv'],
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { fileName: 'angebote-kw49.csv' } };
export const Disabled: Story = { args: { isDisabled: true, fileName: 'angebote-kw49.csv' } };
export const LongGermanLabel: Story = { args: { label: longGermanWord, fileName: `${longGermanWord}.csv` } };

export const ChooseAFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Datei auswählen' });
    await expect(button).toHaveAccessibleDescription('Semikolon als Trennzeichen, UTF-8, höchstens 2 MB.');
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['offerId;action\n'], 'angebote-kw49.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
  },
};

const problems = [
  { row: 1, column: 'action', message: 'Die Spalte fehlt.' },
  { row: 4, column: 'terminalId', message: 'Unbekanntes Terminal „tm-hambrug“.' },
  { row: 9, column: 'fixedPrice', message: '„92,45x“ ist keine Dezimalzahl.' },
  { row: 12, column: '', message: 'Die Zeile hat 2 statt 21 Spalten.' },
];

/** The CSV upload of /meine-angebote as it moves on: sending, checking, a preview with problems, a clean one [M4]. */
export const CsvUploadStates: Story = {
  name: '[M4] CSV upload: progress and preview',
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FileUpload {...args} fileName="angebote-kw49.csv" isDisabled />
      <ProgressBar label="Datei „angebote-kw49.csv“ wird hochgeladen" value={40} />
      <ProgressBar label="Datei „angebote-kw49.csv“ wird geprüft" />
      <InlineAlert
        tone="critical"
        title="„angebote-kw49.csv“ enthält 4 Fehler. Es wurde nichts übernommen. Bitte korrigieren Sie die Datei (oder verwenden Sie die Vorlage) und laden Sie sie erneut hoch."
      />
      <Table
        caption="Fehler der Datei"
        columns={[
          { id: 'row', header: 'Zeile', align: 'end', cell: (e) => e.row },
          { id: 'column', header: 'Spalte', cell: (e) => e.column || '(ganze Zeile)' },
          { id: 'message', header: 'Fehler', cell: (e) => e.message },
        ]}
        rows={problems}
        getRowKey={(e) => `${e.row}:${e.column}`}
      />
      <InlineAlert
        tone="info"
        title="„angebote-kw50.csv“ ist fehlerfrei: 10 neue, 4 geänderte und 1 gelöschte Angebote. Noch ist nichts übernommen."
        action={
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button variant="secondary">Verwerfen</Button>
            <Button>Übernehmen</Button>
          </div>
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Fehler der Datei' });
    await expect(within(table).getAllByRole('row')).toHaveLength(problems.length + 1);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
  },
};
