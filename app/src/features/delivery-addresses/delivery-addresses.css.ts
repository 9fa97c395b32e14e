import { vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
});

export const heading = style({ margin: 0 });

export const status = style({ margin: 0, color: vars.color.neutralSecondary });

/** Two columns while they fit, one on a phone. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.medium,
});

export const wide = style({ gridColumn: '1 / -1' });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small });

export const suggestions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const cellText = style({ overflowWrap: 'anywhere' });
