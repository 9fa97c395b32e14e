import { style } from '@vanilla-extract/css';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stepItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.neutralSecondary,
  fontSize: vars.fontSize.small,
  selectors: {
    '&[data-state="current"]': { color: vars.color.neutral, fontWeight: vars.fontWeight.strong },
    '&[data-state="done"]': { color: vars.color.neutral },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.neutral,
  fontSize: vars.fontSize.xsmall,
  selectors: {
    [`${stepItem}[data-state="current"] &`]: {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
    },
    [`${stepItem}[data-state="done"] &`]: {
      background: vars.color.brandAccentSoft,
      borderColor: vars.color.brandAccent,
    },
  },
});

export const stepTitle = style({ overflowWrap: 'anywhere' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const status = style({
  color: vars.color.neutralSecondary,
  fontSize: vars.fontSize.small,
});

export const heading = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.neutral,
  overflowWrap: 'anywhere',
  ':focus': { outline: 'none' },
  ':focus-visible': focusOutline,
});

export const content = style({ minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const spacer = style({ flex: 1 });
