/**
 * The seller's news editor writes a small HTML subset (the server sanitises it again): plain paragraphs
 * from blank-line separated text, `**bold**`, `_italic_` and `- ` list lines, everything else escaped.
 */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const inline = (text: string) =>
  escape(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(])_(.+?)_(?=$|[\s).,!?:;])/g, '$1<em>$2</em>');

/** The editor's text as news HTML. */
export function toNewsHtml(source: string): string {
  return source
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((l) => /^\s*-\s+/.test(l))) {
        return `<ul>${lines.map((l) => `<li>${inline(l.replace(/^\s*-\s+/, ''))}</li>`).join('')}</ul>`;
      }
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('');
}

/** Wraps the selection `[start, end)` of `text` in `marker` (bold, italic) or makes its lines a list. */
export function format(
  text: string,
  start: number,
  end: number,
  kind: 'bold' | 'italic' | 'list',
): { text: string; start: number; end: number } {
  const selected = text.slice(start, end);
  if (kind === 'list') {
    const listed = (selected || '')
      .split('\n')
      .map((l) => (l.startsWith('- ') ? l : `- ${l}`))
      .join('\n');
    return { text: text.slice(0, start) + listed + text.slice(end), start, end: start + listed.length };
  }
  const marker = kind === 'bold' ? '**' : '_';
  const wrapped = `${marker}${selected}${marker}`;
  return {
    text: text.slice(0, start) + wrapped + text.slice(end),
    start: start + marker.length,
    end: start + marker.length + selected.length,
  };
}
