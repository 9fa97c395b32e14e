import { keyframes, style } from '@vanilla-extract/css';
import { focusOutline, focusOutlineInset } from '../internal/focus.css';
import { backdropRule } from '../internal/overlay.css';
import { vars } from '../theme/contract.css';

const slideIn = keyframes({
  from: { transform: 'translateX(var(--slide-from))' },
  to: { transform: 'none' },
});

export const overlay = style(backdropRule);

export const sheet = style({
  vars: { '--slide-from': '-100%' },
  display: 'flex',
  flexDirection: 'column',
  width: 'min(320px, 85vw)',
  height: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.neutral,
  boxShadow: vars.shadow.large,
  selectors: {
    '&[data-side="end"]': { marginInlineStart: 'auto', vars: { '--slide-from': '100%' } },
  },
  '@media': {
    // Only while entering: react-aria waits for a running animation before unmounting on close.
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` } },
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({ fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
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

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.neutral,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.brandAccentSoft, color: vars.color.brandAccent },
    '&:focus-visible': focusOutlineInset,
  },
});

export const extra = style({
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});
