import { vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '48rem',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const text = style({ margin: 0, lineHeight: 1.6 });

export const contactBlock = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  fontStyle: 'normal',
});

export const contactGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const contactLabel = style({ fontWeight: vars.fontWeight.strong });

export const logo = style({ width: '2rem', height: '2rem' });

export const companyName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});
