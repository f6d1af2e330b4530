// An exhibition of `people` participants for the background jobs' bench, written straight into the
// tables: half buyers, half sellers, three days of eight meetings for each (24 meetings a person,
// all confirmed, each pair once); 3,600 buyers give the flagship's 86,400 meetings.
import { slotAt } from '../../core/rules/slots.ts';
import type { Db } from '../../server/db/client.ts';
import { meetings, profiles, projectParticipants, projects, users } from '../../server/db/schema.ts';
import { pad } from '../people.ts';

export const DAYS = ['2030-06-03', '2030-06-04', '2030-06-05'];
const SLOTS = 8;
const SETTINGS = { day_start: '09:00', slot_minutes: 40, daily_meet_limit: 10 };

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/**
 * An admin and `half` buyers and sellers each, written a thousand at a time (a flagship's 15,000
 * people in one statement pass PostgreSQL's 65,535 parameters).
 */
async function seedNumberedPeople(db: Db, half: number) {
  const people = [
    { email: 'admin@jobs.bench.test', role: 'admin' as const, name: 'Bench Admin', company: '' },
    ...Array.from({ length: half }, (_, i) => ({
      email: `buyer${pad(i)}@jobs.bench.test`,
      role: 'buyer' as const,
      name: `Buyer ${pad(i)}`,
      company: `Import Co. ${pad(i)}`,
    })),
    ...Array.from({ length: half }, (_, i) => ({
      email: `seller${pad(i)}@jobs.bench.test`,
      role: 'seller' as const,
      name: `Seller ${pad(i)}`,
      company: `Maker Ltd. ${pad(i)}`,
    })),
  ];
  const ids: string[] = [];
  for (let i = 0; i < people.length; i += 1000) {
    const chunk = people.slice(i, i + 1000);
    const made = await db
      .insert(users)
      .values(chunk.map((p) => ({ email: p.email, passwordHash: 'bench-no-password' })))
      .returning({ id: users.id });
    await db.insert(profiles).values(
      chunk.map((p, k) => ({
        id: made[k].id,
        email: p.email,
        role: p.role,
        fullName: p.name,
        companyName: p.company,
        country: p.role === 'seller' ? 'KR' : 'US',
      })),
    );
    ids.push(...made.map((m) => m.id));
  }
  const at = (from: number) => ids.slice(from, from + half).map((id) => ({ id }));
  return { admin: { id: ids[0] }, buyers: at(1), sellers: at(1 + half) };
}

export async function seedJobsExhibition(db: Db, people: number) {
  const half = Math.floor(people / 2);
  const seeded = await seedNumberedPeople(db, half);
  const [project] = await db
    .insert(projects)
    .values({
      name: `Jobs Bench Expo ${people}`,
      startDate: DAYS[0],
      endDate: DAYS[DAYS.length - 1],
      location: 'Hall J',
      dailyMeetLimit: SETTINGS.daily_meet_limit,
      slotMinutes: SETTINGS.slot_minutes,
      dayStart: SETTINGS.day_start,
      createdBy: seeded.admin.id,
    })
    .returning();
  await insertChunked(
    [
      ...seeded.buyers.map((p) => ({ projectId: project.id, userId: p.id, role: 'buyer' as const })),
      ...seeded.sellers.map((p) => ({ projectId: project.id, userId: p.id, role: 'seller' as const })),
    ],
    (chunk) => db.insert(projectParticipants).values(chunk),
  );
  // In slot s of day d, buyer b meets seller (b + s + 8d) mod half: each seller once a slot, each
  // pair at most once (24 different offsets).
  let count = 0;
  for (const [d, date] of DAYS.entries()) {
    for (let s = 0; s < SLOTS; s++) {
      const slot = slotAt(SETTINGS, s + 1);
      const rows = seeded.buyers.map((buyer, b) => {
        const seller = (b + s + 8 * d) % half;
        return {
          projectId: project.id,
          buyerId: buyer.id,
          sellerId: seeded.sellers[seller].id,
          meetingDate: date,
          startTime: slot.start,
          endTime: slot.end,
          location: `Hall J, table ${seller + 1}`,
          status: 'confirmed' as const,
        };
      });
      await insertChunked(rows, (chunk) => db.insert(meetings).values(chunk));
      count += rows.length;
    }
  }
  return { projectId: project.id, adminId: seeded.admin.id, participants: half * 2, meetings: count };
}
