import { vars } from '@fuelmarket/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** Search and status side by side while they fit, one below the other at 375 px. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  gap: vars.space.medium,
  alignItems: 'end',
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

/** The NEW mark beside a name [E3]. */
export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xsmall,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.brandAccentSoft,
  color: vars.color.brandAccent,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  verticalAlign: 'middle',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A message: long words break instead of widening the table. */
export const message = style({ overflowWrap: 'anywhere', maxWidth: '32ch', display: 'inline-block' });

/** A note in place of actions (declined: only the seller sets it up again). */
export const note = style({ fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });

/** The stacked rows of narrow screens: one card per relationship. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

/** A card's facts: term and value side by side. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.neutralSecondary });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.medium,
});

/** A dialog's body: its parts one below the other. */
export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const text = style({ margin: 0 });

/** A hint under a panel or a field group. */
export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

/** A part of a section across both columns. */
export const wide = style({ gridColumn: '1 / -1' });

/** The credit figures: term and amount, amounts aligned at the end. */
export const credit = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});
globalStyle(`${credit} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const creditHeading = style({ margin: 0, fontSize: vars.fontSize.medium });

/** An overdrawn credit (free below 0). */
export const negative = style({ color: vars.color.critical, fontWeight: vars.fontWeight.strong });
