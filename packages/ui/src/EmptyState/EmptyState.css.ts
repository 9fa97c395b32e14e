import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  textAlign: 'center',
  color: vars.color.neutral,
});

export const icon = style({
  fontSize: vars.fontSize.xxlarge,
  color: vars.color.neutralSecondary,
});

export const title = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
  selectors: {
    [`${root}[data-tone="critical"] &`]: { color: vars.color.critical },
  },
});

export const description = style({
  maxWidth: '48ch',
  fontSize: vars.fontSize.small,
  color: vars.color.neutralSecondary,
  overflowWrap: 'anywhere',
});

export const action = style({ marginTop: vars.space.small });
