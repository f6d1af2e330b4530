// Request health (docs/rules.md#report) on a fixture with known answers: the report's figure and the
// admin dashboard's agree; "Nudge now" nudges the targets of requests waiting over 48 hours at once,
// marks them nudged and does not nudge them again at a second click; only admins get any of it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestHealth } from '../../../core/schemas/request-health.ts';
import { type meetingRequests, notifications, projects } from '../../db/schema.ts';
import { call, type EventPerson, eventFixture, makeMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { requestRow, storeRequest } from '../../test/meeting-request-factories.ts';
import { pdfText } from '../../test/pdf-reader.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.dispose());

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

/**
 * A project with 13 requests: 3 approved (answered after 1, 2 and 10 hours), 2 declined (3 and 5
 * hours; one for lack of time, one without a listed reason), 3 pending (two for 50 hours, to two
 * sellers, one of them nudged an hour ago; one for 2 hours), 1 expired, 1 cancelled... and a buyer
 * with three meetings on a day where the maximum is two.
 */
async function healthFixture() {
  const fx = await eventFixture(app, { buyers: 3, sellers: 4 });
  const [b1, b2, b3] = fx.buyers;
  const [s1, s2, s3, s4] = fx.sellers;
  const request = async (
    from: EventPerson,
    to: EventPerson,
    sentHoursAgo: number,
    values: Partial<typeof meetingRequests.$inferInsert> = {},
  ) => {
    const row = await storeRequest(app, fx.project.id, from, to, { createdAt: hoursAgo(sentHoursAgo), ...values });
    return row.id;
  };
  const answered = (status: 'approved' | 'rejected', after: number, extra = {}) => ({
    status,
    answeredAt: hoursAgo(100 - after),
    ...extra,
  });
  await request(b1, s1, 100, answered('approved', 1));
  await request(b1, s2, 100, answered('approved', 2));
  await request(b2, s1, 100, answered('approved', 10));
  await request(b2, s2, 100, answered('rejected', 3, { declineReason: 'no_time', rejectionReason: 'Fully booked' }));
  await request(b3, s1, 100, answered('rejected', 5, { rejectionReason: 'No' }));
  const waiting = await request(b3, s2, 50);
  const nudged = await request(b1, s3, 50, { nudgedAt: hoursAgo(1) });
  await request(b2, s3, 2);
  await request(b3, s4, 200, { status: 'expired', answeredAt: hoursAgo(30) });
  await request(s4, b1, 20, { status: 'cancelled' });

  // Three meetings of the first buyer on one day, then a maximum of two a day.
  for (const [i, seller] of [s1, s2, s3].entries()) {
    await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: b1.id,
      sellerId: seller.id,
      meetingDate: '2030-05-02',
      startTime: `${10 + i}:00`,
      endTime: `${11 + i}:00`,
    });
  }
  await makeMeeting(app, { projectId: fx.project.id, buyerId: b2.id, sellerId: s4.id, status: 'cancelled' });
  await app.db.update(projects).set({ maxMeetingsPerDay: 2 }).where(eq(projects.id, fx.project.id));
  return { ...fx, waiting, nudged };
}

const expected = (fx: Awaited<ReturnType<typeof healthFixture>>): RequestHealth => ({
  requests: { total: 10, pending: 3, approved: 3, rejected: 2, cancelled: 1, expired: 1 },
  acceptance_rate: 0.6,
  median_answer_seconds: 3 * 3600,
  waiting: { requests: 2, people: 2, nudgeable: 1 },
  decline_reasons: { not_relevant: 0, no_time: 1, already_in_contact: 0, other: 0, not_given: 1 },
  max_meetings_per_day: 2,
  over_daily_max: [
    {
      id: fx.buyers[0].id,
      full_name: 'Buyer 1',
      company_name: fx.buyers[0].profile.companyName,
      role: 'buyer',
      day: '2030-05-02',
      meetings: 3,
    },
  ],
});

