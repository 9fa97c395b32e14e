import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is fetched when it is first needed rather than with the page: overlay content
 * (menus, popovers, sheets) that a first visit only shows after a click. `preload()` starts the download
 * early (on hover, focus or the press itself), so the overlay is usually there by the time it opens.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed download (offline for a moment) may be retried by the next open.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Component = lazy(() => preload().then((component) => ({ default: component })));
  return { Component, preload };
}

/**
 * Renders `children` from the first time `when` is true on, and keeps them mounted after that, so an
 * overlay keeps its closing animation and its state; before that nothing is rendered or downloaded.
 */
export function MountWhenFirstNeeded({ when, children }: { when: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(when);
  if (when && !needed) setNeeded(true);
  return needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}
