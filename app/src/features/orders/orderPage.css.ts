import { vars } from '@fuelmarket/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': {
    print: { gap: vars.space.medium, fontSize: '10pt', color: '#000' },
  },
});

/** Shown on screen only (navigation, actions). */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

/** Shown in print only (the letterhead's logo, the brand's contact line). */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });

export const toolbar = style([
  noPrint,
  {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: vars.space.small,
  },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const letterhead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { print: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' } },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.neutralSecondary,
  fontSize: vars.fontSize.small,
});
export const title = style({ margin: 0 });
export const status = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.large,
  '@media': { print: { gridTemplateColumns: '1fr 1fr', gap: vars.space.medium } },
});

export const facts = style({ breakInside: 'avoid' });
export const factsTitle = style({ fontSize: vars.fontSize.medium, margin: `0 0 ${vars.space.small}` });
export const list = style({ margin: 0, display: 'grid', gap: vars.space.xsmall });
export const fact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) 1.4fr',
  gap: vars.space.small,
});
globalStyle(`${fact} > dt`, { color: vars.color.neutralSecondary });
globalStyle(`${fact} > dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const contact = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const editForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
