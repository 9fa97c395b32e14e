import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  borderInlineStart: '4px solid',
  color: vars.color.neutral,
  fontSize: vars.fontSize.small,
});

export const tone = styleVariants({
  info: { background: vars.color.infoSurface, borderColor: vars.color.info },
  caution: { background: vars.color.cautionSurface, borderColor: vars.color.caution },
  critical: { background: vars.color.criticalSurface, borderColor: vars.color.critical },
  positive: { background: vars.color.positiveSurface, borderColor: vars.color.positive },
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const body = style({ margin: 0, overflowWrap: 'anywhere' });

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});
