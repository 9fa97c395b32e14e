import { useSyncExternalStore } from 'react';
import { readConsent, writeConsent, type ConsentValue } from './cookie';

/** One source of the stored choice for every banner and settings link on the page. */
const listeners = new Set<() => void>();
let current: ConsentValue | null | undefined;

function read(): ConsentValue | null {
  if (current === undefined) current = typeof document === 'undefined' ? null : readConsent();
  return current;
}

export function saveConsent(value: ConsentValue): void {
  writeConsent(value);
  current = value;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useConsent(): ConsentValue | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Test helper: forget the cached value so the cookie is read again. */
export function resetConsentStore(): void {
  current = undefined;
}
