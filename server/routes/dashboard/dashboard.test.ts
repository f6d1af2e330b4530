import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_STATUSES } from '../../../core/constants';
import { call, makeMeeting, makeProject, makeUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

// One fixture on this file's fresh database, so that the counts are exactly what it made:
// an admin, a seller, one buyer per meeting, a deactivated seller; two projects; a meeting in every status.
let app: TestApp;
const cookies: Record<'admin' | 'buyer', string> = { admin: '', buyer: '' };
beforeAll(async () => {
  app = await createTestApp();
  const admin = await makeUser(app, { role: 'admin' });
  const seller = await makeUser(app, { role: 'seller' });
  await makeUser(app, { role: 'seller', active: false });
  const project = await makeProject(app);
  await makeProject(app, { status: 'draft' });
  const buyers = [];
  for (const [i, status] of MEETING_STATUSES.entries()) {
    const buyer = await makeUser(app, { role: 'buyer' });
    buyers.push(buyer);
    const time = { startTime: `${10 + i}:00`, endTime: `${11 + i}:00` };
    await makeMeeting(app, {
      projectId: project.id,
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      status,
      ...time,
    });
  }
  cookies.admin = await signIn(app, admin.email);
  cookies.buyer = await signIn(app, buyers[0].email);
});
afterAll(() => app.dispose());

const adminStats = (cookie?: string) => call(app, 'GET', '/api/dashboard/admin-stats', { cookie });

describe('GET /api/dashboard/admin-stats', () => {
  it('answers an admin with the counts', async () => {
    const res = await adminStats(cookies.admin);
    expect(res.statusCode).toBe(200);
    // 1 admin + 2 sellers (one deactivated) + 5 buyers; scheduled and confirmed meetings are active.
    expect(res.json()).toEqual({ total_users: 8, total_projects: 2, total_meetings: 5, active_meetings: 2 });
  });

  it('answers a buyer with 403 forbidden', async () => {
    const res = await adminStats(cookies.buyer);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('answers without a session with 401', async () => {
    expect((await adminStats()).statusCode).toBe(401);
  });
});
