import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export { control, description, error, field, label, requiredMark } from '../internal/field.css';

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.medium}`,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { padding: 0 },
    '&[data-placeholder]': { color: vars.color.neutralSecondary },
    '&[data-focused]': { background: vars.color.brandAccent, color: vars.color.onBrandAccent },
  },
});

/** Wraps the segments for the separator keys without taking part in the field's layout. */
export const segmentsFrame = style({ display: 'contents' });
