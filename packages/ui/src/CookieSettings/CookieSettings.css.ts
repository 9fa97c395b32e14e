import { style } from '@vanilla-extract/css';
import { focusOutline } from '../internal/focus.css';
import { overlayRule } from '../internal/overlay.css';
import { vars } from '../theme/contract.css';

export const overlay = style(overlayRule);

export const modal = style({
  width: '100%',
  maxWidth: 520,
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.neutral,
  boxShadow: vars.shadow.large,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.neutral,
  fontSize: vars.fontSize.xlarge,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusOutline,
  },
});

export const text = style({ fontSize: vars.fontSize.small });

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.target,
  cursor: 'pointer',
  color: vars.color.neutral,
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const track = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 44,
  height: vars.size.target,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `background ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusOutline,
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.7 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: 'translateX(20px)',
      background: vars.color.onBrandAccent,
    },
  },
});

export const optionLabel = style({ fontWeight: vars.fontWeight.medium });

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.neutralSecondary,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
