import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const block = style({
  display: 'block',
  width: '100%',
  height: '1em',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceHover,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  selectors: {
    '&[data-shape="rect"]': { height: '6rem', borderRadius: vars.radius.medium },
    '&[data-shape="circle"]': { height: 'auto', aspectRatio: '1', borderRadius: vars.radius.full },
    '&[data-last]': { width: '60%' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
