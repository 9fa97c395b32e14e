import { vars } from '@fuelmarket/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const filterPanel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  background: vars.color.surface,
});

/** A summary is a control: at least 24 px high to hit (WCAG target size). */
export const filterSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.strong,
  minHeight: '24px',
  lineHeight: '24px',
});

export const filters = style({
  marginTop: vars.space.medium,
  display: 'grid',
  // Wide enough for a date range's segments (DD. MM. YY – DD. MM. YY) at a hit size of 24 px.
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'end',
});

export const more = style({ gridColumn: '1 / -1' });
globalStyle(`${more} > summary`, { paddingBlock: vars.space.small });

export const moreFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.medium,
  paddingTop: vars.space.small,
});

export const filterActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

export const edited = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.neutralSecondary,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/**
 * Names (products, trading partners) break only between words, never inside one ("schwefel|arm"): the
 * page's default lets long words wrap anywhere, which on a phone split them mid-word.
 */
export const words = style({ overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'manual' });

export const timeZone = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.neutralSecondary,
});

/** A cell's second line: smaller, secondary. */
export const secondLine = style({
  display: 'block',
  fontSize: vars.fontSize.xsmall,
  color: vars.color.neutralSecondary,
  whiteSpace: 'nowrap',
});
