import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Focus ring for keyboard focus (react-aria sets `data-focus-visible`). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
