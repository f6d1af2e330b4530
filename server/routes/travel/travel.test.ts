import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travelInfo } from '../../db/schema.ts';
import { call, eventFixture, makeProject, makeUser, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeTravel } from '../../test/venue-factories.ts';

// Fixture: an active project with two buyers, a seller, an interpreter and a volunteer; buyer 1
// has two records (one without arrival), the seller one, buyer 2 none.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
let draft: Awaited<ReturnType<typeof makeProject>>;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 2, sellers: 1, interpreters: 1, volunteers: 1 });
  draft = await makeProject(app, { status: 'draft', name: 'Draft expo' });
  await makeTravel(app, { userId: fx.buyers[0].id, projectId: fx.project.id, hotelName: 'No arrival yet' });
  await makeTravel(app, {
    userId: fx.buyers[0].id,
    projectId: fx.project.id,
    flightNo: 'KE024',
    arrivalTime: new Date('2030-04-30T08:00:00Z'),
  });
  await makeTravel(app, { userId: fx.sellers[0].id, arrivalTime: new Date('2030-04-29T08:00:00Z') });
});
afterAll(() => app.dispose());

const list = (cookie: string) => call(app, 'GET', '/api/travel', { cookie });
const recordsOf = (userId: string) => app.db.select().from(travelInfo).where(eq(travelInfo.userId, userId));
const body = (overrides: Record<string, unknown> = {}) => ({
  user_id: fx.buyers[1].id,
  project_id: fx.project.id,
  flight_no: 'OZ201',
  arrival_time: '2030-05-01T09:30:00+09:00',
  departure_time: '2030-05-03T18:00:00+09:00',
  hotel_name: 'Lotte Hotel',
  hotel_address: 'Seoul',
  notes: 'Window seat',
  ...overrides,
});

describe('GET /api/travel', () => {
  it('shows an admin every record by arrival, those without one last, with traveller and project', async () => {
    const res = await list(fx.admin.cookie);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { user: { id: string } }) => r.user.id)).toEqual([
      fx.sellers[0].id,
      fx.buyers[0].id,
      fx.buyers[0].id,
    ]);
    expect(rows[0].project).toBeNull();
    expect(rows[1]).toMatchObject({
      flight_no: 'KE024',
      arrival_time: '2030-04-30T08:00:00.000Z',
      departure_time: null,
      user: { full_name: 'Buyer 1', role: 'buyer' },
      project: { id: fx.project.id, location: 'Hall A', time_zone: 'Asia/Seoul' },
    });
    expect(rows[2]).toMatchObject({ arrival_time: null, hotel_name: 'No arrival yet' });
  });

  it('shows everyone else only their own records', async () => {
    const own = await list(fx.buyers[0].cookie);
    expect(own.json().map((r: { user: { id: string } }) => r.user.id)).toEqual([fx.buyers[0].id, fx.buyers[0].id]);
    expect((await list(fx.sellers[0].cookie)).json()).toHaveLength(1);
    for (const cookie of [fx.buyers[1].cookie, fx.interpreters[0].cookie, fx.volunteers[0].cookie])
      expect((await list(cookie)).json()).toEqual([]);
  });

  it('refuses a signed-out caller', async () => {
    expect((await call(app, 'GET', '/api/travel')).statusCode).toBe(401);
  });
});

