import { ApiError } from '@fuelmarket/api-client';
import { Button, InlineAlert, TextArea, TextField } from '@fuelmarket/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { $api } from '../../shell/api';
import { newsMessages as m } from './messages';
import { newsQuery } from './queries';
import { format, toNewsHtml } from './richText';
import * as styles from './news.css';

/**
 * A seller with the newsBox feature publishes news to its buyers: a headline and a text with bold,
 * italic and lists (buttons on the selection), shown as it will read. A failure keeps the text.
 */
export function NewsComposer() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const create = $api.useMutation('post', '/api/news');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const [noText, setNoText] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const html = toNewsHtml(text);

  const apply = (kind: 'bold' | 'italic' | 'list') => {
    const el = area.current;
    if (!el) return;
    const next = format(text, el.selectionStart, el.selectionEnd, kind);
    setText(next.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  };

  async function publish() {
    if (html === '') {
      setNoText(true);
      return;
    }
    try {
      await create.mutateAsync({ body: { text: html, ...(title.trim() ? { title: title.trim() } : {}) } });
      setTitle('');
      setText('');
      setOutcome({ tone: 'positive', text: intl.formatMessage(m.published) });
      await queryClient.invalidateQueries({ queryKey: newsQuery().queryKey });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setOutcome({ tone: 'critical', text: intl.formatMessage(m.publishFailed, { status }) });
    }
  }

  return (
    <section className={styles.box} aria-labelledby="news-compose">
      <h2 id="news-compose" className={styles.heading}>
        {intl.formatMessage(m.compose)}
      </h2>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void publish();
        }}
      >
        <TextField label={intl.formatMessage(m.title)} value={title} onChange={setTitle} maxLength={200} />
        <TextArea
          label={intl.formatMessage(m.text)}
          textAreaRef={area}
          value={text}
          rows={6}
          maxLength={4000}
          description={intl.formatMessage(m.textHint)}
          errorMessage={noText ? intl.formatMessage(m.noText) : undefined}
          onChange={(next) => {
            setText(next);
            setNoText(false);
          }}
          toolbar={
            <div role="toolbar" aria-label={intl.formatMessage(m.formatting)} className={styles.toolbar}>
              <Button size="small" variant="secondary" onPress={() => apply('bold')}>
                {intl.formatMessage(m.bold)}
              </Button>
              <Button size="small" variant="secondary" onPress={() => apply('italic')}>
                {intl.formatMessage(m.italic)}
              </Button>
              <Button size="small" variant="secondary" onPress={() => apply('list')}>
                {intl.formatMessage(m.list)}
              </Button>
            </div>
          }
        />
        {html ? (
          <div className={styles.preview} aria-label={intl.formatMessage(m.preview)} role="region">
            {/* The editor's own escaped subset (richText.ts). */}
            <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
          </div>
        ) : null}
        {outcome ? <InlineAlert tone={outcome.tone} title={outcome.text} /> : null}
        <div>
          <Button type="submit" isDisabled={create.isPending}>
            {intl.formatMessage(m.publish)}
          </Button>
        </div>
      </form>
    </section>
  );
}
