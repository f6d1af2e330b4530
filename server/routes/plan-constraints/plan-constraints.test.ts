// The organiser's asks of the auto-schedule (docs/rules.md#fixed-meetings-and-precedences): listing,
// adding and removing fixed meetings and precedences; what could never be planned is refused at once,
// asks that contradict each other are kept for the preview to explain.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedMeetings, meetingPrecedences, projects } from '../../db/schema.ts';
import { call, eventFixture, makeProject, makeUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const event = () => eventFixture(app, { buyers: 2, sellers: 2 });
type Fx = Awaited<ReturnType<typeof event>>;
const base = (fx: Fx) => `/api/projects/${fx.project.id}`;
const fix = (fx: Fx, body: Record<string, unknown>, cookie = fx.admin.cookie) =>
  call(app, 'POST', `${base(fx)}/fixed-meetings`, {
    cookie,
    body: { buyer_id: fx.buyers[0].id, seller_id: fx.sellers[0].id, date: '2030-05-02', slot_number: 2, ...body },
  });
const order = (fx: Fx, before: [string, string], after: [string, string], cookie = fx.admin.cookie) =>
  call(app, 'POST', `${base(fx)}/precedences`, {
    cookie,
    body: {
      before: { buyer_id: before[0], seller_id: before[1] },
      after: { buyer_id: after[0], seller_id: after[1] },
    },
  });
const list = (fx: Fx, cookie = fx.admin.cookie) => call(app, 'GET', `${base(fx)}/plan-constraints`, { cookie });
const person = (p: Fx['buyers'][number]) => ({
  id: p.id,
  full_name: p.profile.fullName,
  company_name: p.profile.companyName,
});

describe('fixed meetings', () => {
  it('an organiser fixes a meeting to a slot: stored at its start time, listed with names and times', async () => {
    const fx = await event();
    const res = await fix(fx, {});
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(fixedMeetings).where(eq(fixedMeetings.projectId, fx.project.id));
    expect(row).toMatchObject({ meetingDate: '2030-05-02', startTime: '10:00:00', createdBy: fx.admin.profile.id });
    expect(res.json()).toMatchObject({
      id: row.id,
      buyer: person(fx.buyers[0]),
      seller: person(fx.sellers[0]),
      date: '2030-05-02',
      slot: 2,
      start_time: '10:00',
      end_time: '11:00',
    });
    expect((await list(fx)).json()).toEqual({ fixed_meetings: [res.json()], precedences: [] });
  });

  it('two fixed meetings of one seller in one slot are both kept (the preview explains them)', async () => {
    const fx = await event();
    expect((await fix(fx, {})).statusCode).toBe(201);
    expect((await fix(fx, { buyer_id: fx.buyers[1].id })).statusCode).toBe(201);
    expect((await list(fx)).json().fixed_meetings).toHaveLength(2);
  });

  it('refuses what could never be planned: 400 not_participant, outside_project, validation_failed; a pair twice 409', async () => {
    const fx = await event();
    const stranger = await makeUser(app, { role: 'buyer' });
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const res = await fix(fx, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
    };
    // A buyer as the seller, a seller as the buyer, someone not in the project.
    await refused({ seller_id: fx.buyers[1].id }, 400, 'not_participant');
    await refused({ buyer_id: fx.sellers[1].id }, 400, 'not_participant');
    await refused({ buyer_id: stranger.profile.id }, 400, 'not_participant');
    // A day outside the project, a slot past the day's last.
    await refused({ date: '2030-05-04' }, 400, 'outside_project');
    await refused({ slot_number: 11 }, 400, 'outside_project');
    await refused({ slot_number: 0 }, 400, 'validation_failed');
    await refused({ date: '02/05/2030' }, 400, 'validation_failed');
    await refused({ extra: 1 }, 400, 'validation_failed');
    expect((await list(fx)).json().fixed_meetings).toEqual([]);
    expect((await fix(fx, {})).statusCode).toBe(201);
    await refused({ slot_number: 5 }, 409, 'already_fixed');
  });

  it('removing one: 204 and gone; again, or through another project, 404; a closed project 409', async () => {
    const fx = await event();
    const created = (await fix(fx, {})).json();
    const other = await makeProject(app);
    const elsewhere = `/api/projects/${other.id}/fixed-meetings/${created.id}`;
    expect((await call(app, 'DELETE', elsewhere, { cookie: fx.admin.cookie })).statusCode).toBe(404);
    const url = `${base(fx)}/fixed-meetings/${created.id}`;
    expect((await call(app, 'DELETE', url, { cookie: fx.admin.cookie })).statusCode).toBe(204);
    expect((await call(app, 'DELETE', url, { cookie: fx.admin.cookie })).statusCode).toBe(404);
    await app.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, fx.project.id));
    const closed = await fix(fx, {});
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('project_closed');
  });
});

