/** latestPerKey: how a burst of order notifications becomes few open-orders counts. */
import { describe, expect, it } from 'vitest';
import { latestPerKey } from '../src/latestPerKey.js';

/** A task whose runs finish only when the test says so. */
function controlledTask() {
  const runs: { key: string; finish: () => void; fail: (err: Error) => void }[] = [];
  const task = (key: string) =>
    new Promise<void>((resolve, reject) => runs.push({ key, finish: resolve, fail: reject }));
  return { runs, task };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('latestPerKey', () => {
  it('answers calls that arrive during a run with exactly one more run after it', async () => {
    const { runs, task } = controlledTask();
    const call = latestPerKey(task, () => undefined);
    call('s1');
    call('s1');
    call('s1');
    expect(runs.map((r) => r.key)).toEqual(['s1']);
    runs[0]!.finish();
    await settle();
    expect(runs.map((r) => r.key)).toEqual(['s1', 's1']);
    runs[1]!.finish();
    await settle();
    expect(runs).toHaveLength(2);
    call('s1');
    expect(runs).toHaveLength(3);
  });

  it('runs different keys side by side', () => {
    const { runs, task } = controlledTask();
    const call = latestPerKey(task, () => undefined);
    call('s1');
    call('s2');
    expect(runs.map((r) => r.key)).toEqual(['s1', 's2']);
  });

  it('reports a failed run and still makes the run that was asked for meanwhile', async () => {
    const { runs, task } = controlledTask();
    const errors: unknown[] = [];
    const call = latestPerKey(task, (err) => errors.push(err));
    call('s1');
    call('s1');
    runs[0]!.fail(new Error('database gone'));
    await settle();
    expect(errors).toEqual([new Error('database gone')]);
    expect(runs).toHaveLength(2);
  });
});
