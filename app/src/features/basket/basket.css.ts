import { vars } from '@fuelmarket/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const steps = style({
  display: 'flex',
  gap: vars.space.large,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  color: vars.color.neutralSecondary,
});
globalStyle(`${steps} > [data-current]`, { color: vars.color.neutral, fontWeight: vars.fontWeight.strong });

export const stepHeading = style({ margin: 0, fontSize: vars.fontSize.medium });

export const deadlines = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xlarge,
  margin: 0,
});

export const items = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const quantity = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'max-content max-content',
  justifyContent: 'end',
  columnGap: vars.space.large,
  margin: 0,
});
globalStyle(`${totals} > div`, { display: 'contents' });

export const note = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});
