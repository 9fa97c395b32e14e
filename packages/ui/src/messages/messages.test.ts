import { describe, expect, it } from 'vitest';
import { uiMessages } from './index';

describe('uiMessages', () => {
  it('collects the texts of every component, all under ui.*', () => {
    const ids = Object.keys(uiMessages.de);
    expect(ids).toEqual(expect.arrayContaining(['ui.validation.required', 'ui.confirmDialog.confirm']));
    for (const id of ids) expect(id).toMatch(/^ui\.[a-zA-Z]+\.[a-zA-Z_.]+$/);
  });

  it('has a Swiss German text for every German id', () => {
    expect(Object.keys(uiMessages['de-CH']).sort()).toEqual(Object.keys(uiMessages.de).sort());
    for (const text of Object.values(uiMessages['de-CH'])) expect(text.trim()).not.toBe('');
  });

  it('[V1] carries the validation texts of spec §5', () => {
    expect(uiMessages.de['ui.validation.required']).toBe('Pflichtfeld');
    expect(uiMessages.de['ui.validation.email_format_required']).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(uiMessages.de['ui.confirmDialog.cancel']).toBe('Abbrechen');
    expect(uiMessages.de['ui.confirmDialog.confirm']).toBe('Bestätigen');
  });

  it('the Swiss catalogue writes ss instead of ß', () => {
    for (const text of Object.values(uiMessages['de-CH'])) expect(text).not.toContain('ß');
  });
});
