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
export const what = style({ minWidth: 0, overflowWrap: 'anywhere' });
/** What an action changed, one field a line ("Name: Alt → Neu"). */
export const changes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
  '@media': { [media.up('md')]: { gridColumn: '2 / -1' } },
});
export const reason = style({
  overflowWrap: 'anywhere',
  '@media': { [media.up('md')]: { gridColumn: '2 / -1' } },
});

/** A field group of a dialog (a switch with its hint). */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });
export const dialogText = style({ margin: 0 });
export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

/** The operator's forms are two-column FormDialogs; their `wide` parts span both columns. */
export { wide } from '../../shell/forms/formDialog.css';

/** The opened account's data and its actions, above its users. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});
export const term = style({ fontWeight: vars.fontWeight.medium, color: vars.color.neutralSecondary });
export const definition = style({
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [media.through('sm')]: { marginBottom: vars.space.xsmall } },
});
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** A section of the master data: its heading and intro, its create button beside (below on a phone). */
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large });

/** The regions: one card each, its terminals inside. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minWidth: 0,
});
export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.medium, overflowWrap: 'anywhere' });

/** Edit and delete, and below them why delete is disabled. */
export const rowButtons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  maxWidth: '22rem',
});

/** A terminal: on a phone name over its buttons, from md name | state | buttons. */
export const terminalRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"name state" "action action"',
  gap: vars.space.small,
  alignItems: 'center',
  padding: vars.space.small,
  '@media': {
    [media.up('md')]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 22rem)',
      gridTemplateAreas: '"name state action"',
    },
  },
});
