import { style } from '@vanilla-extract/css';

export { adornment, control, description, error, field, label, requiredMark } from '../internal/field.css';
import { input as baseInput } from '../internal/field.css';

/** Numbers align right and use tabular digits so columns of values line up. */
export const input = style([baseInput, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
