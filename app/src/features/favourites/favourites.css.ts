import { vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
});

/** Regions and terminals side by side while they fit, one below the other on a phone. */
export const places = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.large,
});

export const hint = style({ margin: 0, color: vars.color.neutralSecondary });

export const summary = style({ margin: 0, overflowWrap: 'anywhere' });

export const wizardActions = style({ display: 'flex', justifyContent: 'flex-start' });
