import { vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'end',
  border: 0,
  padding: 0,
  margin: 0,
});

export const legend = style({
  fontWeight: vars.fontWeight.strong,
  marginBottom: vars.space.small,
});

export const orderCell = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const price = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' });

export const unit = style({ fontSize: vars.fontSize.xsmall, color: vars.color.neutralSecondary });

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const addedStatus = style({ margin: 0, minHeight: '1.5em' });