describe('GET /api/travel/options', () => {
  it('offers an admin the active projects and active people other than admins', async () => {
    const gone = await makeUser(app, { role: 'buyer', active: false });
    const res = await call(app, 'GET', '/api/travel/options', { cookie: fx.admin.cookie });
    expect(res.statusCode).toBe(200);
    const { projects, people } = res.json();
    const projectIds = projects.map((p: { id: string }) => p.id);
    expect(projectIds).toContain(fx.project.id);
    expect(projectIds).not.toContain(draft.id);
    const ids = people.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([fx.buyers[0].id, fx.sellers[0].id, fx.volunteers[0].id]));
    expect(ids).not.toContain(fx.admin.profile.id);
    expect(ids).not.toContain(gone.profile.id);
  });

  it('searches the people by name or e-mail and answers the first `limit`, saying whether more match', async () => {
    const read = async (query: string) => {
      const res = await call(app, 'GET', `/api/travel/options?${query}`, { cookie: fx.admin.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { people: { id: string }[]; more: boolean; projects: unknown[] };
    };
    const byMail = await read(`q=${encodeURIComponent(fx.buyers[0].email)}`);
    expect(byMail).toMatchObject({ people: [{ id: fx.buyers[0].id }], more: false });
    expect((await read(`q=${encodeURIComponent(fx.buyers[0].email)}`)).projects.length).toBeGreaterThan(0);
    const one = await read('limit=1');
    expect(one.people).toHaveLength(1);
    expect(one.more).toBe(true);
    const res = await call(app, 'GET', '/api/travel/options?limit=201', { cookie: fx.admin.cookie });
    expect(res.statusCode).toBe(400);
  });

  it('refuses everyone else', async () => {
    expect((await call(app, 'GET', '/api/travel/options', { cookie: fx.buyers[0].cookie })).statusCode).toBe(403);
  });
});

describe('POST /api/travel', () => {
  it('lets an admin add a record for a participant, who then sees it', async () => {
    const res = await call(app, 'POST', '/api/travel', { cookie: fx.admin.cookie, body: body() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { id: fx.buyers[1].id },
      flight_no: 'OZ201',
      arrival_time: '2030-05-01T00:30:00.000Z',
      departure_time: '2030-05-03T09:00:00.000Z',
      hotel_name: 'Lotte Hotel',
    });
    const mine = (await list(fx.buyers[1].cookie)).json();
    expect(mine.map((r: { id: string }) => r.id)).toEqual([res.json().id]);
    await app.db.delete(travelInfo).where(eq(travelInfo.userId, fx.buyers[1].id));
  });

  it('keeps a record without a project, flight or times', async () => {
    const res = await call(app, 'POST', '/api/travel', {
      cookie: fx.admin.cookie,
      body: { user_id: fx.volunteers[0].id, project_id: '', hotel_name: 'Guest house', arrival_time: '' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ project: null, flight_no: '', arrival_time: null, departure_time: null });
    await app.db.delete(travelInfo).where(eq(travelInfo.userId, fx.volunteers[0].id));
  });

  it.each([
    ['a buyer', () => fx.buyers[1].cookie],
    ['a volunteer', () => fx.volunteers[0].cookie],
  ])('refuses %s: 403, nothing written', async (_label, cookie) => {
    const res = await call(app, 'POST', '/api/travel', { cookie: cookie(), body: body() });
    expect(res.statusCode).toBe(403);
    expect(await recordsOf(fx.buyers[1].id)).toEqual([]);
  });

  it('refuses a departure before the arrival with its own message', async () => {
    const res = await call(app, 'POST', '/api/travel', {
      cookie: fx.admin.cookie,
      body: body({ departure_time: '2030-05-01T09:00:00+09:00' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details.issues).toEqual([expect.objectContaining({ message: 'departure_before_arrival' })]);
    expect(await recordsOf(fx.buyers[1].id)).toEqual([]);
  });

  it('refuses an admin, an inactive person or an unknown id as traveller', async () => {
    const gone = await makeUser(app, { role: 'seller', active: false });
    for (const userId of [fx.admin.profile.id, gone.profile.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(app, 'POST', '/api/travel', { cookie: fx.admin.cookie, body: body({ user_id: userId }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_traveller');
      expect(await recordsOf(userId)).toEqual([]);
    }
  });

  it('refuses a project that is not active', async () => {
    for (const projectId of [draft.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(app, 'POST', '/api/travel', {
        cookie: fx.admin.cookie,
        body: body({ project_id: projectId }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_travel_project');
    }
    expect(await recordsOf(fx.buyers[1].id)).toEqual([]);
  });

  it('refuses malformed times and unknown fields', async () => {
    for (const bad of [{ arrival_time: '2030-05-01T09:30' }, { extra: 1 }, { user_id: 'nope' }]) {
      const res = await call(app, 'POST', '/api/travel', { cookie: fx.admin.cookie, body: body(bad) });
      expect(res.statusCode).toBe(400);
    }
    expect(await recordsOf(fx.buyers[1].id)).toEqual([]);
  });
});

describe('PUT /api/travel/:id', () => {
  it('lets an admin change a record, keeping a project that is no longer active', async () => {
    const t = await makeTravel(app, { userId: fx.buyers[1].id, projectId: draft.id });
    const res = await call(app, 'PUT', `/api/travel/${t.id}`, {
      cookie: fx.admin.cookie,
      body: body({ project_id: draft.id, flight_no: 'LH712' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: t.id, flight_no: 'LH712', project: { id: draft.id } });
    await app.db.delete(travelInfo).where(eq(travelInfo.id, t.id));
  });

  it('refuses moving a record to a project that is not active', async () => {
    const t = await makeTravel(app, { userId: fx.buyers[1].id, projectId: fx.project.id, flightNo: 'A1' });
    const res = await call(app, 'PUT', `/api/travel/${t.id}`, {
      cookie: fx.admin.cookie,
      body: body({ project_id: draft.id }),
    });
    expect(res.statusCode).toBe(400);
    expect((await recordsOf(fx.buyers[1].id))[0]).toMatchObject({ projectId: fx.project.id, flightNo: 'A1' });
    await app.db.delete(travelInfo).where(eq(travelInfo.id, t.id));
  });

  it('refuses the traveller themself (403) and answers 404 for an unknown record', async () => {
    const t = await makeTravel(app, { userId: fx.buyers[1].id, flightNo: 'A1' });
    const own = await call(app, 'PUT', `/api/travel/${t.id}`, { cookie: fx.buyers[1].cookie, body: body() });
    expect(own.statusCode).toBe(403);
    expect((await recordsOf(fx.buyers[1].id))[0].flightNo).toBe('A1');
    const unknown = await call(app, 'PUT', '/api/travel/00000000-0000-4000-8000-000000000000', {
      cookie: fx.admin.cookie,
      body: body(),
    });
    expect(unknown.statusCode).toBe(404);
    await app.db.delete(travelInfo).where(eq(travelInfo.id, t.id));
  });
});

describe('DELETE /api/travel/:id', () => {
  it('lets an admin delete a record; others get 403; a second delete 404', async () => {
    const t = await makeTravel(app, { userId: fx.buyers[1].id });
    expect((await call(app, 'DELETE', `/api/travel/${t.id}`, { cookie: fx.buyers[1].cookie })).statusCode).toBe(403);
    expect(await recordsOf(fx.buyers[1].id)).toHaveLength(1);
    expect((await call(app, 'DELETE', `/api/travel/${t.id}`, { cookie: fx.admin.cookie })).statusCode).toBe(204);
    expect(await recordsOf(fx.buyers[1].id)).toEqual([]);
    expect((await call(app, 'DELETE', `/api/travel/${t.id}`, { cookie: fx.admin.cookie })).statusCode).toBe(404);
  });
});

describe('a new admin', () => {
  it('sees records of every traveller too', async () => {
    const other = await signedIn(app, 'admin');
    expect((await list(other.cookie)).json()).toHaveLength(3);
  });
});
