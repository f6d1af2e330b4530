import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../core/roles.ts';
import { blockedTimeSlots, meetings, projectParticipants, projects } from '../../db/schema.ts';
import {
  addParticipant,
  call,
  eventFixture,
  makeMeeting,
  makeProject,
  makeUser,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Fixture: three projects; a buyer in two of them (the active one and the draft one),
// a seller in one, an interpreter in none.
let app: TestApp;
const cookies = {} as Record<Role, string>;
const users = {} as Record<Role, Awaited<ReturnType<typeof makeUser>>>;
const ids = { active: '', draft: '', completed: '' };
beforeAll(async () => {
  app = await createTestApp();
  const active = await makeProject(app, { name: 'Seoul Expo', startDate: '2030-05-01', endDate: '2030-05-03' });
  const draft = await makeProject(app, {
    name: 'Busan Fair',
    status: 'draft',
    startDate: '2031-01-10',
    endDate: '2031-01-12',
  });
  const completed = await makeProject(app, {
    name: 'Old Show',
    status: 'completed',
    startDate: '2020-03-01',
    endDate: '2020-03-02',
  });
  Object.assign(ids, { active: active.id, draft: draft.id, completed: completed.id });
  for (const role of ['admin', 'buyer', 'seller', 'interpreter', 'volunteer'] as const) {
    users[role] = await makeUser(app, { role });
    cookies[role] = await signIn(app, users[role].email);
  }
  await addParticipant(app, active.id, { id: users.buyer.profile.id, role: 'buyer' });
  await addParticipant(app, draft.id, { id: users.buyer.profile.id, role: 'buyer' });
  await addParticipant(app, completed.id, { id: users.seller.profile.id, role: 'seller' });
  // A second participant row in the same project must not list it twice.
  await addParticipant(app, active.id, { id: users.buyer.profile.id, role: 'buyer' }, 'interpreter');
});
afterAll(() => app.dispose());

/** GET /api/projects as a role; returns the status and the ids listed. */
async function listAs(role: Role, query = '') {
  const res = await call(app, 'GET', `/api/projects${query}`, { cookie: cookies[role] });
  return {
    status: res.statusCode,
    ids: res.statusCode === 200 ? res.json().map((p: { id: string }) => p.id) : [],
    res,
  };
}

describe('GET /api/projects', () => {
  it('shows an admin every project, newest start date first', async () => {
    expect((await listAs('admin')).ids).toEqual([ids.draft, ids.active, ids.completed]);
  });

  it('shows a buyer only the projects they take part in, once each', async () => {
    expect((await listAs('buyer')).ids).toEqual([ids.draft, ids.active]);
  });

  it('shows a seller only their project', async () => {
    expect((await listAs('seller')).ids).toEqual([ids.completed]);
  });

  it('shows a user in no project nothing', async () => {
    expect((await listAs('interpreter')).ids).toEqual([]);
    expect((await listAs('volunteer')).ids).toEqual([]);
  });

  it('filters by ?status=active', async () => {
    expect((await listAs('admin', '?status=active')).ids).toEqual([ids.active]);
  });

  it('filters a buyer list by status within what they may see', async () => {
    expect((await listAs('buyer', '?status=draft')).ids).toEqual([ids.draft]);
    expect((await listAs('buyer', '?status=completed')).ids).toEqual([]);
  });

  it('refuses an unknown status with 400', async () => {
    const { status, res } = await listAs('admin', '?status=archived');
    expect(status).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('refuses an unknown query parameter with 400', async () => {
    expect((await listAs('admin', '?owner=me')).status).toBe(400);
  });

  it('presents a project with its settings', async () => {
    const { res } = await listAs('admin', '?status=active');
    expect(res.json()[0]).toMatchObject({
      name: 'Seoul Expo',
      start_date: '2030-05-01',
      end_date: '2030-05-03',
      status: 'active',
      daily_meet_limit: 10,
      slot_minutes: 60,
      day_start: '09:00',
      time_zone: 'Asia/Seoul',
    });
  });
});

const NON_ADMINS = ['buyer', 'seller', 'interpreter', 'volunteer'] as const;
const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Incheon Trade Week',
  description: 'Export consultations',
  start_date: '2030-09-01',
  end_date: '2030-09-02',
  location: 'Songdo Convensia',
  daily_meet_limit: 8,
  status: 'draft',
  ...overrides,
});
const create = (body: unknown, role: Role = 'admin') =>
  call(app, 'POST', '/api/projects', { cookie: cookies[role], body });
const issuePaths = (res: { json(): { error: { details?: { issues?: { path: string }[] } } } }) =>
  res.json().error.details?.issues?.map((i) => i.path);
async function projectCount() {
  return (await app.db.select({ id: projects.id }).from(projects)).length;
}

describe('GET /api/projects/:id', () => {
  it('shows an admin any project', async () => {
    const res = await call(app, 'GET', `/api/projects/${ids.completed}`, { cookie: cookies.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.completed, name: 'Old Show', status: 'completed' });
  });

  it('shows a buyer a project they take part in', async () => {
    const res = await call(app, 'GET', `/api/projects/${ids.active}`, { cookie: cookies.buyer });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 to a buyer asking for a project they are not in', async () => {
    const res = await call(app, 'GET', `/api/projects/${ids.completed}`, { cookie: cookies.buyer });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call(app, 'GET', `/api/projects/${randomUUID()}`, { cookie: cookies.admin })).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/projects/not-a-uuid', { cookie: cookies.admin })).statusCode).toBe(400);
  });
});

