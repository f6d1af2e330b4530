// The scheduler runs in a worker thread: the API answers while it plans, and the plan comes back
// from another thread.
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSchedule } from '../../../core/scheduler/index.ts';
import type { SchedulerInput } from '../../../core/scheduler/types.ts';
import { call } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { planInWorker } from './runner.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** A project of `n` buyers and `n` sellers over 3 days of 16 slots, each buyer wishing 8 sellers. */
function instance(n: number): SchedulerInput {
  const buyers = Array.from({ length: n }, (_, i) => `b${i}`);
  const sellers = Array.from({ length: n }, (_, i) => `s${i}`);
  const wishes = buyers.flatMap((b, i) =>
    Array.from({ length: 8 }, (_, k) => ({
      buyerId: b,
      sellerId: sellers[(i * 7 + k * 13) % n],
      weight: 1 + ((i + k) % 4),
    })),
  );
  const unique = [...new Map(wishes.map((w) => [`${w.buyerId}|${w.sellerId}`, w])).values()];
  return {
    dates: ['2030-05-01', '2030-05-02', '2030-05-03'],
    slotsPerDay: 16,
    buyers,
    sellers,
    wishes: unique,
    existing: [],
    blocked: [],
    languages: {},
    interpreters: [],
  };
}

describe('planInWorker', () => {
  it('plans on another thread while the API keeps answering', async () => {
    let settled = false;
    const planning = planInWorker(instance(400)).then((out) => {
      settled = true;
      return out;
    });
    const health = await call(app, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(settled).toBe(false);
    const out = await planning;
    expect(out.threadId).not.toBe(threadId);
    expect(out.result.meetings.length).toBeGreaterThan(0);
  });

  it('answers what the scheduler answers', async () => {
    const input = instance(30);
    const { result } = await planInWorker(input);
    // The bound's refinement runs against the clock, so only the schedule itself is compared.
    const { meetings, totalWeight, unmet } = planSchedule(input);
    expect({ meetings: result.meetings, totalWeight: result.totalWeight, unmet: result.unmet }).toEqual({
      meetings,
      totalWeight,
      unmet,
    });
  });

  it('fails with planning_failed when the plan takes too long', async () => {
    await expect(planInWorker(instance(400), 1)).rejects.toMatchObject({ statusCode: 503, code: 'planning_failed' });
  });
});
