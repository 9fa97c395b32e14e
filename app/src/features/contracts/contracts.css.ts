import { vars } from '@fuelmarket/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** Day and time of the validity side by side, wrapping on narrow screens. */
export const validity = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

/** The offer a trigger is on, when it is changed (it stays): seller and offer as label and value. */
export const offerOfTrigger = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
});
globalStyle(`${offerOfTrigger} dt`, { color: vars.color.neutralSecondary });
globalStyle(`${offerOfTrigger} dd`, { margin: 0 });

export const statusLine = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const muted = style({ color: vars.color.neutralSecondary, fontSize: vars.fontSize.small });

export const refusal = style({ color: vars.color.critical, fontSize: vars.fontSize.small });