describe('project counts', () => {
  it('counts confirmed buyers, sellers, interpreters and the meetings', async () => {
    const fx = await eventFixture(app, { buyers: 3, sellers: 2, interpreters: 1, volunteers: 1, signIn: false });
    // A participant not (yet) confirmed is not counted.
    const extra = await makeUser(app, { role: 'seller' });
    await app.db.insert(projectParticipants).values({
      projectId: fx.project.id,
      userId: extra.profile.id,
      role: 'seller',
      status: 'invited',
    });
    await makeMeeting(app, { projectId: fx.project.id, buyerId: fx.buyers[0].id, sellerId: fx.sellers[0].id });
    await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[1].id,
      sellerId: fx.sellers[1].id,
      startTime: '10:00',
      endTime: '11:00',
    });
    const res = await call(app, 'GET', `/api/projects/${fx.project.id}`, { cookie: cookies.admin });
    expect(res.json().counts).toEqual({ buyers: 3, sellers: 2, interpreters: 1, meetings: 2 });
    const listed = (await call(app, 'GET', '/api/projects', { cookie: cookies.admin }))
      .json()
      .find((p: { id: string }) => p.id === fx.project.id);
    expect(listed.counts).toEqual({ buyers: 3, sellers: 2, interpreters: 1, meetings: 2 });
  });

  it('is all zero for a new project', async () => {
    const res = await create(input());
    expect(res.json().counts).toEqual({ buyers: 0, sellers: 0, interpreters: 0, meetings: 0 });
  });
});