describe('request health', () => {
  it('answers the known figures on the report and on the admin dashboard', async () => {
    const fx = await healthFixture();
    const report = await call(app, 'GET', `/api/projects/${fx.project.id}/report`, { cookie: fx.admin.cookie });
    expect(report.statusCode).toBe(200);
    const health = report.json().request_health as RequestHealth;
    expect({ ...health, median_answer_seconds: Math.round(health.median_answer_seconds ?? 0) }).toEqual(expected(fx));

    const dashboard = await call(app, 'GET', '/api/dashboard/request-health', { cookie: fx.admin.cookie });
    expect(dashboard.statusCode).toBe(200);
    const mine = dashboard.json().find((p: { project: { id: string } }) => p.project.id === fx.project.id);
    expect(mine.project).toMatchObject({ name: fx.project.name, start_date: '2030-05-01' });
    expect(mine.health).toEqual(health);
  });

  it('prints the same figures in the report’s PDF, in the language asked for', async () => {
    const fx = await healthFixture();
    const pdf = async (lang: string) => {
      const res = await call(app, 'GET', `/api/projects/${fx.project.id}/report/pdf?lang=${lang}`, {
        cookie: fx.admin.cookie,
      });
      expect(res.statusCode).toBe(200);
      return (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ');
    };
    const en = await pdf('en');
    for (const text of [
      'Request health',
      'Acceptance rate (target 40%–60%)',
      '60% (3/5)',
      'Decline reasons',
      'No time left',
      'No reason chosen',
      'Over the daily maximum of 2 meetings',
      fx.buyers[0].profile.companyName,
      '2030-05-02',
    ]) {
      expect(en).toContain(text);
    }
    expect(en).toMatch(/Median time to answer 3 ?h/);
    expect(en).toMatch(/Waiting over 48 h 2/);
    const ko = await pdf('ko');
    expect(ko).toContain('요청 현황');
    expect(ko).toContain('남은 시간이 없음');
  });

  it('counts nothing for a project without requests, and lists nobody without a daily maximum', async () => {
    const fx = await eventFixture(app, { buyers: 1, sellers: 1 });
    await makeMeeting(app, { projectId: fx.project.id, buyerId: fx.buyers[0].id, sellerId: fx.sellers[0].id });
    const res = await call(app, 'GET', `/api/projects/${fx.project.id}/report`, { cookie: fx.admin.cookie });
    expect(res.json().request_health).toEqual({
      requests: { total: 0, pending: 0, approved: 0, rejected: 0, cancelled: 0, expired: 0 },
      acceptance_rate: null,
      median_answer_seconds: null,
      waiting: { requests: 0, people: 0, nudgeable: 0 },
      decline_reasons: { not_relevant: 0, no_time: 0, already_in_contact: 0, other: 0, not_given: 0 },
      max_meetings_per_day: null,
      over_daily_max: [],
    });
  });

  it('leaves projects that are not active off the dashboard', async () => {
    const fx = await eventFixture(app, { project: { status: 'completed' } });
    const res = await call(app, 'GET', '/api/dashboard/request-health', { cookie: fx.admin.cookie });
    expect(res.json().map((p: { project: { id: string } }) => p.project.id)).not.toContain(fx.project.id);
  });
});

describe('Nudge now', () => {
  it('nudges the targets of requests waiting over 48 hours at once, once', async () => {
    const fx = await healthFixture();
    const url = `/api/projects/${fx.project.id}/request-health/nudge`;
    const res = await call(app, 'POST', url, { cookie: fx.admin.cookie });
    expect(res.statusCode).toBe(200);
    // The request nudged an hour ago is left out.
    expect(res.json()).toEqual({ people: 1, requests: 1 });
    expect((await requestRow(app, fx.waiting)).nudgedAt).not.toBeNull();
    const seller2 = fx.sellers[1];
    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller2.id), eq(notifications.titleKey, 'notifications.requestNudge.title')));
    expect(told).toHaveLength(1);
    expect(told[0].params).toMatchObject({ count: 1, project: fx.project.name });

    // A second click nudges nobody again; the figure says nobody is left to nudge.
    expect((await call(app, 'POST', url, { cookie: fx.admin.cookie })).json()).toEqual({ people: 0, requests: 0 });
    const report = await call(app, 'GET', `/api/projects/${fx.project.id}/report`, { cookie: fx.admin.cookie });
    expect(report.json().request_health.waiting).toEqual({ requests: 2, people: 2, nudgeable: 0 });
  });

  it('is for admins only, on an active project that exists', async () => {
    const fx = await eventFixture(app, { buyers: 1, sellers: 1 });
    const url = `/api/projects/${fx.project.id}/request-health/nudge`;
    for (const person of [fx.buyers[0], fx.sellers[0]]) {
      expect((await call(app, 'POST', url, { cookie: person.cookie })).statusCode).toBe(403);
      const read = await call(app, 'GET', '/api/dashboard/request-health', { cookie: person.cookie });
      expect(read.statusCode).toBe(403);
    }
    expect((await call(app, 'POST', url)).statusCode).toBe(401);
    const missing = await call(app, 'POST', '/api/projects/00000000-0000-4000-8000-000000000000/request-health/nudge', {
      cookie: fx.admin.cookie,
    });
    expect(missing.statusCode).toBe(404);
    await app.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, fx.project.id));
    const closed = await call(app, 'POST', url, { cookie: fx.admin.cookie });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('project_closed');
  });
});
