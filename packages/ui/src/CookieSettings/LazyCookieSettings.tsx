import { lazy, Suspense, useState } from 'react';
import type { CookieSettingsProps } from './CookieSettings';

const Dialog = lazy(() => import('./CookieSettings').then((m) => ({ default: m.CookieSettings })));

/**
 * The cookie settings dialog, loaded when it is first opened: the banner and the footer button show on
 * every page, the dialog (and the overlay code it brings) only after a click.
 */
export function CookieSettings(props: CookieSettingsProps) {
  const [wanted, setWanted] = useState(props.isOpen);
  if (props.isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
