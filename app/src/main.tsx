// First: zod must not probe for eval under the CSP (see the module).
import './shell/zodConfig';
import { themeClass } from '@brand-theme';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './shell/AppProviders';
import { createApp } from './composition/createApp';
import { builtBrand } from './shell/brand';
import { ChunkLoadFailed } from './shell/errors/RouteError';
import { setDayjsLocale } from './shell/i18n/format';

const brand = builtBrand();
setDayjsLocale(brand.locale);
// On <html> so that portalled overlays (modals) get the brand's tokens too.
document.documentElement.classList.add(themeClass);

// A script chunk that fails to load (or does not arrive within 120 s) asks for a reload [K6].
let chunkFailed = false;
const chunkListeners = new Set<() => void>();
const failChunk = () => {
  chunkFailed = true;
  for (const listener of chunkListeners) listener();
};
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  failChunk();
});

const app = createApp({ brand, onChunkTimeout: failChunk });

function Root() {
  const failed = useSyncExternalStore(
    (listener) => {
      chunkListeners.add(listener);
      return () => chunkListeners.delete(listener);
    },
    () => chunkFailed,
  );
  return (
    <AppProviders brand={app.brand} queryClient={app.queryClient} timer={app.timer}>
      {failed ? <ChunkLoadFailed /> : <RouterProvider router={app.router} />}
    </AppProviders>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
