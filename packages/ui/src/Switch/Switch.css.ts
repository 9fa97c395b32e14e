import { style } from '@vanilla-extract/css';
import { choiceRule } from '../internal/choice.css';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

export const switchRoot = style({ ...choiceRule, color: vars.color.neutral });

// Track and thumb only show the state: a press on them is the label's (the root), and the hidden input
// beneath them is not covered for the pointer.
export const track = style({
  position: 'relative',
  pointerEvents: 'none',
  flexShrink: 0,
  width: 44,
  height: vars.size.target,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background ${vars.duration.normal}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brandAccent },
    [`${switchRoot}[data-focus-visible] &`]: focusOutline,
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  pointerEvents: 'none',
  top: 3,
  left: 3,
  width: 18,
  height: 18,
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.duration.normal}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(20px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
