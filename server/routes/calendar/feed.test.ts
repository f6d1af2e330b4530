// Calendar subscriptions (docs/rules.md#calendars) on both databases, read back with ical.js: a
// person's meetings at the right instants of the project's zone, a moved or cancelled meeting
// under the same UID with a higher SEQUENCE, renewed and revoked secrets answering 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedSecretHash } from '../../calendar/feed-secret.ts';
import { calendarFeeds, meetings, projects } from '../../db/schema.ts';
import { call, eventFixture, makeMeeting, makeProject, setActive } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readCalendar } from '../../test/ical-reader.ts';
import { FEED_RATE_LIMIT } from './feed.ts';

const PUBLIC_URL = 'https://b2b.example.com';

let app: TestApp;
let world: Awaited<ReturnType<typeof eventFixture>>;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: PUBLIC_URL });
  // Berlin moves its clocks on 2030-03-31: the event has a winter day and a summer day.
  world = await eventFixture(app, {
    buyers: 3,
    sellers: 3,
    interpreters: 1,
    project: { timeZone: 'Europe/Berlin', startDate: '2030-03-30', endDate: '2030-04-01' },
  });
});
afterAll(() => app.dispose());

/** Makes (or renews) the person's feed; its path under the API, and the whole answer. */
async function subscribe(person: { cookie: string }) {
  const res = await call(app, 'POST', '/api/profile/calendar-feed', { cookie: person.cookie });
  expect(res.statusCode).toBe(201);
  const body = res.json() as { url: string; webcal_url: string; created_at: string };
  return { ...body, path: new URL(body.url).pathname };
}

const fetchFeed = (path: string, headers: Record<string, string> = {}) => call(app, 'GET', path, { headers });

async function feedOf(person: { cookie: string }) {
  const res = await fetchFeed((await subscribe(person)).path);
  expect(res.statusCode).toBe(200);
  return readCalendar(res.body);
}

const uid = (id: string) => `${id}@b2b.example.com`;

