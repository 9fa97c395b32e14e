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

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
