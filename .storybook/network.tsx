import { http } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext } from 'react';
import { notFound } from '../app/src/test/problems';

/**
 * The stories' network: msw's service worker (the msw Storybook addon starts it once and resets the
 * handlers before every story). An `/api` request no handler answers gets the server's 404 problem, so a
 * missing handler shows as the app's error, not as the static server's HTML.
 */
async function startNetwork(): Promise<SetupWorker> {
  const worker = setupWorker(http.all('/api/*', notFound));
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return worker;
}

export const networkLoader = mswLoader(startNetwork);

const StoryNetwork = createContext<SetupWorker | null>(null);

/** Hands the story's worker to the screens below, which add their handlers to it. */
export const withNetwork: Decorator = (Story, context) => (
  <StoryNetwork.Provider value={context.msw}>
    <Story />
  </StoryNetwork.Provider>
);

/** The story's msw worker (from `withNetwork`). */
export function useStoryNetwork(): SetupWorker {
  const worker = useContext(StoryNetwork);
  if (!worker) throw new Error('useStoryNetwork needs the withNetwork decorator and the network loader');
  return worker;
}
