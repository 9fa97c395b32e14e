import { recipe } from '@vanilla-extract/recipes';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusOutline,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.color.neutral,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { background: vars.color.surfaceHover },
        },
      },
      primary: {
        background: vars.color.brandAccent,
        color: vars.color.onBrandAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.brandAccentHover },
          '&[data-pressed]': { background: vars.color.brandAccentPressed },
        },
      },
    },
    size: {
      medium: { width: vars.size.control, height: vars.size.control },
      small: { width: vars.size.controlSmall, height: vars.size.controlSmall },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
});

export const icon = recipe({
  base: { display: 'block', pointerEvents: 'none' },
  variants: { size: { medium: { width: 20, height: 20 }, small: { width: 16, height: 16 } } },
});
