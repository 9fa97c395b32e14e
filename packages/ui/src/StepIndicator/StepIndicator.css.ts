import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.neutralSecondary,
  selectors: {
    '&[data-state="current"]': { color: vars.color.neutral, fontWeight: vars.fontWeight.strong },
    '&[data-state="done"]': { color: vars.color.positive },
  },
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.full,
  border: `1px solid currentColor`,
  selectors: {
    [`${item}[data-state="current"] &`]: {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
    },
  },
});
