import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.xsmall, color: vars.color.neutral });

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const label = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });

export const value = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const track = style({
  position: 'relative',
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  // The empty track keeps 3:1 against the page (a graphical object).
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  transition: `width ${vars.duration.fast} linear`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const indeterminate = style({
  width: '40%',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  animation: `${sweep} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 } },
});
