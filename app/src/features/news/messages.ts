import { defineMessages, type MessageDescriptor } from 'react-intl';

const descriptors = defineMessages({
  heading: { id: 'news.heading', defaultMessage: 'Neuigkeiten' },
  latest: { id: 'news.latest', defaultMessage: 'Neueste Nachricht' },
  all: { id: 'news.all', defaultMessage: 'Alle Neuigkeiten' },
  empty: { id: 'news.empty', defaultMessage: 'Noch keine Neuigkeiten.' },
  failed: {
    id: 'news.failed',
    defaultMessage: 'Die Neuigkeiten konnten nicht geladen werden (Status {status}).',
  },
  retry: { id: 'news.retry', defaultMessage: 'Erneut laden' },
  by: { id: 'news.by', defaultMessage: '{seller}, {date}' },
  compose: { id: 'news.compose', defaultMessage: 'Neuigkeit veröffentlichen' },
  title: { id: 'news.title', defaultMessage: 'Überschrift' },
  text: { id: 'news.text', defaultMessage: 'Text' },
  textHint: {
    id: 'news.textHint',
    defaultMessage:
      'Markieren Sie Text und formatieren Sie ihn mit den Knöpfen. Ihre Käufer sehen die Nachricht sofort.',
  },
  formatting: { id: 'news.formatting', defaultMessage: 'Formatierung' },
  bold: { id: 'news.bold', defaultMessage: 'Fett' },
  italic: { id: 'news.italic', defaultMessage: 'Kursiv' },
  list: { id: 'news.list', defaultMessage: 'Aufzählung' },
  preview: { id: 'news.preview', defaultMessage: 'Vorschau' },
  publish: { id: 'news.publish', defaultMessage: 'Veröffentlichen' },
  published: { id: 'news.published', defaultMessage: 'Die Neuigkeit ist veröffentlicht.' },
  noText: { id: 'news.noText', defaultMessage: 'Bitte geben Sie einen Text ein.' },
  publishFailed: {
    id: 'news.publishFailed',
    defaultMessage:
      'Die Neuigkeit konnte nicht veröffentlicht werden (Status {status}). Ihr Text bleibt erhalten.',
  },
});

/** The news box's texts. */
export const newsMessages: Record<keyof typeof descriptors, MessageDescriptor> = descriptors;
