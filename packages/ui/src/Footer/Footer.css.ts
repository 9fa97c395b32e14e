import { globalStyle, style } from '@vanilla-extract/css';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.neutral,
  fontSize: vars.fontSize.small,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xlarge,
});

export const contact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const companyName = style({ fontWeight: vars.fontWeight.strong });

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.normal });

export const legal = style({ minWidth: 0 });

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  color: vars.color.link,
  ':focus-visible': focusOutline,
});

/**
 * Extra entries of the legal list (e.g. the app's cookie-settings button) look and behave like the links
 * next to them: a button there must not keep the browser's button face.
 */
globalStyle(`${linkList} > li > button`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
globalStyle(`${linkList} > li > button:focus-visible`, focusOutline);

export const poweredBy = style({ display: 'flex', alignItems: 'center', color: vars.color.neutral });

export const poweredByLogo = style({ display: 'block', height: 32, width: 'auto' });
