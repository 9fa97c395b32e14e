import { style } from '@vanilla-extract/css';
import { vars } from '@fuelmarket/ui';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: vars.zIndex.overlay,
  padding: vars.space.large,
});

export const modal = style({
  width: '100%',
  maxWidth: '26rem',
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
});

export const dialog = style({ padding: vars.space.xlarge, outline: 'none' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const text = style({ margin: `${vars.space.medium} 0 ${vars.space.xlarge}` });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small });
