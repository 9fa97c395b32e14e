import { media, vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** The form beside the company's contact block on wide screens; stacked on phones. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [media.up('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(16rem, 2fr)' } },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
