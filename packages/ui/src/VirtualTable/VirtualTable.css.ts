import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { tableBase, tableScroller } from '../internal/table.css';

export { visuallyHidden } from '../internal/visuallyHidden.css';

export const scroller = style([tableScroller, { overflow: 'auto' }]);

export const table = tableBase;

const cellBase = {
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  textAlign: 'start',
  verticalAlign: 'middle',
} as const;

export const headerCell = style({
  ...cellBase,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.strong,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
  },
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const cell = style({
  ...cellBase,
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
});

export const spacer = style({
  padding: 0,
  border: 0,
});

export const emptyCell = style({
  ...cellBase,
  padding: vars.space.large,
  textAlign: 'center',
  color: vars.color.neutralSecondary,
});
