import { style } from '@vanilla-extract/css';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.size.target,
  color: vars.color.neutral,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.neutralDisabled } },
});

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
