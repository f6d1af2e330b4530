// Meetings created and moved in bulk as webhook events (docs/decisions/049-webhooks.md#bulk-changes):
// the auto-schedule's apply queues meeting.created for each meeting of its plan and
// request.answered for each pending request its meetings answered; the re-plan's apply queues
// meeting.moved for each meeting it moved; each with the record as the API lists it, in the
// apply's transaction. A project where nobody listens pays one probe and nothing more, and a
// large change is read and written a batch at a time.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { meetings } from '../db/schema.ts';
import { listMeetings } from '../queries/meetings.ts';
import { call, eventFixture, makeMeeting, signedIn } from '../test/factories.ts';
import { makeLargeProject } from '../test/large-project.ts';
import { makeRequest } from '../test/meeting-request-factories.ts';
import { webhookTestbed } from '../test/webhook-testbed.ts';
import { makeWish } from '../test/wish-factories.ts';
import { RECORDS_PER_READ } from './events.ts';
import { enqueueMeetingEvents } from './meeting-events.ts';
import { deliverDueWebhooks } from './sender.ts';

const bed = webhookTestbed();
const DAY = '2030-05-01';

/** GET /api/meetings of the project as the admin, by id. */
async function listed(projectId: string, cookie: string) {
  const res = await call(bed.app, 'GET', `/api/meetings?project=${projectId}&limit=200`, { cookie });
  expect(res.statusCode).toBe(200);
  return new Map((res.json() as { id: string }[]).map((m) => [m.id, m]));
}

describe('bulk events', () => {
  it('queues meeting.created for each meeting an auto-schedule writes and request.answered for the requests it answers', async () => {
    const { app, receiver } = bed;
    const ev = await eventFixture(app, {
      buyers: 2,
      sellers: 2,
      project: { startDate: DAY, endDate: DAY, dailyMeetLimit: 3 },
    });
    const fx = await bed.subscribed(['meeting.created', 'request.answered'], ev);
    const asked = await makeRequest(app, ev.sellers[0], ev.project.id, ev.buyers[0]);
    await makeWish(app, ev.project.id, ev.buyers[1].id, ev.sellers[1].id, 'must');
    const preview = await call(app, 'POST', `/api/projects/${ev.project.id}/auto-schedule/preview`, {
      cookie: fx.admin.cookie,
    });
    const applied = await call(app, 'POST', `/api/projects/${ev.project.id}/auto-schedule/apply`, {
      cookie: fx.admin.cookie,
      body: { fingerprint: preview.json().fingerprint },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ created: 2 });
    await deliverDueWebhooks(bed.sender());
    const bodies = bed.bodies();
    const created = bodies.filter((b) => b.type === 'meeting.created');
    const answered = bodies.filter((b) => b.type === 'request.answered');
    expect([created.length, answered.length, bodies.length]).toEqual([2, 1, 3]);
    const shown = await listed(ev.project.id, fx.admin.cookie);
    expect(new Set(created.map((b) => b.data.id))).toEqual(new Set(shown.keys()));
    for (const b of created) expect(b.data).toEqual(shown.get(b.data.id));
    const requests = await call(app, 'GET', `/api/projects/${ev.project.id}/requests-on-behalf`, {
      cookie: fx.admin.cookie,
    });
    expect(answered[0].data).toEqual(requests.json().find((r: { id: string }) => r.id === asked));
    expect(answered[0].data).toMatchObject({ status: 'approved', meeting_id: expect.any(String) });
    expect(shown.has(answered[0].data.meeting_id)).toBe(true);
    expect(bodies.every((b) => b.project_id === ev.project.id)).toBe(true);
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
  });

  it('queues meeting.moved for each meeting a re-plan moves, at its new time', async () => {
    const { app, receiver } = bed;
    const ev = await eventFixture(app, {
      buyers: 1,
      sellers: 3,
      project: { startDate: DAY, endDate: DAY, dailyMeetLimit: 5 },
    });
    const fx = await bed.subscribed(['meeting.moved', 'meeting.created'], ev);
    const [b1] = ev.buyers;
    for (const [k, hour] of [9, 11, 13].entries()) {
      const h = String(hour).padStart(2, '0');
      await makeMeeting(app, {
        projectId: ev.project.id,
        buyerId: b1.id,
        sellerId: ev.sellers[k].id,
        startTime: `${h}:00`,
        endTime: `${String(hour + 1).padStart(2, '0')}:00`,
      });
    }
    const preview = await call(app, 'POST', `/api/projects/${ev.project.id}/replan/preview`, {
      cookie: fx.admin.cookie,
      body: {},
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const moves = preview.json().moved as { id: string; to_time: string }[];
    expect(moves.length).toBeGreaterThan(0);
    const applied = await call(app, 'POST', `/api/projects/${ev.project.id}/replan/apply`, {
      cookie: fx.admin.cookie,
      body: { fingerprint: preview.json().fingerprint },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    await deliverDueWebhooks(bed.sender());
    const bodies = bed.bodies();
    expect(bodies.map((b) => b.type)).toEqual(moves.map(() => 'meeting.moved'));
    const shown = await listed(ev.project.id, fx.admin.cookie);
    expect(bodies.map((b) => b.data.id).sort()).toEqual(moves.map((m) => m.id).sort());
    for (const b of bodies) {
      expect(b.data).toEqual(shown.get(b.data.id));
      expect(b.data.start_time).toBe(moves.find((m) => m.id === b.data.id)?.to_time);
      expect(b.data.status).toBe('scheduled');
    }
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
  });

  it('queues the events of 1,250 meetings a batch at a time, and reads nothing when nobody listens', async () => {
    const { app } = bed;
    const admin = await signedIn(app, 'admin');
    const large = await makeLargeProject(app.db, { buyers: 250, sellers: 250, interpreters: 0, slots: 10 });
    const ids = (
      await app.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.projectId, large.project.id))
    ).map((m) => m.id);
    expect(ids.length).toBeGreaterThan(RECORDS_PER_READ);

    // Nobody listens to meeting.created here: one statement (the probe), no read.
    const fx = await bed.subscribed(['meeting.moved'], { project: large.project, admin });
    const statements: string[] = [];
    const counted = new Proxy(app.db, {
      get(target, key, receiver) {
        if (key === 'select' || key === 'execute') statements.push(key);
        return Reflect.get(target, key, receiver);
      },
    }) as Db;
    expect(await enqueueMeetingEvents(counted, large.project.id, ids, 'meeting.created')).toBe(0);
    expect(statements).toEqual(['execute']);

    // Someone listens: every meeting once, as the API lists it, in one transaction.
    await app.db.transaction((tx) => enqueueMeetingEvents(tx as unknown as Db, large.project.id, ids, 'meeting.moved'));
    const queued = await bed.deliveriesOf(fx.subscription.id);
    expect(queued).toHaveLength(ids.length);
    const data = queued.map((d) => (d.payload as { data: { id: string } }).data);
    expect(new Set(data.map((m) => m.id))).toEqual(new Set(ids));
    const shown = new Map(
      (await listMeetings(app.db, eq(meetings.projectId, large.project.id))).map(({ keyset: _k, ...m }) => [m.id, m]),
    );
    for (const m of data) expect(m).toEqual(shown.get(m.id));
  });
});
