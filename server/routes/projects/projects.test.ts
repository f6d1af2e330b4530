import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../core/roles';
import { addParticipant, call, makeProject, makeUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

// Fixture: three projects; a buyer in two of them (the active one and the draft one),
// a seller in one, an interpreter in none.
let app: TestApp;
const cookies = {} as Record<Role, string>;
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
  const users = {} as Record<Role, Awaited<ReturnType<typeof makeUser>>>;
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
