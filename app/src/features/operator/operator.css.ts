import { media, vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const searchBar = style({ maxWidth: '32rem' });

export const summary = style({
  margin: 0,
  color: vars.color.neutralSecondary,
  fontSize: vars.fontSize.small,
});

/** A list whose rows stack their parts on a phone and line them up from the md breakpoint. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

/** One row: on a phone the parts one under another, from md name | type | users | state | action. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"name state" "meta meta" "action action"',
  gap: vars.space.small,
  alignItems: 'center',
  padding: vars.space.medium,
  '@media': {
    [media.up('md')]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) 7rem 8rem',
      gridTemplateAreas: '"name meta state action"',
      gap: vars.space.medium,
    },
  },
});

export const name = style({ gridArea: 'name', minWidth: 0, overflowWrap: 'anywhere' });
export const meta = style({
  gridArea: 'meta',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.medium}`,
  color: vars.color.neutralSecondary,
  fontSize: vars.fontSize.small,
});
export const state = style({
  gridArea: 'state',
  justifySelf: 'end',
  '@media': { [media.up('md')]: { justifySelf: 'start' } },
});
export const action = style({ gridArea: 'action', '@media': { [media.up('md')]: { justifySelf: 'end' } } });

/** The account's name opens and closes its users: a full-width, 24 px target that reads as a link. */
export const disclosure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.target,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
  background: vars.color.surfaceSunken,
  color: vars.color.neutral,
  selectors: {
    '&[data-blocked]': { background: vars.color.criticalSurface, color: vars.color.critical },
  },
});

/** The opened account's users, indented under its row. */
export const users = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: `0 ${vars.space.medium} ${vars.space.medium}`,
  '@media': { [media.up('md')]: { paddingInlineStart: vars.space.xlarge } },
});

export const usersHeading = style({ margin: 0, fontSize: vars.fontSize.medium });

export const userList = style([list, { background: vars.color.surfaceSunken }]);

export const secondLine = style({
  display: 'block',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.neutralSecondary,
  overflowWrap: 'anywhere',
});

export const tag = style({
  marginInlineStart: vars.space.small,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.neutralSecondary,
});

/** The audit log: time, what, whom, who and why; on a phone one under another. */
export const entry = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  '@media': {
    [media.up('md')]: {
      gridTemplateColumns: '11rem minmax(0, 1fr) minmax(0, 1fr)',
      gap: `${vars.space.xsmall} ${vars.space.medium}`,
    },
  },
});

export const time = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.neutralSecondary });
export const strong = style({ fontWeight: vars.fontWeight.strong });
export const reason = style({
  overflowWrap: 'anywhere',
  '@media': { [media.up('md')]: { gridColumn: '2 / -1' } },
});

/** The block dialog's reason. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const label = style({ fontWeight: vars.fontWeight.medium });
export const textarea = style({
  font: 'inherit',
  padding: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  resize: 'vertical',
  background: vars.color.surface,
  color: vars.color.neutral,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });
export const error = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.critical });
export const dialogText = style({ margin: 0 });
export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
