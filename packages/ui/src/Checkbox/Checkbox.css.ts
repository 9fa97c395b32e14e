import { style } from '@vanilla-extract/css';
import { choiceRule } from '../internal/choice.css';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

/** Top-aligned so the box stays beside the first line of a long label. */
export const checkbox = style({ ...choiceRule, alignItems: 'flex-start', color: vars.color.neutral });

export const box = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  padding: 3,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: 'transparent',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${checkbox}[data-focus-visible] &`]: focusOutline,
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const labelText = style({ paddingBlock: 2 });
