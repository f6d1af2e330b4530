import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentAction, AssignmentStatus } from '../../../core/rules/assignments.ts';
import { volunteerAssignments } from '../../db/schema.ts';
import { call, eventFixture } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeAssignment } from '../../test/venue-factories.ts';

// Fixture: every task is volunteer 1's; volunteer 2, an admin, a buyer and an interpreter look on.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 1, interpreters: 1, volunteers: 2 });
});
afterAll(() => app.dispose());

const task = (status: AssignmentStatus = 'assigned') =>
  makeAssignment(app, { volunteerId: fx.volunteers[0].id, status });
const act = (id: string, action: AssignmentAction, cookie: string) =>
  call(app, 'POST', `/api/assignments/${id}/${action}`, { cookie, body: {} });
const statusOf = async (id: string) =>
  (await app.db.select().from(volunteerAssignments).where(eq(volunteerAssignments.id, id)))[0].status;

describe('accept, decline, complete', () => {
  it.each([
    ['accept', 'assigned', 'confirmed'],
    ['decline', 'assigned', 'cancelled'],
    ['complete', 'confirmed', 'completed'],
  ] as const)('the volunteer may %s an %s task', async (action, from, to) => {
    const a = await task(from);
    const res = await act(a.id, action, fx.volunteers[0].cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, status: to });
    expect(await statusOf(a.id)).toBe(to);
  });

  it('takes a task from assigned through confirmed to completed, offering the next answer each time', async () => {
    const a = await task('assigned');
    const accepted = (await act(a.id, 'accept', fx.volunteers[0].cookie)).json();
    expect(accepted.can).toEqual({ accept: false, decline: false, complete: true });
    const done = (await act(a.id, 'complete', fx.volunteers[0].cookie)).json();
    expect(done).toMatchObject({ status: 'completed', can: { accept: false, decline: false, complete: false } });
  });

  it.each([
    ['accept', 'confirmed'],
    ['accept', 'completed'],
    ['decline', 'confirmed'],
    ['decline', 'cancelled'],
    ['complete', 'assigned'],
    ['complete', 'cancelled'],
  ] as const)('refuses to %s a %s task: 409 invalid_transition', async (action, from) => {
    const a = await task(from);
    const res = await act(a.id, action, fx.volunteers[0].cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_transition');
    expect(await statusOf(a.id)).toBe(from);
  });

  it('refuses an admin, who sees the task: 403', async () => {
    const a = await task('assigned');
    expect((await act(a.id, 'accept', fx.admin.cookie)).statusCode).toBe(403);
    expect(await statusOf(a.id)).toBe('assigned');
  });

  it.each([
    ['another volunteer', () => fx.volunteers[1].cookie],
    ['a buyer', () => fx.buyers[0].cookie],
    ['an interpreter', () => fx.interpreters[0].cookie],
  ])('answers %s 404', async (_label, cookie) => {
    const a = await task('assigned');
    expect((await act(a.id, 'accept', cookie())).statusCode).toBe(404);
    expect(await statusOf(a.id)).toBe('assigned');
  });

  it('changes a task once when two answers race', async () => {
    const a = await task('assigned');
    const results = await Promise.all([
      act(a.id, 'accept', fx.volunteers[0].cookie),
      act(a.id, 'decline', fx.volunteers[0].cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json().status;
    expect(await statusOf(a.id)).toBe(winner);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await act('00000000-0000-4000-8000-000000000000', 'accept', fx.volunteers[0].cookie)).statusCode).toBe(404);
    expect((await act('nope', 'accept', fx.volunteers[0].cookie)).statusCode).toBe(400);
  });
});
