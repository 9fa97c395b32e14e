import { style } from '@vanilla-extract/css';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

export const zone = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `2px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.neutral,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brandAccent, background: vars.color.brandAccentSoft },
    '&[data-focus-visible]': focusOutline,
  },
});

export const label = style({ margin: 0, fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.neutralSecondary,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });

export const fileName = style({ margin: 0, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });
