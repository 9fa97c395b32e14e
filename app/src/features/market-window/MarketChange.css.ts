import { vars } from '@fuelmarket/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.medium,
  margin: 0,
});

export const heading = style({ color: vars.color.neutralSecondary, fontSize: vars.fontSize.xsmall });

export const item = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xsmall });

export const symbol = style({ fontWeight: vars.fontWeight.strong });

/** The colour repeats what the arrow and the sign say; it never carries the direction alone. */
export const direction = styleVariants({
  up: { color: vars.color.positive },
  down: { color: vars.color.critical },
  unchanged: { color: vars.color.neutralSecondary },
});
