import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { overlayRule } from '../internal/overlay.css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  ...overlayRule,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: 'calc(100dvh - 2 * 16px)',
    background: vars.color.surface,
    color: vars.color.neutral,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
    overflow: 'hidden',
  },
  variants: {
    size: {
      small: { maxWidth: 420 },
      medium: { maxWidth: 600 },
      large: { maxWidth: 960 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', minHeight: 0, outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.small} ${vars.space.xlarge}`,
});

export const title = style({
  margin: 0,
  paddingTop: vars.space.small,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const body = style({
  padding: `${vars.space.small} ${vars.space.xlarge}`,
  overflowY: 'auto',
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.large} ${vars.space.xlarge} ${vars.space.xlarge}`,
});
