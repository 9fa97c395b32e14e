import { vars } from '@fuelmarket/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.large,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const item = style({});
export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.medium });
export const meta = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });
export const text = style({ overflowWrap: 'anywhere' });
globalStyle(`${text} p`, { margin: `${vars.space.small} 0` });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const toolbar = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });
export const preview = style({
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
});
