import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'critical'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['medium', 'small'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends AriaButtonProps {
  /**
   * Visual weight: `primary` for the main action of a view, `critical` for destructive actions.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height: `medium` 40px, `small` 32px (both above the 24px target minimum).
   * @default 'medium'
   */
  size?: ButtonSize;
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
}

/** A push button (react-aria `Button`): keyboard, touch and pointer presses, `isDisabled`, `isPending`. */
export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (custom) =>
        [styles.button({ variant, size, fullWidth }), custom].filter(Boolean).join(' '),
      )}
    />
  );
}
