/** Loads third-party scripts once per URL; failures and time-outs reject (callers degrade). */

export const DEFAULT_SCRIPT_TIMEOUT_MS = 10_000;

export class ScriptLoadError extends Error {
  override readonly name = 'ScriptLoadError';
  constructor(
    readonly src: string,
    readonly reason: 'error' | 'timeout',
  ) {
    super(reason === 'timeout' ? `Timed out loading ${src}` : `Could not load ${src}`);
  }
}

const pending = new Map<string, Promise<HTMLScriptElement>>();

export interface LoadScriptOptions {
  /** @default 10000 */
  timeoutMs?: number;
  /** @default document */
  doc?: Document;
}

export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<HTMLScriptElement> {
  const cached = pending.get(src);
  if (cached) return cached;
  const doc = options.doc ?? document;
  const timeoutMs = options.timeoutMs ?? DEFAULT_SCRIPT_TIMEOUT_MS;
  const promise = new Promise<HTMLScriptElement>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    function cleanup() {
      clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
    }
    function fail(reason: 'error' | 'timeout') {
      cleanup();
      script.remove();
      // A later call may try again (the host may be reachable by then).
      pending.delete(src);
      reject(new ScriptLoadError(src, reason));
    }
    function onLoad() {
      cleanup();
      resolve(script);
    }
    function onError() {
      fail('error');
    }
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    doc.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}

/** Test helper: forget loaded scripts. */
export function resetScriptCache(): void {
  pending.clear();
}
