import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { network } from './backend';

// Every request must meet a handler: an unexpected call fails the test instead of reaching anything.
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  network.resetHandlers();
});
afterAll(() => network.close());
