import { style } from '@vanilla-extract/css';
import { vars } from '@fuelmarket/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const greeting = style({ fontSize: vars.fontSize.large, margin: 0 });

export const newsBox = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.large,
  background: vars.color.surface,
});

export const newsHeading = style({ marginTop: 0, fontSize: vars.fontSize.large });
