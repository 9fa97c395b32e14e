import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  composeRenderProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../internal/icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The label next to the box; without it pass `aria-label`. */
  children?: ReactNode;
}

/** A checkbox with a 24px box (react-aria `Checkbox`); supports `isIndeterminate` and `isInvalid`. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (custom) =>
        [styles.checkbox, custom].filter(Boolean).join(' '),
      )}
    >
      {({ isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <MinusIcon /> : <CheckIcon />}
          </span>
          {children && <span className={styles.labelText}>{children}</span>}
        </>
      )}
    </AriaCheckbox>
  );
}
