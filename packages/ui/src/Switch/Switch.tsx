import type { ReactNode } from 'react';
import {
  Switch as AriaSwitch,
  composeRenderProps,
  type SwitchProps as AriaSwitchProps,
} from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The label next to the switch; without it pass `aria-label`. */
  children?: ReactNode;
}

/** An on/off switch (react-aria `Switch`, role switch), e.g. an additive offer ACTIVE/PAUSED. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={composeRenderProps(className, (custom) =>
        [styles.switchRoot, custom].filter(Boolean).join(' '),
      )}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
