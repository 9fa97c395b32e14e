import { createThemeContract } from '@vanilla-extract/css';
import { baseTokens } from './tokens';

type Contract<T> = { [G in keyof T]: { [K in keyof T[G]]: null } };

function contractOf<T extends Record<string, Record<string, unknown>>>(tokens: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([group, values]) => [
      group,
      Object.fromEntries(Object.keys(values).map((name) => [name, null])),
    ]),
  ) as Contract<T>;
}

/** The theme contract: one CSS variable per token of the reference set. Components style with `vars.*`. */
export const vars = createThemeContract(contractOf(baseTokens));
