import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Shared look of labelled form fields (TextField, PasswordField, NumberInput, TimeInput, Select). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  color: vars.color.neutral,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({ color: vars.color.critical, marginInlineStart: vars.space.xxsmall });

export const description = style({ fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });

export const error = style({ fontSize: vars.fontSize.small, color: vars.color.critical });

/** The box around an input (and its adornments). Invalid and focus states come from data attributes. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
    '[data-invalid] &, &[data-invalid]': { borderColor: vars.color.critical },
    '[data-disabled] &, &[data-disabled]': {
      background: vars.color.surfaceSunken,
      color: vars.color.neutralDisabled,
    },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `0 ${vars.space.medium}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.medium,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.neutralSecondary, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.small,
  color: vars.color.neutralSecondary,
  fontSize: vars.fontSize.small,
});
