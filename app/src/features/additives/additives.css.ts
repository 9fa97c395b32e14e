import { style } from '@vanilla-extract/css';
import { vars } from '@fuelmarket/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
  alignItems: 'flex-start',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const legend = style({ fontWeight: 600, marginBottom: vars.space.xsmall });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'flex-end',
});

export const rowActions = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-end' });

export const unitsInput = style({ maxWidth: '9rem' });

export const alert = style({ margin: 0, color: vars.color.critical });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const formActions = style({ display: 'flex', gap: vars.space.small, gridColumn: '1 / -1' });

export const formHeading = style({ margin: 0, fontSize: vars.fontSize.medium, gridColumn: '1 / -1' });
