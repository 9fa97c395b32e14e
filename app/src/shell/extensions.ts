import type { Brand } from '@fuelmarket/brands';
import type { ComponentType } from 'react';
import type { EventHandlers } from './market-window';
import type { FeatureLoginSteps } from './session/session';
import type { SessionUser } from './session/store';

export interface HeaderWidgetProps {
  brand: Brand;
  user: SessionUser;
}

/**
 * What the features add to the shell, which knows none of them: steps of the login sequence, handlers of
 * the event stream, widgets on every logged-in screen and the menu's open-orders bubble. The composition
 * root (`app/src/composition`) assembles it once per app; the session and the layout read it.
 */
export interface ShellExtensions {
  loginSteps: FeatureLoginSteps;
  events: EventHandlers;
  /** Rendered with the header on every logged-in screen; each widget decides for whom it shows. */
  headerWidgets: readonly ComponentType<HeaderWidgetProps>[];
  /** The sellers' open orders for the menu bubble [L5]; a hook, called with whether the user is a seller. */
  useOpenOrdersCount(enabled: boolean): number;
}
