import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@fuelmarket/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const greeting = style({ fontSize: vars.fontSize.large, margin: 0 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

/**
 * Each card keeps the height of its full content from the first paint on (skeletons while loading), so
 * nothing below moves when the data arrives.
 */
export const card = style({
  minHeight: '21rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: vars.space.large,
  background: vars.color.surface,
});

export const cardHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const figure = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
});

/** Room for the five latest orders, loading or not. */
export const latestBody = style({ minHeight: '17.5rem' });

export const latest = style([
  latestBody,
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
  },
]);

/** One line per order and one for its date and status: every entry has the same height. */
export const line = style({
  display: 'block',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const meta = style([line, { fontSize: vars.fontSize.small, color: vars.color.neutralSecondary }]);

/** The ranking widget takes a row of its own: its four columns need the width. */
export const wide = style({ gridColumn: '1 / -1' });

/** The market window's countdown and note keep their place while the window loads. */
export const marketStatus = style({ minHeight: '3.25rem' });
globalStyle(`${marketStatus} p`, { margin: 0 });

export const staffIntro = style({ margin: 0 });

export const staffLinks = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
