import { vars } from '../theme/contract.css';

// Keyboard focus outlines, for a `selectors` entry such as `'&[data-focus-visible]'` (react-aria sets it).

/** Just outside the element: buttons, links, checkboxes, tabs. */
export const focusOutline = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

/** Inside the element, where neighbours (list options, bars, menu entries) would cover an outer outline. */
export const focusOutlineInset = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
} as const;

/** One pixel out: for bordered boxes (date and combo fields) whose outline should hug the border. */
export const focusOutlineTight = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '1px',
} as const;
