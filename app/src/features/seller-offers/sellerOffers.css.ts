import { style } from '@vanilla-extract/css';

/**
 * Table cell text that breaks only between words: on a narrow screen the table scrolls sideways inside
 * its frame instead of splitting names and numbers in the middle.
 */
export const words = style({ overflowWrap: 'normal', wordBreak: 'normal' });

/** Cell text that stays on one line (amounts with their unit, volumes, periods, the action button). */
export const oneLine = style({ whiteSpace: 'nowrap' });
