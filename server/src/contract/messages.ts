/** German messages for request-validation errors (ajv error objects from Fastify). */
import type { FieldError, FieldProblemCode } from '../errors.js';

interface AjvLikeError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const fieldName = (path: string) => path.split('/').filter(Boolean).join('.') || 'Eingabe';

export function germanValidationErrors(errors: readonly unknown[], context: string): FieldError[] {
  return (errors as AjvLikeError[]).map((e) => {
    let path = e.instancePath;
    if (e.keyword === 'required') path = `${path}/${String(e.params.missingProperty)}`;
    if (e.keyword === 'additionalProperties') path = `${path}/${String(e.params.additionalProperty)}`;
    const f = `„${fieldName(path)}“`;
    const where = context === 'querystring' ? ' (Abfrageparameter)' : context === 'params' ? ' (Pfad)' : '';
    let message: string;
    const code = codeOf(e);
    const limit = BOUNDED.has(code) && typeof e.params.limit === 'number' ? { limit: e.params.limit } : {};
    switch (e.keyword) {
      case 'required':
        message = `Das Feld ${f}${where} ist ein Pflichtfeld.`;
        break;
      case 'type':
        message = `Das Feld ${f}${where} hat den falschen Typ (erwartet: ${String(e.params.type)}).`;
        break;
      case 'format':
        message =
          e.params.format === 'email'
            ? `Das Feld ${f} muss eine gültige E-Mail-Adresse sein.`
            : `Das Feld ${f}${where} hat ein ungültiges Format (${String(e.params.format)}).`;
        break;
      case 'minLength':
        message = `Das Feld ${f} muss mindestens ${String(e.params.limit)} Zeichen lang sein.`;
        break;
      case 'maxLength':
        message = `Das Feld ${f} darf höchstens ${String(e.params.limit)} Zeichen lang sein.`;
        break;
      case 'minimum':
      case 'exclusiveMinimum':
        message = `Das Feld ${f}${where} ist zu klein (Minimum ${String(e.params.limit)}).`;
        break;
      case 'maximum':
      case 'exclusiveMaximum':
        message = `Das Feld ${f}${where} ist zu groß (Maximum ${String(e.params.limit)}).`;
        break;
      case 'enum':
        message = `Das Feld ${f}${where} hat einen unzulässigen Wert (erlaubt: ${(e.params.allowedValues as unknown[]).join(', ')}).`;
        break;
      case 'pattern':
        message = `Das Feld ${f}${where} hat ein ungültiges Format.`;
        break;
      case 'additionalProperties':
        message = `Das Feld ${f} ist nicht vorgesehen.`;
        break;
      case 'minItems':
        message = `Das Feld ${f} braucht mindestens ${String(e.params.limit)} Einträge.`;
        break;
      case 'maxItems':
        message = `Das Feld ${f} darf höchstens ${String(e.params.limit)} Einträge haben.`;
        break;
      case 'uniqueItems':
        message = `Das Feld ${f} enthält einen Eintrag doppelt.`;
        break;
      default:
        message = `Das Feld ${f}${where} ist ungültig.`;
    }
    return { path: path || '/', code, ...limit, message };
  });
}

/** The codes whose `limit` the answer names (characters, a number, entries). */
const BOUNDED = new Set<FieldProblemCode>([
  'too_short',
  'too_long',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
]);

/** The field-problem code of an ajv error. */
function codeOf(e: AjvLikeError): FieldProblemCode {
  switch (e.keyword) {
    case 'required':
      return 'required';
    case 'type':
      return 'wrong_type';
    case 'format':
      return e.params.format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'pattern':
      return 'invalid_format';
    case 'minLength':
      return 'too_short';
    case 'maxLength':
      return 'too_long';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'too_small';
    case 'maximum':
    case 'exclusiveMaximum':
      return 'too_large';
    case 'enum':
      return 'not_allowed';
    case 'additionalProperties':
      return 'not_expected';
    case 'minItems':
      return 'too_few';
    case 'maxItems':
      return 'too_many';
    case 'uniqueItems':
      return 'duplicate';
    default:
      return 'invalid';
  }
}
