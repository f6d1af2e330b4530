import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volunteerAssignments } from '../../db/schema.ts';
import { call, eventFixture, makeProject, makeUser, notificationsOf } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeAssignment } from '../../test/venue-factories.ts';

// Fixture: volunteer 1 has two tasks (the later one first in the table), volunteer 2 one; buyers,
// sellers and interpreters see none.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 1, sellers: 1, interpreters: 1, volunteers: 2 });
  await makeAssignment(app, { volunteerId: fx.volunteers[0].id, assignedDate: '2030-05-02', taskType: 'Later' });
  await makeAssignment(app, {
    volunteerId: fx.volunteers[0].id,
    projectId: fx.project.id,
    startTime: '13:00',
    taskType: 'Afternoon',
  });
  await makeAssignment(app, { volunteerId: fx.volunteers[0].id, startTime: '08:00', taskType: 'Morning' });
  await makeAssignment(app, { volunteerId: fx.volunteers[1].id, taskType: 'Other volunteer' });
});
afterAll(() => app.dispose());

const list = (cookie: string) => call(app, 'GET', '/api/assignments', { cookie });
const tasksOf = (volunteerId: string) =>
  app.db.select().from(volunteerAssignments).where(eq(volunteerAssignments.volunteerId, volunteerId));
const given = async (userId: string, event = 'assigned') =>
  (await notificationsOf(app, userId)).filter((n) => n.titleKey === `notifications.assignment.${event}.title`);
const body = (overrides: Record<string, unknown> = {}) => ({
  volunteer_id: fx.volunteers[1].id,
  project_id: fx.project.id,
  task_type: 'Hall guidance',
  task_description: 'Information point',
  assigned_date: '2030-05-03',
  start_time: '10:00',
  end_time: '12:30',
  notes: 'Wear the badge',
  ...overrides,
});

describe('GET /api/assignments', () => {
  it('shows an admin every assignment by date and start time, with the volunteer’s name and email', async () => {
    const res = await list(fx.admin.cookie);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { task_type: string }) => r.task_type)).toEqual([
      'Morning',
      'Other volunteer',
      'Afternoon',
      'Later',
    ]);
    expect(rows[2]).toMatchObject({
      volunteer: { id: fx.volunteers[0].id, full_name: 'Volunteer 1', email: fx.volunteers[0].email },
      project: { id: fx.project.id },
      assigned_date: '2030-05-01',
      start_time: '13:00',
      end_time: '12:00',
      status: 'assigned',
      can: { accept: false, decline: false, complete: false },
    });
  });

  it('shows a volunteer only their own, with the answers they may give', async () => {
    const rows = (await list(fx.volunteers[0].cookie)).json();
    expect(rows.map((r: { task_type: string }) => r.task_type)).toEqual(['Morning', 'Afternoon', 'Later']);
    expect(rows[0].can).toEqual({ accept: true, decline: true, complete: false });
    expect((await list(fx.volunteers[1].cookie)).json()).toHaveLength(1);
  });

  it('shows other roles nothing', async () => {
    for (const p of [fx.buyers[0], fx.sellers[0], fx.interpreters[0]])
      expect((await list(p.cookie)).json()).toEqual([]);
  });
});

