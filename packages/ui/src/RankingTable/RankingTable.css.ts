import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export { visuallyHidden } from '../internal/visuallyHidden.css';

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  color: vars.color.neutral,
  background: vars.color.surface,
});

const cellBase = {
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'start',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
} as const;

export const headerCell = style({
  ...cellBase,
  fontWeight: vars.fontWeight.strong,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandAccentSoft },
  },
});

export const cell = style(cellBase);

export const accountCell = style({
  ...cellBase,
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'anywhere',
});

export const totalLabel = style({
  ...cellBase,
  textAlign: 'end',
  fontWeight: vars.fontWeight.strong,
  borderTop: `2px solid ${vars.color.borderStrong}`,
});

export const totalCell = style({
  ...cellBase,
  borderTop: `2px solid ${vars.color.borderStrong}`,
});

export const totalValue = style({
  display: 'block',
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.strong,
});

/** The unit sits on its own line beneath the total (spec §9). */
export const unit = style({
  display: 'block',
  color: vars.color.neutralSecondary,
  fontSize: vars.fontSize.xsmall,
});

export const empty = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.neutralSecondary,
  background: vars.color.surface,
});
