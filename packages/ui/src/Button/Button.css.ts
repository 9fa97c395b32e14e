import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusOutline } from '../internal/focus.css';
import { vars } from '../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minWidth: vars.size.target,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusOutline,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brandAccent,
        color: vars.color.onBrandAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.brandAccentHover },
          '&[data-pressed]': { background: vars.color.brandAccentPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brandAccent,
        borderColor: vars.color.brandAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.brandAccentSoft },
          '&[data-pressed]': { background: vars.color.brandAccentSoft, borderWidth: 2 },
        },
      },
      tertiary: {
        background: 'transparent',
        color: vars.color.brandAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            background: vars.color.surfaceHover,
            color: vars.color.brandAccentHover,
          },
          '&[data-pressed]': { background: vars.color.surfaceHover },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.criticalHover },
          '&[data-pressed]': { background: vars.color.criticalHover },
        },
      },
    },
    size: {
      medium: {
        minHeight: vars.size.control,
        padding: `${vars.space.small} ${vars.space.large}`,
        fontSize: vars.fontSize.medium,
      },
      small: {
        minHeight: vars.size.controlSmall,
        padding: `${vars.space.xsmall} ${vars.space.medium}`,
        fontSize: vars.fontSize.small,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
