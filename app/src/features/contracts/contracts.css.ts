import { vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** Day and time of the validity side by side, wrapping on narrow screens. */
export const validity = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const statusLine = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const muted = style({ color: vars.color.neutralSecondary, fontSize: vars.fontSize.small });

export const refusal = style({ color: vars.color.critical, fontSize: vars.fontSize.small });
