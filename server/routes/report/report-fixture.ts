// The report tests' project, built by hand so that every figure can be counted on paper
// (docs/rules.md#report). Three days (2030-05-01..03, ten slots a day: 30 slots an interpreter),
// four buyers, four sellers, two interpreters, and a second project whose rows must never count.
// The tests read it at NOW, 12:30 at the venue (Asia/Seoul) on the second day.
import { eq } from 'drizzle-orm';
import {
  meetingAttendances,
  meetingFeedback,
  meetingRequests,
  type meetings,
  meetingTables,
  profiles,
} from '../../db/schema.ts';
import { eventFixture, makeMeeting, makeProject } from '../../test/factories.ts';
import type { TestApp } from '../../test/harness.ts';
import { dealsFixture } from './report-deals-fixture.ts';

/** 2030-05-02 12:30 in Seoul (UTC+9). */
export const NOW = new Date('2030-05-02T03:30:00Z');

type Status = 'scheduled' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';

export async function reportFixture(app: TestApp) {
  const w = await eventFixture(app, {
    buyers: 4,
    sellers: 4,
    interpreters: 2,
    project: { name: 'Seoul Food Expo', startDate: '2030-05-01', endDate: '2030-05-03', timeZone: 'Asia/Seoul' },
  });
  const projectId = w.project.id;
  const [b1, b2, b3, b4] = w.buyers;
  const [s1, s2, s3, s4] = w.sellers;
  const [i1] = w.interpreters;

  // Buyers' countries and sellers' industries; ' Korea ' is trimmed to Korea, '' is "not given".
  const set = (id: string, values: Partial<typeof profiles.$inferInsert>) =>
    app.db.update(profiles).set(values).where(eq(profiles.id, id));
  await set(b1.id, { country: 'Korea' });
  await set(b2.id, { country: 'Japan' });
  await set(b3.id, { country: '' });
  await set(b4.id, { country: ' Korea ' });
  await set(s1.id, { industry: 'Food' });
  await set(s2.id, { industry: 'Textiles' });
  await set(s3.id, { industry: '' });
  await set(s4.id, { industry: 'Food' });

  const [table] = await app.db.insert(meetingTables).values({ projectId, name: 'T1', position: 1 }).returning();

  const meeting = (
    buyer: { id: string },
    seller: { id: string },
    meetingDate: string,
    hour: number,
    status: Status,
    more: Partial<typeof meetings.$inferInsert> = {},
  ) =>
    makeMeeting(app, {
      projectId,
      buyerId: buyer.id,
      sellerId: seller.id,
      meetingDate,
      startTime: `${String(hour).padStart(2, '0')}:00`,
      endTime: `${String(hour + 1).padStart(2, '0')}:00`,
      status,
      absence: null,
      ...more,
    });
  const d1 = '2030-05-01';
  const d2 = '2030-05-02';
  const d3 = '2030-05-03';
  const m = {
    // Day 1: 7 meetings.
    m1: await meeting(b1, s1, d1, 9, 'completed', { interpreterId: i1.id }),
    m2: await meeting(b2, s1, d1, 10, 'completed'),
    m3: await meeting(b3, s2, d1, 9, 'no_show', { absence: 'buyer' }),
    m4: await meeting(b1, s2, d1, 11, 'cancelled', { interpreterId: i1.id }),
    m5: await meeting(b2, s3, d1, 9, 'confirmed', { tableId: table.id }),
    m6: await meeting(b4, s4, d1, 9, 'confirmed'),
    m14: await meeting(b4, s2, d1, 10, 'no_show', { absence: 'seller' }),
    // Day 2: 6 meetings; NOW is 12:30, so those from 09:00 to 12:00 have begun.
    m15: await meeting(b1, s2, d2, 9, 'no_show', { absence: 'seller' }),
    m8: await meeting(b1, s3, d2, 10, 'completed', { interpreterId: i1.id }),
    m7: await meeting(b3, s1, d2, 11, 'no_show', { absence: 'both' }),
    m9: await meeting(b2, s2, d2, 12, 'scheduled'),
    m11: await meeting(b3, s4, d2, 13, 'cancelled'),
    m10: await meeting(b3, s3, d2, 14, 'confirmed', { interpreterId: i1.id }),
    // Day 3: 1 meeting.
    m12: await meeting(b4, s3, d3, 9, 'scheduled'),
  };

  // Check-ins: m1 (both sides), m2, m6 and m8 have begun; m4 is cancelled and m12 has not begun,
  // so their check-ins do not count.
  await app.db.insert(meetingAttendances).values([
    { meetingId: m.m1.id, userId: b1.id },
    { meetingId: m.m1.id, userId: s1.id },
    { meetingId: m.m2.id, userId: s1.id },
    { meetingId: m.m6.id, userId: b4.id },
    { meetingId: m.m8.id, userId: b1.id },
    { meetingId: m.m4.id, userId: b1.id },
    { meetingId: m.m12.id, userId: b4.id },
  ]);

  const answer = (
    meetingId: string,
    userId: string,
    side: 'buyer' | 'seller',
    rating: number,
    followUp: string | null,
    dealSize: string | null,
  ) => ({ meetingId, userId, side, rating, followUp, dealSize });
  await app.db.insert(meetingFeedback).values([
    answer(m.m1.id, b1.id, 'buyer', 5, 'yes', '10k_100k'),
    answer(m.m1.id, s1.id, 'seller', 4, 'yes', 'under_10k'),
    answer(m.m2.id, b2.id, 'buyer', 3, 'maybe', 'none'),
    answer(m.m2.id, s1.id, 'seller', 5, 'no', 'over_1m'),
    answer(m.m8.id, b1.id, 'buyer', 4, 'yes', '100k_1m'),
    // A rating given alone (one tap): unanswered for the follow-up and the deal size.
    answer(m.m8.id, s3.id, 'seller', 5, null, null),
  ]);

  // Requests to sellers: Seller 1 and Seller 3 three each (any status), Seller 2 one; a request to
  // a buyer and one in the other project do not count.
  const request = (from: { id: string }, fromRole: 'buyer' | 'seller', to: { id: string }, status = 'pending') => ({
    projectId,
    requesterId: from.id,
    requesterRole: fromRole,
    targetId: to.id,
    targetRole: fromRole === 'buyer' ? ('seller' as const) : ('buyer' as const),
    preferredDate: d1,
    preferredTimeStart: '10:00',
    preferredTimeEnd: '11:00',
    status: status as 'pending',
  });
  await app.db
    .insert(meetingRequests)
    .values([
      request(b1, 'buyer', s1, 'approved'),
      request(b2, 'buyer', s1),
      request(b3, 'buyer', s1, 'rejected'),
      request(b1, 'buyer', s3),
      request(b2, 'buyer', s3, 'cancelled'),
      request(b4, 'buyer', s3),
      request(b4, 'buyer', s2),
      request(s4, 'seller', b1),
    ]);

  // The other project: a meeting with feedback, a request and deals that must not count.
  const other = await makeProject(app, { name: 'Other Expo' });
  const otherMeeting = await makeMeeting(app, {
    projectId: other.id,
    buyerId: b1.id,
    sellerId: s1.id,
    meetingDate: '2030-05-03',
    startTime: '15:00',
    endTime: '16:00',
    status: 'no_show',
    absence: 'both',
  });
  await app.db.insert(meetingFeedback).values(answer(otherMeeting.id, b1.id, 'buyer', 1, 'no', 'none'));
  await app.db.insert(meetingRequests).values({ ...request(b1, 'buyer', s2), projectId: other.id });

  await dealsFixture(app, { projectId, otherProjectId: other.id, buyers: w.buyers, sellers: w.sellers });

  return { ...w, table, meetings: m, other };
}
