// "Improve further" (docs/decisions/039-improve-further.md): a preview's plan searched on in the
// worker, each better plan shown with its bounds, announced on the admin's event stream, cancelled
// on request, and applied like the preview by its fingerprint.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breaksOfSlots } from '../../../core/rules/breaks.ts';
import type { AutoScheduleImprove } from '../../../core/schemas/auto-schedule-improve.ts';
import { meetings, meetingTables, projects } from '../../db/schema.ts';
import { call, eventFixture } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeWish } from '../../test/wish-factories.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/**
 * `n` buyers who must meet each of `n` sellers on one day of `slots` slots, with `tables` pool
 * tables: with fewer tables than meetings a slot, some seller waits between meetings, a break the
 * bound (which sees no tables) does not count, so no round reaches the bounds.
 */
async function crowded(n: number, slots: number, tables: number) {
  const ev = await eventFixture(app, {
    buyers: n,
    sellers: n,
    project: { startDate: '2030-05-01', endDate: '2030-05-01', dailyMeetLimit: slots },
  });
  await app.db
    .insert(meetingTables)
    .values(
      Array.from({ length: tables }, (_, k) => ({ projectId: ev.project.id, name: `T${k + 1}`, position: k + 1 })),
    );
  for (const b of ev.buyers) for (const s of ev.sellers) await makeWish(app, ev.project.id, b.id, s.id, 'must');
  return ev;
}

type Ev = Awaited<ReturnType<typeof crowded>>;

