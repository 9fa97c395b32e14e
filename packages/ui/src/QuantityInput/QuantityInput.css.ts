import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../internal/visuallyHidden.css';

/** The label stays the accessible name but is not shown (a column header names the cell). */
export const hiddenLabel = style({});
globalStyle(`${hiddenLabel} > label`, visuallyHiddenRule);
