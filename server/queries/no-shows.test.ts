// The no-show lists against a project built by hand (docs/rules.md#feedback-and-no-shows), counted
// on paper: possible no-shows are confirmed meetings of ended days (on the venue's clock) without
// any check-in; repeat no-shows are people absent from two or more of the project's meetings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingAbsence } from '../../core/constants.ts';
import { meetingAttendances, meetingTables } from '../db/schema.ts';
import { eventFixture, makeMeeting, makeProject } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { possibleNoShows, repeatNoShows } from './no-shows.ts';

let app: TestApp;
let w: Awaited<ReturnType<typeof eventFixture>>;
let projectId: string;
let ids: Record<string, string>;

type Status = 'scheduled' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';
const D1 = '2030-05-01';
const D2 = '2030-05-02';

// A project in Seoul (UTC+9) over 2030-05-01..03 with four buyers and four sellers; a second project
// of the same people whose meetings must never count.
beforeAll(async () => {
  app = await createTestApp();
  w = await eventFixture(app, {
    buyers: 4,
    sellers: 4,
    interpreters: 1,
    project: { startDate: D1, endDate: '2030-05-03', timeZone: 'Asia/Seoul' },
  });
  projectId = w.project.id;
  const [b1, b2, b3, b4] = w.buyers;
  const [s1, s2, s3] = w.sellers;
  const [table] = await app.db.insert(meetingTables).values({ projectId, name: 'T1', position: 1 }).returning();
  const meeting = async (
    project: string,
    buyer: { id: string },
    seller: { id: string },
    date: string,
    hour: number,
    status: Status,
    absence: MeetingAbsence | null = null,
    tableId: string | null = null,
  ) =>
    (
      await makeMeeting(app, {
        projectId: project,
        buyerId: buyer.id,
        sellerId: seller.id,
        meetingDate: date,
        startTime: `${hour}:00`,
        endTime: `${hour}:30`,
        status,
        absence,
        tableId,
      })
    ).id;
  ids = {
    // Day 1: confirmed without check-in (possible), confirmed with a check-in, scheduled, a buyer's
    // no-show, cancelled, completed.
    m1: await meeting(projectId, b1, s1, D1, 9, 'confirmed', null, table.id),
    m2: await meeting(projectId, b2, s1, D1, 10, 'confirmed'),
    m3: await meeting(projectId, b3, s2, D1, 9, 'scheduled'),
    m4: await meeting(projectId, b1, s2, D1, 11, 'no_show', 'buyer'),
    m5: await meeting(projectId, b4, s3, D1, 9, 'cancelled'),
    m6: await meeting(projectId, b2, s2, D1, 14, 'completed'),
    // Day 2: confirmed without check-in (possible once the day has ended); no-shows of both, of the
    // seller s2 (once) and of the seller s3.
    m7: await meeting(projectId, b3, s1, D2, 9, 'confirmed'),
    m8: await meeting(projectId, b1, s3, D2, 10, 'no_show', 'both'),
    m9: await meeting(projectId, b4, s2, D2, 11, 'no_show', 'seller'),
    m10: await meeting(projectId, b2, s3, D2, 12, 'no_show', 'seller'),
  };
  // Anybody's check-in takes a meeting off the list, the interpreter's too.
  await app.db
    .insert(meetingAttendances)
    .values({ meetingId: ids.m2, userId: w.interpreters[0].id, checkInMethod: 'manual' });
  // The other project: b2 and s2 absent twice and a confirmed meeting of an ended day, none of it counts.
  const other = await makeProject(app, { startDate: '2030-06-01', endDate: '2030-06-02', timeZone: 'Asia/Seoul' });
  await meeting(other.id, b2, s4(), '2030-06-01', 9, 'no_show', 'both');
  await meeting(other.id, b2, s2, '2030-06-01', 10, 'no_show', 'buyer');
  await meeting(other.id, b3, s2, '2030-06-01', 11, 'no_show', 'seller');
  await meeting(other.id, b4, s1, '2030-06-01', 12, 'confirmed');
});
afterAll(() => app.dispose());

const s4 = () => w.sellers[3];
const person = (p: { id: string; profile: { fullName: string; companyName: string | null } }) => ({
  id: p.id,
  full_name: p.profile.fullName,
  company_name: p.profile.companyName ?? '',
});
/** An instant by its wall-clock time in Seoul (UTC+9). */
const seoul = (local: string) => new Date(`${local}+09:00`);

describe('possibleNoShows', () => {
  it('lists the confirmed meetings of ended days that nobody checked in to', async () => {
    expect(await possibleNoShows(app.db, projectId, seoul('2030-05-02T12:30:00'))).toEqual([
      {
        id: ids.m1,
        meeting_date: D1,
        start_time: '09:00',
        buyer: person(w.buyers[0]),
        seller: person(w.sellers[0]),
        table: 'T1',
      },
    ]);
  });

  it('adds a day’s meetings once that day has ended on the venue’s clock, oldest first', async () => {
    const list = await possibleNoShows(app.db, projectId, seoul('2030-05-03T00:00:00'));
    expect(list.map((m) => m.id)).toEqual([ids.m1, ids.m7]);
    expect(list[1]).toMatchObject({ meeting_date: D2, start_time: '09:00', table: null });
  });

  it('reads the day’s end in the project’s zone: 23:59 in Seoul is still the day', async () => {
    expect(await possibleNoShows(app.db, projectId, seoul('2030-05-01T23:59:00'))).toEqual([]);
    // 15:00 UTC is midnight in Seoul: day 1 has ended there, though not in UTC.
    const list = await possibleNoShows(app.db, projectId, new Date('2030-05-01T15:00:00Z'));
    expect(list.map((m) => m.id)).toEqual([ids.m1]);
  });

  it('answers an empty list for a project that does not exist', async () => {
    expect(await possibleNoShows(app.db, '00000000-0000-4000-8000-000000000000', new Date())).toEqual([]);
  });
});

describe('repeatNoShows', () => {
  it('lists people absent from two or more of the project’s meetings, both counting for each side', async () => {
    expect(await repeatNoShows(app.db, projectId)).toEqual([
      { ...person(w.buyers[0]), role: 'buyer', no_shows: 2 },
      { ...person(w.sellers[2]), role: 'seller', no_shows: 2 },
    ]);
  });

  it('answers an empty list for a project without repeat absences, or none at all', async () => {
    const quiet = await makeProject(app);
    expect(await repeatNoShows(app.db, quiet.id)).toEqual([]);
    expect(await repeatNoShows(app.db, '00000000-0000-4000-8000-000000000000')).toEqual([]);
  });
});
