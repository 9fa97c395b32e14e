import { vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** The row's buttons wrap in a narrow column instead of pushing the table sideways. */
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const statusLine = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const muted = style({ color: vars.color.neutralSecondary, fontSize: vars.fontSize.small });
