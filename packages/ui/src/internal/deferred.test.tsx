import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, MountWhenFirstNeeded } from './deferred';

const Hello = ({ name }: { name: string }) => <p>Hallo {name}</p>;

describe('deferred', () => {
  it('downloads once however often it is preloaded, and renders the component when it is there', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const hello = deferred(load);
    await Promise.all([hello.preload(), hello.preload()]);
    render(
      <MountWhenFirstNeeded when>
        <hello.Component name="Jana" />
      </MountWhenFirstNeeded>,
    );
    expect(await screen.findByText('Hallo Jana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const hello = deferred(load);
    await expect(hello.preload()).rejects.toThrow('offline');
    await expect(hello.preload()).resolves.toBe(Hello);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('MountWhenFirstNeeded', () => {
  it('renders nothing (and loads nothing) until first needed, then stays mounted', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const hello = deferred(load);
    const ui = (when: boolean) => (
      <MountWhenFirstNeeded when={when}>
        <hello.Component name="Jana" />
      </MountWhenFirstNeeded>
    );
    const { rerender } = render(ui(false));
    expect(load).not.toHaveBeenCalled();
    rerender(ui(true));
    expect(await screen.findByText('Hallo Jana')).toBeInTheDocument();
    rerender(ui(false));
    expect(screen.getByText('Hallo Jana')).toBeInTheDocument();
  });
});