describe('GET /api/assignments/options', () => {
  it('offers an admin active volunteers and draft or active projects', async () => {
    const gone = await makeUser(app, { role: 'volunteer', active: false });
    const over = await makeProject(app, { status: 'completed' });
    const res = await call(app, 'GET', '/api/assignments/options', { cookie: fx.admin.cookie });
    expect(res.statusCode).toBe(200);
    const ids = res.json().volunteers.map((v: { id: string }) => v.id);
    expect(ids).toEqual(expect.arrayContaining([fx.volunteers[0].id, fx.volunteers[1].id]));
    expect(ids).not.toContain(gone.profile.id);
    expect(ids).not.toContain(fx.interpreters[0].id);
    const projectIds = res.json().projects.map((p: { id: string }) => p.id);
    expect(projectIds).toContain(fx.project.id);
    expect(projectIds).not.toContain(over.id);
  });

  it('searches the volunteers by name or e-mail and answers the first `limit`, saying whether more match', async () => {
    const read = async (query: string) => {
      const res = await call(app, 'GET', `/api/assignments/options?${query}`, { cookie: fx.admin.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { volunteers: { id: string }[]; more: boolean };
    };
    expect(await read(`q=${encodeURIComponent(fx.volunteers[1].email)}`)).toMatchObject({
      volunteers: [{ id: fx.volunteers[1].id }],
      more: false,
    });
    const one = await read('limit=1');
    expect(one.volunteers).toHaveLength(1);
    expect(one.more).toBe(true);
  });

  it('refuses a volunteer', async () => {
    const res = await call(app, 'GET', '/api/assignments/options', { cookie: fx.volunteers[0].cookie });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/assignments', () => {
  it('lets an admin give a volunteer a task, which starts assigned and tells the volunteer', async () => {
    const res = await call(app, 'POST', '/api/assignments', { cookie: fx.admin.cookie, body: body() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      volunteer: { id: fx.volunteers[1].id },
      task_type: 'Hall guidance',
      start_time: '10:00',
      end_time: '12:30',
      status: 'assigned',
    });
    const notes = await given(fx.volunteers[1].id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ params: { task: 'Hall guidance', when: '2030-05-03 10:00-12:30' } });
    expect((await list(fx.volunteers[1].cookie)).json()).toHaveLength(2);
    await app.db.delete(volunteerAssignments).where(eq(volunteerAssignments.id, res.json().id));
  });

  it('keeps a task without times or project', async () => {
    const res = await call(app, 'POST', '/api/assignments', {
      cookie: fx.admin.cookie,
      body: body({ start_time: '', end_time: null, project_id: '' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ start_time: null, end_time: null, project: null });
    await app.db.delete(volunteerAssignments).where(eq(volunteerAssignments.id, res.json().id));
  });

  it.each([
    ['the volunteer', () => fx.volunteers[1].cookie],
    ['a buyer', () => fx.buyers[0].cookie],
  ])('refuses %s: 403, nothing written', async (_label, cookie) => {
    const res = await call(app, 'POST', '/api/assignments', { cookie: cookie(), body: body() });
    expect(res.statusCode).toBe(403);
    expect(await tasksOf(fx.volunteers[1].id)).toHaveLength(1);
  });

  it('refuses someone who is not an active volunteer', async () => {
    const gone = await makeUser(app, { role: 'volunteer', active: false });
    for (const id of [gone.profile.id, fx.interpreters[0].id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(app, 'POST', '/api/assignments', {
        cookie: fx.admin.cookie,
        body: body({ volunteer_id: id }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_volunteer');
      expect(await tasksOf(id)).toEqual([]);
    }
  });

  it('refuses a completed project', async () => {
    const over = await makeProject(app, { status: 'completed' });
    const res = await call(app, 'POST', '/api/assignments', {
      cookie: fx.admin.cookie,
      body: body({ project_id: over.id }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_assignment_project');
  });

  it('refuses an end not after the start, a missing task type and a bad date', async () => {
    const end = await call(app, 'POST', '/api/assignments', {
      cookie: fx.admin.cookie,
      body: body({ start_time: '12:00', end_time: '12:00' }),
    });
    expect(end.statusCode).toBe(400);
    expect(end.json().error.details.issues).toEqual([expect.objectContaining({ message: 'end_not_after_start' })]);
    for (const bad of [
      { task_type: '  ' },
      { assigned_date: '2030-13-01' },
      { start_time: '25:00' },
      { status: 'completed' },
    ]) {
      expect(
        (await call(app, 'POST', '/api/assignments', { cookie: fx.admin.cookie, body: body(bad) })).statusCode,
      ).toBe(400);
    }
    expect(await tasksOf(fx.volunteers[1].id)).toHaveLength(1);
  });
});

describe('PUT /api/assignments/:id', () => {
  it('lets an admin edit a task, keeps its status, and tells the volunteer when it moved', async () => {
    const a = await makeAssignment(app, { volunteerId: fx.volunteers[1].id, status: 'confirmed' });
    const before = (await given(fx.volunteers[1].id, 'rescheduled')).length;
    const same = await call(app, 'PUT', `/api/assignments/${a.id}`, {
      cookie: fx.admin.cookie,
      body: body({ assigned_date: '2030-05-01', start_time: '09:00', end_time: '12:00', task_type: 'Renamed' }),
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ task_type: 'Renamed', status: 'confirmed' });
    expect(await given(fx.volunteers[1].id, 'rescheduled')).toHaveLength(before);
    const moved = await call(app, 'PUT', `/api/assignments/${a.id}`, {
      cookie: fx.admin.cookie,
      body: body({ assigned_date: '2030-05-02', start_time: '09:00', end_time: '12:00' }),
    });
    expect(moved.statusCode).toBe(200);
    expect(await given(fx.volunteers[1].id, 'rescheduled')).toHaveLength(before + 1);
    await app.db.delete(volunteerAssignments).where(eq(volunteerAssignments.id, a.id));
  });

  it('tells a new volunteer they were given the task', async () => {
    const a = await makeAssignment(app, { volunteerId: fx.volunteers[1].id });
    const before = (await given(fx.volunteers[0].id)).length;
    const res = await call(app, 'PUT', `/api/assignments/${a.id}`, {
      cookie: fx.admin.cookie,
      body: body({ volunteer_id: fx.volunteers[0].id }),
    });
    expect(res.statusCode).toBe(200);
    expect(await given(fx.volunteers[0].id)).toHaveLength(before + 1);
    await app.db.delete(volunteerAssignments).where(eq(volunteerAssignments.id, a.id));
  });

  it('refuses the volunteer (403) and answers 404 for an unknown task', async () => {
    const a = await makeAssignment(app, { volunteerId: fx.volunteers[1].id, taskType: 'Kept' });
    const own = await call(app, 'PUT', `/api/assignments/${a.id}`, { cookie: fx.volunteers[1].cookie, body: body() });
    expect(own.statusCode).toBe(403);
    const [row] = await app.db.select().from(volunteerAssignments).where(eq(volunteerAssignments.id, a.id));
    expect(row.taskType).toBe('Kept');
    const unknown = await call(app, 'PUT', '/api/assignments/00000000-0000-4000-8000-000000000000', {
      cookie: fx.admin.cookie,
      body: body(),
    });
    expect(unknown.statusCode).toBe(404);
    await app.db.delete(volunteerAssignments).where(eq(volunteerAssignments.id, a.id));
  });
});

describe('DELETE /api/assignments/:id', () => {
  it('lets an admin delete a task; the volunteer gets 403; a second delete 404', async () => {
    const a = await makeAssignment(app, { volunteerId: fx.volunteers[1].id });
    expect(
      (await call(app, 'DELETE', `/api/assignments/${a.id}`, { cookie: fx.volunteers[1].cookie })).statusCode,
    ).toBe(403);
    expect(await tasksOf(fx.volunteers[1].id)).toHaveLength(2);
    expect((await call(app, 'DELETE', `/api/assignments/${a.id}`, { cookie: fx.admin.cookie })).statusCode).toBe(204);
    expect(await tasksOf(fx.volunteers[1].id)).toHaveLength(1);
    expect((await call(app, 'DELETE', `/api/assignments/${a.id}`, { cookie: fx.admin.cookie })).statusCode).toBe(404);
  });
});
