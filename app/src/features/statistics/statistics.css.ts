import { vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const filters = style({
  display: 'grid',
  // Wide enough for a date range's segments (DD. MM. YY – DD. MM. YY) at a hit size of 24 px.
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'end',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const widgetHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
});

export const newsColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});
