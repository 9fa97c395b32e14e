import { style } from '@vanilla-extract/css';
import { vars } from '@fuelmarket/ui';

/**
 * Table cell text that breaks only between words: on a narrow screen the table scrolls sideways inside
 * its frame instead of splitting names and numbers in the middle.
 */
export const words = style({ overflowWrap: 'normal', wordBreak: 'normal' });

/** Cell text that stays on one line (amounts with their unit, volumes, periods, the action button). */
export const oneLine = style({ whiteSpace: 'nowrap' });

/** A value the brand does not let the seller choose (the ICE contract month outside Switzerland). */
export const fixedValue = style({ margin: 0, alignSelf: 'center' });

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginBlockEnd: vars.space.medium,
});

/** The CSV tab: its parts one below the other. */
export const panel = style({
  display: 'grid',
  // One column no wider than the page: wide tables scroll inside their own frame.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
});

export const intro = style({ margin: 0, maxWidth: '72ch' });

/** The template and export links, side by side while they fit. */
export const downloads = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});

export const subheading = style({
  margin: `${vars.space.large} 0 0`,
  fontSize: vars.fontSize.large,
});

/** The chosen customer's price above its calculation. */
export const customerPrice = style({ margin: 0, lineHeight: vars.lineHeight.normal });

/** A price above the button to the customers' prices. */
export const priceCell = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xxsmall });

/** The changed fields of a log entry, one per line. */
export const changes = style({ margin: 0, paddingInlineStart: vars.space.medium, overflowWrap: 'anywhere' });

/** The note that a rule group was created, before the toolbar's buttons. */
export const groupCreated = style({ marginInlineEnd: 'auto', color: vars.color.positive });