describe('POST /api/projects', () => {
  it('creates a project as admin: 201 with what was sent', async () => {
    const res = await create(input({ slot_minutes: 30, day_start: '10:00', time_zone: 'Asia/Tokyo' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      ...input(),
      poster_url: '',
      slot_minutes: 30,
      day_start: '10:00',
      time_zone: 'Asia/Tokyo',
    });
    const [row] = await app.db.select().from(projects).where(eq(projects.id, body.id));
    expect(row.createdBy).toBe(users.admin.profile.id);
    expect((await call(app, 'GET', `/api/projects/${body.id}`, { cookie: cookies.admin })).json()).toEqual(body);
  });

  it('fills the defaults: active, 10 slots of 60 minutes from 09:00, Asia/Seoul', async () => {
    const res = await create({ name: 'Minimal', start_date: '2030-10-01', end_date: '2030-10-01' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'active',
      daily_meet_limit: 10,
      slot_minutes: 60,
      day_start: '09:00',
      time_zone: 'Asia/Seoul',
      travel_margin_minutes: 60,
    });
  });

  it.each(NON_ADMINS)('refuses a %s with 403 and writes nothing', async (role) => {
    const before = await projectCount();
    const res = await create(input(), role);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(await projectCount()).toBe(before);
  });

  it('refuses an end date before the start date: 400 on /end_date', async () => {
    const before = await projectCount();
    const res = await create(input({ start_date: '2030-09-02', end_date: '2030-09-01' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(issuePaths(res)).toEqual(['/end_date']);
    expect(await projectCount()).toBe(before);
  });

  it('refuses 50 slots of 60 minutes from 09:00: 400 on /daily_meet_limit', async () => {
    const res = await create(input({ daily_meet_limit: 50, slot_minutes: 60, day_start: '09:00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(issuePaths(res)).toEqual(['/daily_meet_limit']);
  });

  it('accepts 50 slots of 15 minutes from 09:00', async () => {
    const res = await create(input({ daily_meet_limit: 50, slot_minutes: 15 }));
    expect(res.statusCode).toBe(201);
  });

  it.each([0, 51])('refuses a daily limit of %s', async (daily_meet_limit) => {
    expect((await create(input({ daily_meet_limit }))).statusCode).toBe(400);
  });

  it('refuses an unknown time zone: 400 on /time_zone', async () => {
    const res = await create(input({ time_zone: 'Mars/Phobos' }));
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(['/time_zone']);
  });

  it('refuses a missing name and a poster that is not a URL', async () => {
    expect((await create(input({ name: '' }))).statusCode).toBe(400);
    expect((await create(input({ poster_url: 'not a url' }))).statusCode).toBe(400);
  });
});

describe('PUT /api/projects/:id', () => {
  it('edits a project as admin: 200 with the new values', async () => {
    const { id } = (await create(input())).json();
    const res = await call(app, 'PUT', `/api/projects/${id}`, {
      cookie: cookies.admin,
      body: input({
        name: 'Renamed',
        status: 'active',
        daily_meet_limit: 12,
        location: 'Hall B',
        travel_margin_minutes: 90,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Renamed',
      status: 'active',
      daily_meet_limit: 12,
      location: 'Hall B',
      travel_margin_minutes: 90,
    });
    const [row] = await app.db.select().from(projects).where(eq(projects.id, id));
    expect(row.travelMarginMinutes).toBe(90);
  });

  it.each(NON_ADMINS)('refuses a %s with 403 and changes nothing', async (role) => {
    const res = await call(app, 'PUT', `/api/projects/${ids.active}`, { cookie: cookies[role], body: input() });
    expect(res.statusCode).toBe(403);
    const [row] = await app.db.select().from(projects).where(eq(projects.id, ids.active));
    expect(row.name).toBe('Seoul Expo');
  });

  it('refuses invalid values with 400', async () => {
    const res = await call(app, 'PUT', `/api/projects/${ids.active}`, {
      cookie: cookies.admin,
      body: input({ end_date: '2030-08-01' }),
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(['/end_date']);
  });

  describe('with meetings scheduled', () => {
    // A project of 2030-05-01..03, 10 slots of 60 minutes from 09:00, one live meeting on 05-02 at
    // 12:00 (slot 4) and a cancelled one on 05-03 at 18:00 (slot 10).
    const edit = async (changes: Record<string, unknown>) => {
      const fx = await eventFixture(app, { buyers: 1, sellers: 1, signIn: false });
      const base = { projectId: fx.project.id, buyerId: fx.buyers[0].id, sellerId: fx.sellers[0].id };
      await makeMeeting(app, { ...base, meetingDate: '2030-05-02', startTime: '12:00', endTime: '13:00' });
      await makeMeeting(app, {
        ...base,
        meetingDate: '2030-05-03',
        startTime: '18:00',
        endTime: '19:00',
        status: 'cancelled',
      });
      const body = input({ start_date: '2030-05-01', end_date: '2030-05-03', daily_meet_limit: 10, ...changes });
      const res = await call(app, 'PUT', `/api/projects/${fx.project.id}`, { cookie: cookies.admin, body });
      const [row] = await app.db.select().from(projects).where(eq(projects.id, fx.project.id));
      return { res, row };
    };

    it('accepts edits that keep every live meeting on a slot', async () => {
      for (const changes of [
        { name: 'Renamed', location: 'Hall C' },
        { daily_meet_limit: 4 },
        { start_date: '2030-05-02', end_date: '2030-05-02' },
        { slot_minutes: 60, day_start: '08:00' },
        { status: 'completed', time_zone: 'Asia/Tokyo' },
      ]) {
        const { res } = await edit(changes);
        expect(res.statusCode, JSON.stringify(changes)).toBe(200);
      }
    });

    it.each([
      ['a period without the meeting day', { start_date: '2030-05-03', end_date: '2030-05-03' }],
      ['a daily limit below its slot', { daily_meet_limit: 3 }],
      ['a day start off its slot', { day_start: '09:30' }],
      ['shorter slots', { slot_minutes: 30 }],
      ['longer slots', { slot_minutes: 120, daily_meet_limit: 5 }],
    ])('refuses %s: 409 meetings_off_schedule, nothing changed', async (_, changes) => {
      const { res, row } = await edit(changes);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'meetings_off_schedule', details: { count: 1 } });
      expect(row).toMatchObject({ slotMinutes: 60, dayStart: '09:00:00', dailyMeetLimit: 10, endDate: '2030-05-03' });
    });
  });

  it('answers 404 for an unknown project', async () => {
    const res = await call(app, 'PUT', `/api/projects/${randomUUID()}`, { cookie: cookies.admin, body: input() });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/projects/:id', () => {
  it('deletes a project as admin: 204, with its participants, meetings and blocked slots', async () => {
    const fx = await eventFixture(app, { buyers: 1, sellers: 1, signIn: false });
    const [buyer, seller] = [fx.buyers[0], fx.sellers[0]];
    await makeMeeting(app, { projectId: fx.project.id, buyerId: buyer.id, sellerId: seller.id });
    await app.db.insert(blockedTimeSlots).values({ projectId: fx.project.id, date: '2030-05-01', slotNumber: 2 });
    const res = await call(app, 'DELETE', `/api/projects/${fx.project.id}`, { cookie: cookies.admin });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const left = await Promise.all([
      app.db.select().from(projects).where(eq(projects.id, fx.project.id)),
      app.db.select().from(projectParticipants).where(eq(projectParticipants.projectId, fx.project.id)),
      app.db.select().from(meetings).where(eq(meetings.projectId, fx.project.id)),
      app.db.select().from(blockedTimeSlots).where(eq(blockedTimeSlots.projectId, fx.project.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
  });

  it('answers 404 the second time', async () => {
    const { id } = (await create(input())).json();
    expect((await call(app, 'DELETE', `/api/projects/${id}`, { cookie: cookies.admin })).statusCode).toBe(204);
    expect((await call(app, 'DELETE', `/api/projects/${id}`, { cookie: cookies.admin })).statusCode).toBe(404);
  });

  it.each(NON_ADMINS)('refuses a %s with 403 and deletes nothing', async (role) => {
    const res = await call(app, 'DELETE', `/api/projects/${ids.active}`, { cookie: cookies[role] });
    expect(res.statusCode).toBe(403);
    expect(await app.db.select().from(projects).where(eq(projects.id, ids.active))).toHaveLength(1);
  });
});
