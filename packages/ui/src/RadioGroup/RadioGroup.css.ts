import { style } from '@vanilla-extract/css';
import { choiceRule } from '../internal/choice.css';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

export { description, error, label } from '../internal/field.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  color: vars.color.neutral,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space.large,
    },
  },
});

export const radio = style(choiceRule);

export const circle = style({
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.duration.fast}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: 7, borderColor: vars.color.brandAccent },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${radio}[data-focus-visible] &`]: focusOutline,
    [`${radio}[data-disabled] &`]: { opacity: 0.55 },
  },
});
