import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@fuelmarket/ui';

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.neutral,
  background: vars.color.surfaceSunken,
});

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  padding: vars.space.small,
  background: vars.color.surface,
  color: vars.color.link,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { top: vars.space.small } },
});

export const main = style({
  flex: 1,
  width: '100%',
  boxSizing: 'border-box',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.xlarge,
  '@media': {
    // Room for the bottom bar below 992 px.
    [media.through('md')]: { paddingBottom: '96px' },
  },
});

export const mainFullWidth = style([main, { maxWidth: 'none' }]);

export const simplePage = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const simpleMain = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xlarge,
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: `${vars.space.large} ${vars.space.xlarge}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  '@media': { [media.through('md')]: { paddingBottom: '96px' } },
});

export const footerLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
});

export const footerLink = style({
  color: vars.color.link,
  minHeight: vars.size.target,
  display: 'inline-flex',
  alignItems: 'center',
});

export const poweredBy = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.neutralSecondary,
  fontSize: vars.fontSize.small,
});

export const poweredByLogo = style({ height: '20px', width: 'auto' });

export const menuUserLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
