import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.neutral,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-warning]': { background: vars.color.cautionSurface, color: vars.color.caution },
    '&[data-expired]': { background: vars.color.criticalSurface, color: vars.color.critical },
  },
});

export const time = style({ whiteSpace: 'nowrap' });
