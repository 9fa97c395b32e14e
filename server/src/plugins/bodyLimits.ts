/**
 * Limits on what a request may carry, checked before anything is built from it:
 * - bodies: JSON_BODY_LIMIT bytes unless a route allows more (uploads set their own `bodyLimit`); a larger
 *   body is refused from its Content-Length, or as soon as a chunked body passes the limit, unread;
 * - JSON nesting: MAX_JSON_DEPTH levels, counted on the text before it is parsed (a 1,000-deep body
 *   never becomes 1,000 nested objects);
 * - `__proto__` and `constructor.prototype` keys are refused (Fastify's secure JSON parser);
 * - array lengths and string lengths: the contract's maxItems / maxLength (request validation);
 * - the request line and headers: Node's 16 KiB `maxHeaderSize` (431 before routing);
 * - text: no NUL character and no lone UTF-16 surrogate in any body, query or path value (PostgreSQL
 *   cannot store the first, and the second would be stored as U+FFFD, silently changed).
 */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import secureJson from 'secure-json-parse';
import { HttpProblem } from '../errors.js';

export const JSON_BODY_LIMIT = 64 * 1024;
export const MAX_JSON_DEPTH = 32;
/** The error code of a body nested deeper than MAX_JSON_DEPTH (errors.ts answers it as 400). */
export const JSON_TOO_DEEP = 'FM_JSON_TOO_DEEP';

/** The deepest nesting of arrays and objects in a JSON text, stopping once it passes `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max && (max = depth) > limit) return max;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** The error code of a body with a `__proto__` or `constructor.prototype` key. */
export const JSON_POISONED = 'FM_JSON_POISONED';

function bodyError(code: string, message: string): FastifyError {
  const err = new Error(message) as FastifyError;
  err.code = code;
  err.statusCode = 400;
  return err;
}

const tooDeep = () =>
  bodyError(JSON_TOO_DEEP, `Der Inhalt ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`);

// The NUL character is the point of this pattern.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The JSON pointer of the first string (key or value) that cannot be stored as text, if any. */
export function unstorableText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || '/' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (UNSTORABLE.test(key)) return at;
    const found = unstorableText(item, at);
    if (found) return found;
  }
  return undefined;
}

export default fp(
  async (app) => {
    app.removeContentTypeParser('application/json');
    // Every body the API takes is JSON (uploads register their own type); text/plain is refused (415).
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonDepth(body as string) > MAX_JSON_DEPTH) return done(tooDeep(), undefined);
      if ((body as string).length === 0) return done(bodyError('FST_ERR_CTP_EMPTY_JSON_BODY', ''), undefined);
      try {
        done(null, secureJson.parse(body as string, { protoAction: 'error', constructorAction: 'error' }));
      } catch (err) {
        const poisoned = /prototype/i.test((err as Error).message);
        done(bodyError(poisoned ? JSON_POISONED : 'FST_ERR_CTP_INVALID_JSON_BODY', ''), undefined);
      }
    });
    app.addHook('preValidation', async (request) => {
      const path =
        unstorableText(request.params) ?? unstorableText(request.query) ?? unstorableText(request.body);
      if (path === undefined) return;
      const detail = 'Die Eingabe enthält ein unzulässiges Zeichen (Nullzeichen oder ungültiges Unicode).';
      throw new HttpProblem(400, 'VALIDATION_FAILED', 'Ungültige Eingabe', detail, [
        { path, code: 'invalid_characters', message: detail },
      ]);
    });
  },
  { name: 'body-limits' },
);
