import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The dimmed backdrop over the whole viewport (slide-out sheets lay themselves out inside it). */
export const backdropRule = {
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  background: vars.color.overlay,
} satisfies StyleRule;

/** The backdrop of a dialog, centring it in the viewport. */
export const overlayRule = {
  ...backdropRule,
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
} satisfies StyleRule;
