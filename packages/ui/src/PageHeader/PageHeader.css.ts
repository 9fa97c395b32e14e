import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  flex: '1 1 240px',
});

export const eyebrow = style({ fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });

export const title = style({
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.neutral,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const subtitle = style({ fontSize: vars.fontSize.medium, color: vars.color.neutralSecondary });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