async function previewOf(ev: Ev) {
  const res = await call(app, 'POST', `/api/projects/${ev.project.id}/auto-schedule/preview`, {
    cookie: ev.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { fingerprint: string; breaks: number; breaks_lower_bound: number; total_weight: number };
}

const start = (ev: Ev, body: Record<string, unknown>) =>
  call(app, 'POST', `/api/projects/${ev.project.id}/auto-schedule/improve`, { cookie: ev.admin.cookie, body });
const read = async (ev: Ev, runId: string) => {
  const res = await call(app, 'GET', `/api/projects/${ev.project.id}/auto-schedule/improve/${runId}`, {
    cookie: ev.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AutoScheduleImprove;
};
const cancel = (ev: Ev, runId: string) =>
  call(app, 'POST', `/api/projects/${ev.project.id}/auto-schedule/improve/${runId}/cancel`, {
    cookie: ev.admin.cookie,
  });

/** Reads the run until `done` says so (a few seconds at most). */
async function until(ev: Ev, runId: string, done: (r: AutoScheduleImprove) => boolean) {
  for (let i = 0; i < 300; i++) {
    const r = await read(ev, runId);
    if (done(r)) return r;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error('the improvement did not get there in 15 s');
}

/** Breaks of the meetings written for the project: per person, gaps between their slots. */
async function writtenBreaks(projectId: string) {
  const rows = await app.db.select().from(meetings).where(eq(meetings.projectId, projectId));
  const slotsOf = new Map<string, number[]>();
  for (const m of rows) {
    const hour = Number(m.startTime.slice(0, 2));
    for (const id of [m.buyerId, m.sellerId]) slotsOf.set(id, [...(slotsOf.get(id) ?? []), hour]);
  }
  return { count: rows.length, breaks: [...slotsOf.values()].reduce((n, s) => n + breaksOfSlots(s), 0) };
}

describe('POST /api/projects/:id/auto-schedule/improve', () => {
  it('searches on from the preview, tells the admin each step, ends, and Apply writes the best plan', async () => {
    const ev = await crowded(2, 4, 1);
    const p = await previewOf(ev);
    expect(p.breaks).toBeGreaterThan(p.breaks_lower_bound);
    const heard: { run_id: string; status: string }[] = [];
    const stop = app.bus.subscribe(ev.admin.profile.id, (e) => heard.push(e as { run_id: string; status: string }));

    const res = await start(ev, { fingerprint: p.fingerprint, seconds: 5 });
    expect(res.statusCode, res.body).toBe(202);
    const run = res.json() as AutoScheduleImprove;
    expect(run).toMatchObject({ status: 'running', fingerprint: p.fingerprint, limit_seconds: 5, rounds: 0 });
    // The preview's plan is the one to beat: the first step, shown until a better one comes.
    expect(run.steps[0]).toMatchObject({ round: 0, breaks: p.breaks, total_weight: p.total_weight });
    expect(run.preview?.breaks).toBe(p.breaks);

    const end = await until(ev, run.id, (r) => r.status !== 'running');
    stop();
    expect(end.status).toBe('finished');
    expect(end.rounds).toBeGreaterThanOrEqual(1);
    for (let k = 1; k < end.steps.length; k++) {
      const [a, b] = [end.steps[k - 1], end.steps[k]];
      expect(b.total_weight > a.total_weight || (b.total_weight === a.total_weight && b.breaks <= a.breaks)).toBe(true);
    }
    const best = end.preview!;
    expect(best.breaks).toBe(end.steps.at(-1)!.breaks);
    expect(best.breaks).toBeGreaterThanOrEqual(best.breaks_lower_bound);
    expect(best.meetings).toHaveLength(4);
    expect(heard.filter((e) => e.run_id === run.id).map((e) => e.status)).toContain('finished');

    const applied = await call(app, 'POST', `/api/projects/${ev.project.id}/auto-schedule/apply`, {
      cookie: ev.admin.cookie,
      body: { fingerprint: p.fingerprint },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ created: 4, replanned: false });
    expect(await writtenBreaks(ev.project.id)).toEqual({ count: 4, breaks: best.breaks });
  });

  it('stops when the admin cancels, keeping the best plan so far', async () => {
    const ev = await crowded(5, 10, 2);
    const p = await previewOf(ev);
    const res = await start(ev, { fingerprint: p.fingerprint });
    expect(res.statusCode, res.body).toBe(202);
    const run = res.json() as AutoScheduleImprove;
    expect(run.limit_seconds).toBe(60);
    const cancelled = await cancel(ev, run.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: run.id, status: 'cancelled' });
    const later = await read(ev, run.id);
    expect(later.status).toBe('cancelled');
    expect(later.elapsed_ms).toBeLessThan(60_000);
    expect(later.preview?.breaks).toBe(p.breaks);
    // Cancelling again changes nothing.
    expect((await cancel(ev, run.id)).json()).toMatchObject({ status: 'cancelled', elapsed_ms: later.elapsed_ms });
  });

  it('a second start for the project stops the first', async () => {
    const ev = await crowded(5, 10, 2);
    const p = await previewOf(ev);
    const first = (await start(ev, { fingerprint: p.fingerprint })).json() as AutoScheduleImprove;
    const second = await start(ev, { fingerprint: p.fingerprint, seconds: 5 });
    expect(second.statusCode, second.body).toBe(202);
    expect((await read(ev, first.id)).status).toBe('cancelled');
    await cancel(ev, (second.json() as AutoScheduleImprove).id);
  });

  it('refuses a grid changed since the preview, a closed project, and limits outside 5-60 s', async () => {
    const ev = await crowded(2, 4, 1);
    const p = await previewOf(ev);
    const stale = await start(ev, { fingerprint: 'stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('schedule_changed');
    // Another fairness limit is another plan, so another grid.
    const other = await start(ev, { fingerprint: p.fingerprint, max_breaks_per_person: 0 });
    expect(other.json().error.code).toBe('schedule_changed');
    for (const seconds of [4, 61, 10.5, '60']) {
      const bad = await start(ev, { fingerprint: p.fingerprint, seconds });
      expect(bad.statusCode, String(seconds)).toBe(400);
      expect(bad.json().error.code).toBe('validation_failed');
    }
    expect((await start(ev, { fingerprint: p.fingerprint, extra: 1 })).statusCode).toBe(400);
    await app.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, ev.project.id));
    const closed = await start(ev, { fingerprint: p.fingerprint });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('project_closed');
  });

  it('answers 404 for a run this server does not have, or of another project', async () => {
    const a = await crowded(2, 4, 1);
    const b = await crowded(2, 4, 1);
    const run = (await start(a, { fingerprint: (await previewOf(a)).fingerprint, seconds: 5 })).json();
    const missing = `/api/projects/${a.project.id}/auto-schedule/improve/00000000-0000-4000-8000-000000000000`;
    expect((await call(app, 'GET', missing, { cookie: a.admin.cookie })).statusCode).toBe(404);
    const elsewhere = `/api/projects/${b.project.id}/auto-schedule/improve/${run.id}`;
    expect((await call(app, 'GET', elsewhere, { cookie: b.admin.cookie })).statusCode).toBe(404);
    expect((await call(app, 'POST', `${elsewhere}/cancel`, { cookie: b.admin.cookie })).statusCode).toBe(404);
    expect((await call(app, 'GET', `${missing.slice(0, -36)}nope`, { cookie: a.admin.cookie })).statusCode).toBe(400);
    await cancel(a, run.id);
  });

  it('only admins start, read or cancel one', async () => {
    const ev = await crowded(2, 4, 1);
    const p = await previewOf(ev);
    const run = (await start(ev, { fingerprint: p.fingerprint, seconds: 5 })).json();
    const buyer = ev.buyers[0].cookie;
    const base = `/api/projects/${ev.project.id}/auto-schedule/improve`;
    expect((await call(app, 'POST', base, { cookie: buyer, body: { fingerprint: p.fingerprint } })).statusCode).toBe(
      403,
    );
    expect((await call(app, 'GET', `${base}/${run.id}`, { cookie: buyer })).statusCode).toBe(403);
    expect((await call(app, 'POST', `${base}/${run.id}/cancel`, { cookie: buyer })).statusCode).toBe(403);
    expect((await call(app, 'GET', `${base}/${run.id}`)).statusCode).toBe(401);
    expect((await read(ev, run.id)).status).not.toBe('cancelled');
    await cancel(ev, run.id);
  });

  it('runs a few at once per server and answers 503 planning_busy beyond', async () => {
    const started: { ev: Ev; id: string }[] = [];
    let busy: { statusCode: number; json: () => { error: { code: string } } } | undefined;
    for (let k = 0; k < 3 && !busy; k++) {
      const ev = await crowded(5, 10, 2);
      const res = await start(ev, { fingerprint: (await previewOf(ev)).fingerprint });
      if (res.statusCode === 202) started.push({ ev, id: res.json().id });
      else busy = res;
    }
    expect(busy?.statusCode).toBe(503);
    expect(busy?.json().error.code).toBe('planning_busy');
    for (const s of started) await cancel(s.ev, s.id);
  });
});
