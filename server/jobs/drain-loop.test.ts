// The drain loop (server/jobs/drain-loop.ts): wakes within the settle time join one drain, and the
// event loop gets a turn between a drain's steps.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createDrainLoop } from './drain-loop.ts';

/** The loop logs only a failing step's error; none fails here. */
const log = { error() {} } as unknown as FastifyBaseLogger;

describe('the drain loop', () => {
  it('joins the wakes of a moment into one drain', async () => {
    let drains = 0;
    const step = async () => {
      drains++;
      return false;
    };
    const loop = createDrainLoop({ step, log, pollMs: 60_000, settleMs: 30 });
    for (let i = 0; i < 20; i++) loop.wakeSoon();
    expect(drains).toBe(0);
    await sleep(80);
    expect(drains).toBe(1);
    loop.wakeSoon();
    await sleep(80);
    expect(drains).toBe(2);
    await loop.stop();
  });

  it('lets the event loop turn between the steps of one drain', async () => {
    let left = 5;
    const turns: number[] = [];
    let turned = 0;
    let ticking = true;
    const tick = () => {
      turned++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const loop = createDrainLoop({
      step: async () => {
        turns.push(turned);
        return --left > 0;
      },
      log,
      pollMs: 60_000,
    });
    loop.wake();
    // Waits for the five steps rather than a fixed time: on a loaded machine 50 ms held only three.
    await vi.waitFor(() => expect(turns).toHaveLength(5), { timeout: 5_000, interval: 5 });
    ticking = false;
    await loop.stop();
    expect(turns).toHaveLength(5);
    // Each step came in a later turn of the event loop than the one before.
    for (let i = 1; i < turns.length; i++) expect(turns[i]).toBeGreaterThan(turns[i - 1]);
  });

  it('is idle only once the drain in progress and one woken during it are done', async () => {
    let left = 3;
    let done = 0;
    const loop = createDrainLoop({
      step: async () => {
        if (left === 0) return false;
        await sleep(20);
        left--;
        done++;
        return true;
      },
      log,
      pollMs: 60_000,
    });
    loop.wake();
    await sleep(5);
    left += 2;
    loop.wake();
    await loop.idle();
    expect(done).toBe(5);
    await loop.stop();
  });
});
