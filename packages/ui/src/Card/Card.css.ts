import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.neutral,
  boxShadow: vars.shadow.small,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const body = style({
  padding: vars.space.large,
  minWidth: 0,
  selectors: {
    '&[data-flush]': { padding: 0 },
  },
});

export const footer = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  borderEndStartRadius: vars.radius.large,
  borderEndEndRadius: vars.radius.large,
});
