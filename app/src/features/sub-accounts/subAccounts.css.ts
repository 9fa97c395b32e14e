import { media, vars } from '@fuelmarket/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** The list beside the chosen Aviat on wide screens; stacked above it on phones. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [media.up('md')]: { gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)' } },
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const listSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const aviatButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.neutral,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-current="true"]': {
      borderColor: vars.color.brandAccent,
      background: vars.color.brandAccentSoft,
    },
  },
});

export const aviatName = style({ fontWeight: vars.fontWeight.strong });

export const aviatSummary = style({ fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '40rem',
});

export const wide = style({ maxWidth: 'none' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.neutralSecondary });

export const tabMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25em',
  height: '1.25em',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
});
