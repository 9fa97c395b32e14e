import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export { control, description, error, field, label, requiredMark } from '../internal/field.css';

/** The box grows with the rows; the user may make it taller, never wider than its column. */
export const textarea = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.medium,
  lineHeight: 1.5,
  resize: 'vertical',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.neutralSecondary, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** Above the box, under the label: a formatting toolbar or similar. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const counter = style({
  fontSize: vars.fontSize.small,
  color: vars.color.neutralSecondary,
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
});
