// Scanning badges (docs/rules.md#scanning-badges): a scan checks the person in to the meeting they
// are at now, else to the event; a repeat changes nothing and says when; who may scan; the
// fallback search and the scanner's recent scans.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_EARLY_MINUTES } from '../../../core/rules/badge-scan.ts';
import { addDays, fromMinutes, instantToZoned, toMinutes } from '../../../core/rules/time.ts';
import type { BadgeScanResult, RecentScan, ScanCandidate } from '../../../core/schemas/badge-scan.ts';
import {
  eventCheckIns,
  meetingAttendances,
  meetings,
  meetingTables,
  profiles,
  projectParticipants,
} from '../../db/schema.ts';
import { addParticipant, call, eventFixture, makeMeeting, makeProject, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/**
 * A zone where it is now between 02:00 and 21:59, so that meetings an hour around now stay within
 * today on the venue's clock whenever the test runs; with today's date and minute there.
 */
function venueNow() {
  const now = new Date();
  for (const zone of ['UTC', 'Asia/Seoul', 'America/New_York', 'Asia/Kolkata']) {
    const clock = instantToZoned(now, zone);
    const hour = Number(clock.slice(11, 13));
    if (hour >= 2 && hour < 22) return { zone, today: clock.slice(0, 10), minute: toMinutes(clock.slice(11, 16)) };
  }
  throw new Error('no zone between 02:00 and 22:00');
}
const clock = venueNow();
/** 'HH:MM' this many minutes from now on the venue's clock. */
const from = (minutes: number) => fromMinutes(clock.minute + minutes);

async function world() {
  const w = await eventFixture(app, {
    buyers: 3,
    sellers: 2,
    interpreters: 1,
    volunteers: 1,
    project: { timeZone: clock.zone, startDate: clock.today, endDate: addDays(clock.today, 1) },
  });
  const [table] = await app.db
    .insert(meetingTables)
    .values({ projectId: w.project.id, name: 'A-12', position: 1 })
    .returning();
  return { ...w, table };
}
type World = Awaited<ReturnType<typeof world>>;

const scan = (w: World, cookie: string, userId: string, method: 'scan' | 'search' = 'scan') =>
  call(app, 'POST', `/api/projects/${w.project.id}/badge-scans`, { cookie, body: { user_id: userId, method } });

const arrivals = (w: World, userId: string) =>
  app.db
    .select()
    .from(eventCheckIns)
    .where(and(eq(eventCheckIns.projectId, w.project.id), eq(eventCheckIns.userId, userId)));
const attendances = (meetingId: string) =>
  app.db.select().from(meetingAttendances).where(eq(meetingAttendances.meetingId, meetingId));

describe('POST /api/projects/:id/badge-scans', () => {
  it('checks a person in to the meeting they are at now, recorded as a scan by the scanner, and their arrival', async () => {
    const w = await world();
    const [buyer, seller] = [w.buyers[0], w.sellers[0]];
    const meeting = await makeMeeting(app, {
      projectId: w.project.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      meetingDate: clock.today,
      startTime: from(-20),
      endTime: from(10),
      tableId: w.table.id,
      location: 'Hall A',
      status: 'confirmed',
    });
    const res = await scan(w, w.admin.cookie, buyer.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as BadgeScanResult;
    expect(body).toMatchObject({
      person: { id: buyer.id, full_name: 'Buyer 1', role: 'buyer', photo_url: null },
      checked_into: 'meeting',
      already: false,
      meeting: {
        id: meeting.id,
        meeting_date: clock.today,
        start_time: from(-20),
        end_time: from(10),
        table: 'A-12',
        location: 'Hall A',
        counterparts: [{ full_name: 'Seller 1', company_name: seller.profile.companyName }],
      },
    });
    const [attendance] = await attendances(meeting.id);
    expect(attendance).toMatchObject({ userId: buyer.id, checkInMethod: 'scan', checkedInBy: w.admin.profile.id });
    expect(body.checked_in_at).toBe(attendance.checkedInAt.toISOString());
    const [arrival] = await arrivals(w, buyer.id);
    expect(arrival).toMatchObject({ method: 'scan', checkedInBy: w.admin.profile.id });

    // The meeting page's attendances name who scanned.
    const page = await call(app, 'GET', `/api/meetings/${meeting.id}`, { cookie: seller.cookie });
    expect(page.json().attendances).toMatchObject([
      {
        user: { id: buyer.id },
        check_in_method: 'scan',
        checked_in_by: { id: w.admin.profile.id, full_name: w.admin.profile.fullName },
      },
    ]);
  });

  it('a meeting starting within the early margin is current; one starting later is not: the event then', async () => {
    const w = await world();
    const [soon, later] = [w.buyers[0], w.buyers[1]];
    const soonMeeting = await makeMeeting(app, {
      projectId: w.project.id,
      buyerId: soon.id,
      sellerId: w.sellers[0].id,
      meetingDate: clock.today,
      startTime: from(BADGE_EARLY_MINUTES - 2),
      endTime: from(BADGE_EARLY_MINUTES + 28),
    });
    const laterMeeting = await makeMeeting(app, {
      projectId: w.project.id,
      buyerId: later.id,
      sellerId: w.sellers[1].id,
      meetingDate: clock.today,
      startTime: from(BADGE_EARLY_MINUTES + 5),
      endTime: from(BADGE_EARLY_MINUTES + 35),
    });
    const first = (await scan(w, w.volunteers[0].cookie, soon.id)).json() as BadgeScanResult;
    expect(first).toMatchObject({ checked_into: 'meeting', meeting: { id: soonMeeting.id } });
    const second = (await scan(w, w.volunteers[0].cookie, later.id)).json() as BadgeScanResult;
    expect(second).toMatchObject({ checked_into: 'event', meeting: null, already: false });
    expect(await attendances(laterMeeting.id)).toEqual([]);
    expect(await arrivals(w, later.id)).toMatchObject([{ method: 'scan', checkedInBy: w.volunteers[0].id }]);
  });

  it('a repeat changes nothing and answers the first time; a meeting check-in after an arrival keeps the arrival', async () => {
    const w = await world();
    const buyer = w.buyers[0];
    const first = (await scan(w, w.admin.cookie, buyer.id)).json() as BadgeScanResult;
    expect(first).toMatchObject({ checked_into: 'event', already: false });
    const again = (await scan(w, w.volunteers[0].cookie, buyer.id, 'search')).json() as BadgeScanResult;
    expect(again).toMatchObject({ checked_into: 'event', already: true, checked_in_at: first.checked_in_at });
    expect(await arrivals(w, buyer.id)).toMatchObject([{ method: 'scan', checkedInBy: w.admin.profile.id }]);

    // Later the same day a meeting begins: the scan checks in to it, the arrival stays the first.
    const meeting = await makeMeeting(app, {
      projectId: w.project.id,
      buyerId: buyer.id,
      sellerId: w.sellers[0].id,
      meetingDate: clock.today,
      startTime: from(-5),
      endTime: from(25),
    });
    const atMeeting = (await scan(w, w.volunteers[0].cookie, buyer.id)).json() as BadgeScanResult;
    expect(atMeeting).toMatchObject({ checked_into: 'meeting', already: false });
    const repeat = (await scan(w, w.admin.cookie, buyer.id)).json() as BadgeScanResult;
    expect(repeat).toMatchObject({ checked_into: 'meeting', already: true, checked_in_at: atMeeting.checked_in_at });
    expect(await attendances(meeting.id)).toMatchObject([{ checkedInBy: w.volunteers[0].id }]);
    const [arrival] = await arrivals(w, buyer.id);
    expect(arrival.checkedInAt.toISOString()).toBe(first.checked_in_at);
  });

  it('a person who checked in on their own phone is already in: the scan says since when', async () => {
    const w = await world();
    const buyer = w.buyers[0];
    const meeting = await makeMeeting(app, {
      projectId: w.project.id,
      buyerId: buyer.id,
      sellerId: w.sellers[0].id,
      meetingDate: clock.today,
      startTime: from(-5),
      endTime: from(25),
      status: 'confirmed',
    });
    const own = await call(app, 'POST', `/api/meetings/${meeting.id}/check-in`, {
      cookie: buyer.cookie,
      body: { method: 'qr' },
    });
    expect(own.statusCode).toBe(200);
    const [mine] = await attendances(meeting.id);
    const res = (await scan(w, w.admin.cookie, buyer.id)).json() as BadgeScanResult;
    expect(res).toMatchObject({
      checked_into: 'meeting',
      already: true,
      checked_in_at: mine.checkedInAt.toISOString(),
    });
    expect(await attendances(meeting.id)).toMatchObject([{ checkInMethod: 'qr', checkedInBy: null }]);
  });

  it('a cancelled meeting takes no check-in: the person arrives at the event', async () => {
    const w = await world();
    const buyer = w.buyers[0];
    const meeting = await makeMeeting(app, {
      projectId: w.project.id,
      buyerId: buyer.id,
      sellerId: w.sellers[0].id,
      meetingDate: clock.today,
      startTime: from(-10),
      endTime: from(20),
      status: 'cancelled',
    });
    const res = (await scan(w, w.admin.cookie, buyer.id)).json() as BadgeScanResult;
    expect(res).toMatchObject({ checked_into: 'event', meeting: null });
    expect(await attendances(meeting.id)).toEqual([]);
  });

  it("an interpreter's meeting counts once confirmed, as on their agenda; both sides are whom they meet", async () => {
    const w = await world();
    const interpreter = w.interpreters[0];
    const meeting = await makeMeeting(app, {
      projectId: w.project.id,
      buyerId: w.buyers[0].id,
      sellerId: w.sellers[0].id,
      interpreterId: interpreter.id,
      meetingDate: clock.today,
      startTime: from(-10),
      endTime: from(20),
      status: 'scheduled',
    });
    expect((await scan(w, w.admin.cookie, interpreter.id)).json()).toMatchObject({ checked_into: 'event' });
    await app.db.delete(eventCheckIns).where(eq(eventCheckIns.userId, interpreter.id));
    await app.db.update(meetings).set({ status: 'confirmed' }).where(eq(meetings.id, meeting.id));
    const res = (await scan(w, w.admin.cookie, interpreter.id)).json() as BadgeScanResult;
    expect(res).toMatchObject({ checked_into: 'meeting', meeting: { id: meeting.id } });
    expect(res.meeting?.counterparts.map((c) => c.full_name)).toEqual(['Buyer 1', 'Seller 1']);
  });

  it('shows the first image among the profile files as the photo', async () => {
    const w = await world();
    const buyer = w.buyers[0];
    const photo = `/api/attachments/${buyer.id}/abc/me.jpg`;
    await app.db
      .update(profiles)
      .set({ attachments: [`/api/attachments/${buyer.id}/x/deck.pdf`, photo] })
      .where(eq(profiles.id, buyer.id));
    const res = (await scan(w, w.admin.cookie, buyer.id)).json() as BadgeScanResult;
    expect(res.person.photo_url).toBe(photo);
  });

  it('someone who does not take part in the project is not_in_project; an unknown id too', async () => {
    const w = await world();
    const elsewhere = await makeProject(app);
    const stranger = await signedIn(app, 'buyer');
    await addParticipant(app, elsewhere.id, stranger.profile);
    for (const id of [stranger.profile.id, '7c9e6679-7425-40de-944b-e07fc1f90ae7', w.admin.profile.id]) {
      const res = await scan(w, w.admin.cookie, id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('not_in_project');
    }
    expect(await arrivals(w, stranger.profile.id)).toEqual([]);
  });

  it("a volunteer of another project does not see this one (404); the project's buyers, sellers and interpreters may not scan (403)", async () => {
    const w = await world();
    const other = await makeProject(app);
    const otherVolunteer = await signedIn(app, 'volunteer');
    await addParticipant(app, other.id, otherVolunteer.profile);
    expect((await scan(w, otherVolunteer.cookie, w.buyers[0].id)).statusCode).toBe(404);
    for (const p of [w.buyers[1], w.sellers[0], w.interpreters[0]]) {
      const res = await scan(w, p.cookie, w.buyers[0].id);
      expect(res.statusCode).toBe(403);
    }
    expect(await arrivals(w, w.buyers[0].id)).toEqual([]);
  });

  it('a volunteer whose participation is no longer confirmed may not scan (the project stays in view)', async () => {
    const w = await world();
    await app.db
      .update(projectParticipants)
      .set({ status: 'removed' })
      .where(eq(projectParticipants.userId, w.volunteers[0].id));
    expect((await scan(w, w.volunteers[0].cookie, w.buyers[0].id)).statusCode).toBe(403);
  });
});

describe('GET /api/projects/:id/badge-scans/people', () => {
  it('finds people of the project by name, company or e-mail, with when they arrived', async () => {
    const w = await world();
    await scan(w, w.admin.cookie, w.buyers[1].id);
    const search = async (q: string) => {
      const res = await call(
        app,
        'GET',
        `/api/projects/${w.project.id}/badge-scans/people?q=${encodeURIComponent(q)}`,
        {
          cookie: w.volunteers[0].cookie,
        },
      );
      expect(res.statusCode).toBe(200);
      return res.json() as ScanCandidate[];
    };
    const buyers = await search('buyer ');
    expect(buyers.map((p) => p.full_name)).toEqual(['Buyer 1', 'Buyer 2', 'Buyer 3']);
    expect(buyers.map((p) => p.arrived_at === null)).toEqual([true, false, true]);
    expect((await search(w.sellers[1].profile.companyName)).map((p) => p.id)).toEqual([w.sellers[1].id]);
    expect((await search(w.interpreters[0].email)).map((p) => p.id)).toEqual([w.interpreters[0].id]);
    // LIKE's wildcards are taken as text.
    expect(await search('%')).toEqual([]);
  });

  it('an empty query is refused', async () => {
    const w = await world();
    const res = await call(app, 'GET', `/api/projects/${w.project.id}/badge-scans/people?q=`, {
      cookie: w.admin.cookie,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/projects/:id/badge-scans', () => {
  it("lists the caller's own check-ins, newest first, a meeting scan once", async () => {
    const w = await world();
    const meeting = await makeMeeting(app, {
      projectId: w.project.id,
      buyerId: w.buyers[0].id,
      sellerId: w.sellers[0].id,
      meetingDate: clock.today,
      startTime: from(-10),
      endTime: from(20),
    });
    const volunteer = w.volunteers[0];
    await scan(w, volunteer.cookie, w.buyers[0].id);
    await scan(w, volunteer.cookie, w.buyers[1].id, 'search');
    await scan(w, w.admin.cookie, w.buyers[2].id);
    const res = await call(app, 'GET', `/api/projects/${w.project.id}/badge-scans`, { cookie: volunteer.cookie });
    expect(res.statusCode).toBe(200);
    const list = res.json() as RecentScan[];
    expect(list.map((s) => [s.person.full_name, s.checked_into, s.meeting?.id ?? null])).toEqual([
      ['Buyer 2', 'event', null],
      ['Buyer 1', 'meeting', meeting.id],
    ]);
    const admins = (
      await call(app, 'GET', `/api/projects/${w.project.id}/badge-scans`, { cookie: w.admin.cookie })
    ).json();
    expect(admins.map((s: RecentScan) => s.person.full_name)).toEqual(['Buyer 3']);
  });
});
