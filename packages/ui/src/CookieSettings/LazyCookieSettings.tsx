import { deferred, MountWhenFirstNeeded } from '../internal/deferred';
import type { CookieSettingsProps } from './CookieSettings';

const dialog = deferred(() => import('./CookieSettings').then((m) => m.CookieSettings));

/**
 * The cookie settings dialog, loaded when it is first opened: the banner and the footer button show on
 * every page, the dialog (and the overlay code it brings) only after a click.
 */
export function CookieSettings(props: CookieSettingsProps) {
  return (
    <MountWhenFirstNeeded when={props.isOpen}>
      <dialog.Component {...props} />
    </MountWhenFirstNeeded>
  );
}
