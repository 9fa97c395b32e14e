import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The framed scroll container of Table and VirtualTable. `position: relative` makes it the containing
 * block of visually hidden (absolutely positioned) labels inside the rows, so they cannot widen the page.
 */
export const tableScroller = style({
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

/** The table inside it. No opacity while loading: dimmed text would fall below 4.5:1 contrast. */
export const tableBase = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  color: vars.color.neutral,
  selectors: {
    '&[data-loading]': { cursor: 'progress' },
  },
});
