import { style } from '@vanilla-extract/css';
import { focusOutlineInset } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontSize: vars.fontSize.medium });

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.control,
  paddingBlock: vars.space.small,
  cursor: 'pointer',
  color: vars.color.neutral,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:hover': { color: vars.color.brandAccentHover },
    '&:focus-visible': focusOutlineInset,
  },
});

export const title = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** A chevron drawn with borders: down while closed, up while open. */
export const chevron = style({
  flex: 'none',
  width: '0.5rem',
  height: '0.5rem',
  marginInlineEnd: vars.space.xsmall,
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'rotate(45deg)',
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(-135deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const content = style({
  paddingBlockEnd: vars.space.medium,
  color: vars.color.neutral,
  overflowWrap: 'anywhere',
});