describe('precedences', () => {
  it('an organiser asks one meeting before another; a circle of orders is kept, the same order twice is 409', async () => {
    const fx = await event();
    const [b1, b2] = fx.buyers.map((b) => b.id);
    const [s1, s2] = fx.sellers.map((s) => s.id);
    const res = await order(fx, [b1, s1], [b2, s2]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      before: { buyer: person(fx.buyers[0]), seller: person(fx.sellers[0]) },
      after: { buyer: person(fx.buyers[1]), seller: person(fx.sellers[1]) },
    });
    expect((await order(fx, [b2, s2], [b1, s1])).statusCode).toBe(201);
    const twice = await order(fx, [b1, s1], [b2, s2]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('already_ordered');
    expect((await list(fx)).json().precedences).toHaveLength(2);
  });

  it('refuses one meeting before itself (400) and people not in their roles (400 not_participant)', async () => {
    const fx = await event();
    const [b1, b2] = fx.buyers.map((b) => b.id);
    const [s1] = fx.sellers.map((s) => s.id);
    const self = await order(fx, [b1, s1], [b1, s1]);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('validation_failed');
    const wrong = await order(fx, [b1, s1], [b2, b1]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('not_participant');
    expect(
      await app.db.select().from(meetingPrecedences).where(eq(meetingPrecedences.projectId, fx.project.id)),
    ).toEqual([]);
  });

  it('removing one: 204, then 404', async () => {
    const fx = await event();
    const created = (await order(fx, [fx.buyers[0].id, fx.sellers[0].id], [fx.buyers[1].id, fx.sellers[0].id])).json();
    const url = `${base(fx)}/precedences/${created.id}`;
    expect((await call(app, 'DELETE', url, { cookie: fx.admin.cookie })).statusCode).toBe(204);
    expect((await call(app, 'DELETE', url, { cookie: fx.admin.cookie })).statusCode).toBe(404);
    expect((await list(fx)).json().precedences).toEqual([]);
  });
});

it('only organisers: buyers and sellers 403 on every route, signed-out 401', async () => {
  const fx = await event();
  const created = (await fix(fx, {})).json();
  for (const who of [fx.buyers[0], fx.sellers[0]]) {
    expect((await list(fx, who.cookie)).statusCode).toBe(403);
    expect((await fix(fx, { slot_number: 3, buyer_id: fx.buyers[1].id }, who.cookie)).statusCode).toBe(403);
    const url = `${base(fx)}/fixed-meetings/${created.id}`;
    expect((await call(app, 'DELETE', url, { cookie: who.cookie })).statusCode).toBe(403);
    const ids = [fx.buyers[0].id, fx.sellers[0].id] as [string, string];
    expect((await order(fx, ids, [fx.buyers[1].id, fx.sellers[1].id], who.cookie)).statusCode).toBe(403);
  }
  expect((await call(app, 'GET', `${base(fx)}/plan-constraints`)).statusCode).toBe(401);
  expect((await list(fx)).json().fixed_meetings).toHaveLength(1);
});
