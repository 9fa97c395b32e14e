import { ApiError } from '@fuelmarket/api-client';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fieldProblemMessages } from './fieldProblemMessages';
import { fieldProblems, problemText } from './problems';

const intl = createIntl({
  locale: 'de',
  defaultLocale: 'de',
  onError: (error) => {
    throw error;
  },
});

const refused = (errors: unknown[]) =>
  new ApiError(400, {
    type: 'about:blank',
    title: 'Ungültige Eingabe',
    status: 400,
    code: 'VALIDATION_FAILED',
    errors,
  });

describe('field problems', () => {
  it('words a field problem by its code, with its bound, not by the server’s sentence', () => {
    const placed = fieldProblems(
      refused([
        {
          path: '/name',
          code: 'too_long',
          limit: 100,
          message: 'Das Feld „name“ darf höchstens 100 Zeichen lang sein.',
        },
        { path: '/regionId', code: 'unknown_region', message: 'unknown_region' },
      ]),
      ['name'],
    );
    expect(placed?.fields).toEqual([{ field: 'name', message: 'too_long:100' }]);
    expect(problemText(intl, placed?.fields[0]?.message, fieldProblemMessages)).toBe(
      'Höchstens 100 Zeichen.',
    );
    expect(placed?.other.map((key) => problemText(intl, key, fieldProblemMessages))).toEqual([
      'Diese Region gibt es nicht (mehr).',
    ]);
  });

  it('lets a feature word a code its own way', () => {
    const catalogue = { name_taken: { id: 'test.nameTaken', defaultMessage: 'Diese Liste gibt es schon.' } };
    expect(problemText(intl, 'name_taken', { ...fieldProblemMessages, ...catalogue })).toBe(
      'Diese Liste gibt es schon.',
    );
    expect(problemText(intl, 'name_taken', fieldProblemMessages)).toBe('Diesen Namen gibt es schon.');
  });

  it('makes up no bound the answer did not name, and shows no unworded code as it is', () => {
    expect(problemText(intl, 'too_long', fieldProblemMessages)).toBe('Dieser Wert ist ungültig.');
    expect(problemText(intl, 'too_few', fieldProblemMessages)).toBe('Dieser Wert ist ungültig.');
    expect(problemText(intl, 'too_few:1', fieldProblemMessages)).toBe('Bitte mindestens 1 auswählen.');
    expect(problemText(intl, 'too_small:0.5', fieldProblemMessages)).toBe('Der Wert ist zu klein.');
    expect(problemText(intl, 'some_future_code', fieldProblemMessages)).toBe('Dieser Wert ist ungültig.');
  });

  it('takes the message where an older answer has no code', () => {
    expect(fieldProblems(refused([{ path: '/name', message: 'name_taken' }]), ['name'])?.fields).toEqual([
      { field: 'name', message: 'name_taken' },
    ]);
  });
});
