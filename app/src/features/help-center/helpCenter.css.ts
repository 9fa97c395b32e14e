import { media, vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** The panels' navigation beside the open panel on wide screens; above it on phones. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [media.up('md')]: { gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)' } },
});

export const panelList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  '@media': { [media.up('md')]: { flexDirection: 'column' } },
});

export const panelLink = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.neutral,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[aria-current="page"]': {
      borderColor: vars.color.brandAccent,
      color: vars.color.brandAccent,
      fontWeight: vars.fontWeight.strong,
    },
    '&:hover': { borderColor: vars.color.brandAccent },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const text = style({ margin: 0, lineHeight: 1.6 });

export const glossary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  margin: 0,
  '@media': { [media.up('md')]: { gridTemplateColumns: 'minmax(10rem, 14rem) minmax(0, 1fr)' } },
});

export const term = style({ fontWeight: vars.fontWeight.strong });

export const definition = style({ margin: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const hit = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const hitDetails = style({ fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });

export const hitGroups = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

/** A term with its definition: the grid places them side by side. */
export const glossaryRow = style({ display: 'contents' });
