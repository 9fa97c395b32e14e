import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';
import { bottomBarOffset } from '../theme/layout.css';

export const region = style({
  position: 'fixed',
  // Above the BottomBar while it shows.
  insetBlockEnd: `calc(${vars.space.large} + ${bottomBarOffset})`,
  insetInlineEnd: vars.space.large,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  width: 'min(420px, calc(100vw - 32px))',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusOutline,
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: `${vars.space.medium} ${vars.space.small} ${vars.space.medium} ${vars.space.large}`,
    borderRadius: vars.radius.medium,
    borderInlineStart: '6px solid',
    boxShadow: vars.shadow.medium,
    outline: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-focus-visible]': focusOutline,
    },
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSurface, color: vars.color.neutral, borderColor: vars.color.info },
      positive: {
        background: vars.color.positiveSurface,
        color: vars.color.neutral,
        borderColor: vars.color.positive,
      },
      critical: {
        background: vars.color.criticalSurface,
        color: vars.color.neutral,
        borderColor: vars.color.critical,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
});
export const title = style({ fontWeight: vars.fontWeight.strong });
export const description = style({ fontSize: vars.fontSize.small });
