import { media, vars } from '@fuelmarket/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

/** The fields: in one column, or in one on a phone and two from md, where `wide` parts span both. */
export const form = styleVariants({
  1: { display: 'flex', flexDirection: 'column', gap: vars.space.medium },
  2: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.medium,
    '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
});

/** A part of a two-column form that spans both columns. */
export const wide = style({ gridColumn: '1 / -1' });
