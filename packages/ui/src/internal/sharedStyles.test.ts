import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const componentDirs = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
  .map((entry) => entry.name);

/** The component's own files of one kind, as [file, text] pairs. */
function filesOf(suffix: string): [string, string][] {
  return componentDirs.flatMap((dir) =>
    readdirSync(path.join(src, dir))
      .filter((file) => file.endsWith(suffix))
      .map((file): [string, string] => [`${dir}/${file}`, readFileSync(path.join(src, dir, file), 'utf8')]),
  );
}

describe('shared style internals', () => {
  it('no component declares its own visually-hidden rule (internal/visuallyHidden.css)', () => {
    const copies = filesOf('.css.ts')
      .filter(([, text]) => /\bclip:/.test(text))
      .map(([file]) => file);
    expect(copies).toEqual([]);
  });

  it('form fields take label, description and error from the shared field styles (internal/field.css)', () => {
    const formFields = new Set(
      filesOf('.tsx')
        .filter(([, text]) => /\bFieldError\b/.test(text))
        .map(([file]) => path.dirname(file)),
    );
    expect(formFields.size).toBeGreaterThan(0);
    const copies = filesOf('.css.ts')
      .filter(([file]) => formFields.has(path.dirname(file)))
      .filter(([, text]) => /export const (label|description|error|requiredMark) = style\(/.test(text))
      .map(([file]) => file);
    expect(copies).toEqual([]);
  });

  it('no component declares its own focus outline (internal/focus.css)', () => {
    const copies = filesOf('.css.ts')
      .filter(([, text]) => /outline: `[^`]*vars\.color\.focusRing/.test(text))
      .map(([file]) => file);
    expect(copies).toEqual([]);
  });

  it('component styles take the tokens from the theme contract, not the theme index', () => {
    const viaIndex = filesOf('.css.ts')
      .filter(([, text]) => /from '\.\.\/theme';/.test(text))
      .map(([file]) => file);
    expect(viaIndex).toEqual([]);
  });

  it('dialogs take their backdrop from internal/overlay.css', () => {
    const copies = filesOf('.css.ts')
      .filter(([, text]) => /background: vars\.color\.overlay/.test(text))
      .map(([file]) => file);
    expect(copies).toEqual([]);
  });

  it('checkbox, switch and radio share the choice row of internal/choice.css', () => {
    const choices = ['Checkbox/Checkbox.css.ts', 'Switch/Switch.css.ts', 'RadioGroup/RadioGroup.css.ts'];
    const own = filesOf('.css.ts')
      .filter(([file, text]) => choices.includes(file) && !text.includes("'../internal/choice.css'"))
      .map(([file]) => file);
    expect(own).toEqual([]);
  });

  it('popovers take their raised surface from internal/popover.css', () => {
    const copies = filesOf('.css.ts')
      .filter(
        ([, text]) => text.includes('export const popover =') && !text.includes('...popoverSurfaceRule'),
      )
      .map(([file]) => file);
    expect(copies).toEqual([]);
  });
});