describe('the subscription', () => {
  it('does not exist at first, then is made with a secret URL under PUBLIC_URL that is stored only hashed', async () => {
    const [buyer] = world.buyers;
    const before = await call(app, 'GET', '/api/profile/calendar-feed', { cookie: buyer.cookie });
    expect(before.json()).toEqual({ exists: false, created_at: null });

    const feed = await subscribe(buyer);
    expect(feed.url).toMatch(/^https:\/\/b2b\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace('https://', 'webcal://'));
    const secret = feed.path.slice('/api/calendar/'.length, -'.ics'.length);
    const [row] = await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, buyer.id));
    expect(row.tokenHash).toBe(feedSecretHash(secret));
    expect(row.tokenHash).not.toContain(secret);

    const after = await call(app, 'GET', '/api/profile/calendar-feed', { cookie: buyer.cookie });
    expect(after.json()).toEqual({ exists: true, created_at: feed.created_at });
  });

  it('renewing replaces the secret: the old URL answers 404, the new one the calendar', async () => {
    const [, buyer] = world.buyers;
    const first = await subscribe(buyer);
    expect((await fetchFeed(first.path)).statusCode).toBe(200);
    const second = await subscribe(buyer);
    expect(second.url).not.toBe(first.url);
    const old = await fetchFeed(first.path);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.code).toBe('not_found');
    expect((await fetchFeed(second.path)).statusCode).toBe(200);
  });

  it('revoking ends it: the URL answers 404 and the profile shows no feed', async () => {
    const [, , buyer] = world.buyers;
    const feed = await subscribe(buyer);
    const res = await call(app, 'DELETE', '/api/profile/calendar-feed', { cookie: buyer.cookie });
    expect(res.statusCode).toBe(204);
    expect((await fetchFeed(feed.path)).statusCode).toBe(404);
    const now = await call(app, 'GET', '/api/profile/calendar-feed', { cookie: buyer.cookie });
    expect(now.json()).toEqual({ exists: false, created_at: null });
  });

  it('answers 404 to an unknown secret and to the feed of a deactivated person', async () => {
    expect((await fetchFeed(`/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed('/api/calendar/.ics')).statusCode).toBe(404);
    const [, , seller] = world.sellers;
    const feed = await subscribe(seller);
    await setActive(app, seller.id, false);
    try {
      expect((await fetchFeed(feed.path)).statusCode).toBe(404);
    } finally {
      await setActive(app, seller.id, true);
    }
  });
});

describe('the feed', () => {
  it("holds one event per meeting of the person, at the right instants of the project's zone", async () => {
    const [buyer, , other] = world.buyers;
    const [s1, s2, s3] = world.sellers;
    const projectId = world.project.id;
    const winter = await makeMeeting(app, {
      projectId,
      buyerId: buyer.id,
      sellerId: s1.id,
      meetingDate: '2030-03-30',
      startTime: '10:00',
      endTime: '11:00',
      location: 'Hall A, booth 7',
    });
    const summer = await makeMeeting(app, {
      projectId,
      buyerId: buyer.id,
      sellerId: s2.id,
      interpreterId: world.interpreters[0].id,
      meetingDate: '2030-04-01',
      startTime: '10:00',
      endTime: '11:00',
      status: 'confirmed',
    });
    // Not the buyer's: another buyer's meeting with the same seller.
    await makeMeeting(app, { projectId, buyerId: other.id, sellerId: s3.id, meetingDate: '2030-03-30' });

    const calendar = await feedOf(buyer);
    expect(calendar.property('version')).toBe('2.0');
    expect(calendar.property('prodid')).toBe('-//B2B Platform//Meetings//EN');
    expect(calendar.property('calscale')).toBe('GREGORIAN');
    expect(calendar.property('method')).toBe('PUBLISH');
    expect(calendar.property('x-wr-calname')).toBe('B2B meetings · Buyer 1');
    expect(calendar.zones).toEqual(['Europe/Berlin']);
    const byUid = new Map(calendar.events.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual([uid(winter.id), uid(summer.id)].sort());

    const w = byUid.get(uid(winter.id));
    expect([w?.start, w?.end, w?.zone]).toEqual([
      '2030-03-30T09:00:00.000Z',
      '2030-03-30T10:00:00.000Z',
      'Europe/Berlin',
    ]);
    expect(w?.summary).toMatch(/^Meeting with Seller 1 Co /);
    expect(w?.location).toBe('Hall A, booth 7');
    expect(w?.status).toBe('TENTATIVE');
    expect(w?.url).toBe(`${PUBLIC_URL}/meetings/${winter.id}`);
    expect(w?.description).toContain('Seller: Seller 1 (Seller 1 Co ');
    expect(w?.description).toContain('Interpreter: not assigned');
    expect(w?.description).toContain(`Project: ${world.project.name}`);
    expect(w?.description).toContain(`Details: ${PUBLIC_URL}/meetings/${winter.id}`);

    const s = byUid.get(uid(summer.id));
    expect([s?.start, s?.end]).toEqual(['2030-04-01T08:00:00.000Z', '2030-04-01T09:00:00.000Z']);
    expect(s?.status).toBe('CONFIRMED');
    expect(s?.description).toContain('Interpreter: Interpreter 1');
    // The meeting has no place of its own: the project's venue.
    expect(s?.location).toBe('Hall A');
    expect(s?.sequence).toBe(0);
  });

  it('keeps a moved meeting under its UID with a higher SEQUENCE, and a cancelled one with STATUS:CANCELLED', async () => {
    const [, buyer] = world.buyers;
    const [, , seller] = world.sellers;
    const meeting = await makeMeeting(app, {
      projectId: world.project.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      meetingDate: '2030-03-30',
      startTime: '14:00',
      endTime: '15:00',
    });
    const before = (await feedOf(buyer)).events.find((e) => e.uid === uid(meeting.id));
    expect(before?.start).toBe('2030-03-30T13:00:00.000Z');

    // No route moves a meeting yet: the organiser's change is made as such a route would make it.
    await app.db
      .update(meetings)
      .set({ meetingDate: '2030-04-01', startTime: '15:00', endTime: '16:00' })
      .where(eq(meetings.id, meeting.id));
    const moved = (await feedOf(buyer)).events.find((e) => e.uid === uid(meeting.id));
    expect(moved?.start).toBe('2030-04-01T13:00:00.000Z');
    expect(moved?.sequence).toBeGreaterThan(before?.sequence ?? 0);

    const cancel = await call(app, 'POST', `/api/meetings/${meeting.id}/cancel`, { cookie: buyer.cookie });
    expect(cancel.statusCode).toBe(200);
    const cancelled = (await feedOf(buyer)).events.find((e) => e.uid === uid(meeting.id));
    expect(cancelled?.status).toBe('CANCELLED');
    expect(cancelled?.summary).toMatch(/^Cancelled: Meeting with Seller 3 Co /);
    expect(cancelled?.sequence).toBeGreaterThan(moved?.sequence ?? 0);
  });

  it("speaks the person's language, and shows the interpreter only the meetings they may see", async () => {
    const fixture = await eventFixture(app, { buyers: 1, sellers: 2, interpreters: 1 });
    const [buyer] = fixture.buyers;
    const [interpreter] = fixture.interpreters;
    const [s1, s2] = fixture.sellers;
    const at = { projectId: fixture.project.id, buyerId: buyer.id, interpreterId: interpreter.id };
    const confirmed = await makeMeeting(app, { ...at, sellerId: s1.id, status: 'confirmed' });
    // Scheduled: its interpreter does not see it yet (docs/rules.md#visibility).
    await makeMeeting(app, { ...at, sellerId: s2.id, startTime: '11:00', endTime: '12:00' });

    const locale = await call(app, 'PUT', '/api/profile/locale', { cookie: buyer.cookie, body: { locale: 'ko' } });
    expect(locale.statusCode).toBe(204);
    const korean = await feedOf(buyer);
    expect(korean.events).toHaveLength(2);
    expect(korean.events.map((e) => e.summary)).toContain(`미팅: ${s1.profile.companyName}`);
    expect(korean.property('x-wr-calname')).toBe('B2B 미팅 · Buyer 1');
    // Asia/Seoul, the default zone: one STANDARD component, and 09:00 there is 00:00 UTC.
    expect(korean.events[0].start).toBe('2030-05-01T00:00:00.000Z');

    const interpreters = await feedOf(interpreter);
    expect(interpreters.events.map((e) => e.uid)).toEqual([uid(confirmed.id)]);
    expect(interpreters.events[0].summary).toBe(`Meeting: ${buyer.profile.companyName} – ${s1.profile.companyName}`);
  });

  it('leaves out the meetings of cancelled projects and keeps those of completed ones', async () => {
    const fixture = await eventFixture(app, { buyers: 1, sellers: 1 });
    const [buyer] = fixture.buyers;
    const closed = await makeProject(app, { status: 'completed', startDate: '2029-05-01', endDate: '2029-05-01' });
    const dropped = await makeProject(app, { status: 'cancelled', startDate: '2029-06-01', endDate: '2029-06-01' });
    const pair = { buyerId: buyer.id, sellerId: fixture.sellers[0].id };
    const past = await makeMeeting(app, { ...pair, projectId: closed.id, meetingDate: '2029-05-01' });
    await makeMeeting(app, { ...pair, projectId: dropped.id, meetingDate: '2029-06-01' });
    const calendar = await feedOf(buyer);
    expect(calendar.events.map((e) => e.uid)).toEqual([uid(past.id)]);
    await app.db.update(projects).set({ status: 'active' }).where(eq(projects.id, dropped.id));
    expect((await feedOf(buyer)).events).toHaveLength(2);
  });

  it('is an empty calendar for someone without meetings', async () => {
    const calendar = await feedOf(world.admin);
    expect(calendar.events).toEqual([]);
    expect(calendar.zones).toEqual([]);
  });

  it('may be kept five minutes, and an unchanged feed is answered 304 to its ETag', async () => {
    const feed = await subscribe(world.buyers[0]);
    const res = await fetchFeed(feed.path);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const etag = String(res.headers.etag);
    const again = await fetchFeed(feed.path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it(`answers at most ${FEED_RATE_LIMIT} fetches of one feed a minute, and other feeds still answer`, async () => {
    const fixture = await eventFixture(app, { buyers: 2 });
    const [busy, calm] = await Promise.all(fixture.buyers.map(subscribe));
    for (let i = 0; i < FEED_RATE_LIMIT; i++) expect((await fetchFeed(busy.path)).statusCode).toBe(200);
    const refused = await fetchFeed(busy.path);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await fetchFeed(calm.path)).statusCode).toBe(200);
  });
});
