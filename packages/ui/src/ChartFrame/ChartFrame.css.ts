import { style } from '@vanilla-extract/css';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

export { visuallyHidden } from '../internal/visuallyHidden.css';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  minWidth: 0,
  color: vars.color.neutral,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const description = style({ fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.brandAccent}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.brandAccent,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.brandAccentSoft },
    '&[data-selected]': { background: vars.color.brandAccent, color: vars.color.onBrandAccent },
    '&[data-focus-visible]': focusOutline,
  },
});

export const chart = style({
  width: '100%',
  minWidth: 0,
  fontSize: vars.fontSize.xsmall,
});

export const empty = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.neutralSecondary,
});

export const tableScroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });

const cell = {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
} as const;

export const th = style({
  ...cell,
  fontWeight: vars.fontWeight.strong,
  borderBottomColor: vars.color.borderStrong,
});
export const rowHeader = style({ ...cell, fontWeight: vars.fontWeight.regular });
export const td = style(cell);
