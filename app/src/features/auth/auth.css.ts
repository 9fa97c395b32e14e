import { style } from '@vanilla-extract/css';
import { vars } from '@fuelmarket/ui';

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  margin: '0 auto',
  padding: vars.space.xlarge,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const logo = style({ height: '40px', width: 'auto', alignSelf: 'flex-start' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xlarge, color: vars.color.neutral });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const alert = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSurface,
  color: vars.color.critical,
});

/** A link inside an alert: the alert's own colour, told apart by its underline and weight. */
export const alertLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
});

export const success = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.positiveSurface,
  color: vars.color.positive,
});

export const link = style({
  color: vars.color.link,
  alignSelf: 'flex-start',
  minHeight: vars.size.target,
  display: 'inline-flex',
  alignItems: 'center',
});

export const text = style({ margin: 0, color: vars.color.neutral, lineHeight: vars.lineHeight.normal });

export const checkboxRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const checkbox = style({
  width: vars.size.target,
  height: vars.size.target,
  margin: 0,
  flexShrink: 0,
});
