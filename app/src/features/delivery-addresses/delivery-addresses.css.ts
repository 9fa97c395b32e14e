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

export const suggestions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const cellText = style({ overflowWrap: 'anywhere' });
