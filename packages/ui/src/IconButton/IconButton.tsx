import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'primary'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label'> {
  /** Accessible name, required because the button shows only an icon. */
  label: string;
  /** The icon (an SVG, `aria-hidden` is set on its wrapper). */
  icon: ReactNode;
  /**
   * @default 'ghost'
   */
  variant?: IconButtonVariant;
  /**
   * `medium` 40px or `small` 32px square (both above the 24px target minimum).
   * @default 'medium'
   */
  size?: 'medium' | 'small';
}

/** A square button with only an icon; the `label` is its accessible name. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'medium',
  className,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={composeRenderProps(className, (custom) =>
        [styles.iconButton({ variant, size }), custom].filter(Boolean).join(' '),
      )}
    >
      <span className={styles.icon({ size })} aria-hidden="true">
        {icon}
      </span>
    </AriaButton>
  );
}
