// A page from before a deploy reloads once when its chunks are gone, and not in a loop.
import { describe, expect, it } from 'vitest';
import { reloadOnStaleChunks } from './stale-build.ts';

function page() {
  const events = new EventTarget();
  const store = new Map<string, string>();
  let clock = 1_000_000;
  const reloads: number[] = [];
  reloadOnStaleChunks({
    events,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    reload: () => reloads.push(clock),
    now: () => clock,
  });
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    events.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { fail, reloads, later: (ms: number) => (clock += ms) };
}

describe('reloading for a new version', () => {
  it('reloads when a chunk cannot be loaded, and keeps the error from being thrown', () => {
    const p = page();
    expect(p.fail()).toBe(true);
    expect(p.reloads).toHaveLength(1);
  });

  it('lets the error through instead of reloading again within a minute, then reloads again', () => {
    const p = page();
    p.fail();
    p.later(5_000);
    expect(p.fail()).toBe(false);
    expect(p.reloads).toHaveLength(1);
    p.later(60_000);
    expect(p.fail()).toBe(true);
    expect(p.reloads).toHaveLength(2);
  });
});
