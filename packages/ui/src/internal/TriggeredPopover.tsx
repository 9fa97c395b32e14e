import type { ReactNode, RefObject } from 'react';
import { Popover as AriaPopover } from 'react-aria-components';
import type { OverlayTriggerState } from 'react-stately';

export interface TriggeredPopoverProps {
  /** The trigger's open state (useOverlayTriggerState or useMenuTriggerState). */
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  className: string;
  children: ReactNode;
}

/**
 * A popover below the end of a trigger that was wired with react-aria's hooks (the deferred overlays: the
 * trigger is on the page, the popover's code comes on first use).
 */
export function TriggeredPopover({ state, triggerRef, className, children }: TriggeredPopoverProps) {
  return (
    <AriaPopover
      className={className}
      placement="bottom end"
      triggerRef={triggerRef}
      isOpen={state.isOpen}
      onOpenChange={state.setOpen}
    >
      {children}
    </AriaPopover>
  );
}
