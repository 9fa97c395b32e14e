/**
 * News are rich text from sellers shown to their buyers: only a small HTML subset survives (paragraphs,
 * line breaks, bold, italic, lists, and links to http, https and mailto addresses, which open in a new
 * tab without the opener). Everything else goes, scripts and event handlers with their content.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  // `target` and `rel` are the transform's own (a seller's are replaced).
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export function sanitiseNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML still says something (text, not just empty tags). */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
