import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export { description, error, label } from '../internal/field.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
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
      gap: `${vars.space.small} ${vars.space.large}`,
    },
  },
});
