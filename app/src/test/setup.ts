import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { network } from './backend';

// Every request must meet a handler: an unexpected call fails the test instead of reaching anything.
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  network.resetHandlers();
  // react-aria's live announcer outlives a test: its announcements point (aria-labelledby) at elements the
  // test rendered, gone now, which the next test's axe run would report as unlabelled images.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
});
afterAll(() => network.close());
