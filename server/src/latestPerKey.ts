/**
 * Runs `task(key)` for each call, but at most one run per key at a time: calls that arrive while a run
 * for their key is in flight are answered by one more run after it (which sees everything they were
 * about). A failed run is reported to `onError` and does not stop later ones.
 */
export function latestPerKey(
  task: (key: string) => Promise<void>,
  onError: (err: unknown) => void,
): (key: string) => void {
  /** Keys with a run in flight: whether another call came in meanwhile. */
  const running = new Map<string, boolean>();
  async function drain(key: string): Promise<void> {
    do {
      running.set(key, false);
      try {
        await task(key);
      } catch (err) {
        onError(err);
      }
    } while (running.get(key));
    running.delete(key);
  }
  return (key) => {
    if (running.has(key)) running.set(key, true);
    else void drain(key);
  };
}
