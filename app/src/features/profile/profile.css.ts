import { media, vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 'none',
  '@media': { [media.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.fontSize.large,
  fontWeight: 600,
});

/** A field or note that spans both columns. */
export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const factTerm = style({ fontWeight: 600 });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const narrow = style({
  maxWidth: '28rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
