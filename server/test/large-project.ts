// A large project for tests and benches, written in bulk (a few statements of a thousand rows),
// so that thousands of people and a day full of meetings take seconds, not minutes: numbered
// buyers, sellers and interpreters, confirmed in one project, and meetings on its first day.
// Nobody signs in as them (they share a password hash that matches no password); the caller
// brings its own admin.
import { randomBytes } from 'node:crypto';
import { slotAt } from '../../core/rules/slots.ts';
import type { Db } from '../db/client.ts';
import { meetings, profiles, projectParticipants, projects, users } from '../db/schema.ts';

export interface LargeProjectOptions {
  buyers: number;
  sellers: number;
  interpreters: number;
  /** Slots of the day (60-minute slots from 09:00 unless `slotMinutes` says otherwise). */
  slots: number;
  slotMinutes?: number;
  /** The project's first day, the one with meetings; the project runs three days. */
  date?: string;
  /** Who made the project and its meetings. */
  createdBy?: string;
}

/** A number padded so that names sort as their numbers do ('Buyer 0042'). */
export const numbered = (n: number) => String(n).padStart(4, '0');

const CHUNK = 1000;
async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Writes the project. Buyer b (from 0) meets seller (b + s) mod sellers in every slot s of the
 * same parity as b, when b < sellers: no seller, buyer or pair is booked twice. The first
 * `interpreters` meetings of each slot get an interpreter. Returns the project and people in order.
 */
export async function makeLargeProject(db: Db, opts: LargeProjectOptions) {
  const date = opts.date ?? '2030-05-01';
  const tag = randomBytes(3).toString('hex');
  const people = [
    ...Array.from({ length: opts.buyers }, (_, i) => ({
      role: 'buyer' as const,
      name: `Buyer ${numbered(i)}`,
      company: `Import Co. ${numbered(i)}`,
    })),
    ...Array.from({ length: opts.sellers }, (_, i) => ({
      role: 'seller' as const,
      name: `Seller ${numbered(i)}`,
      company: `Maker Ltd. ${numbered(i)}`,
    })),
    ...Array.from({ length: opts.interpreters }, (_, i) => ({
      role: 'interpreter' as const,
      name: `Interpreter ${numbered(i)}`,
      company: '',
    })),
  ].map((p, i) => ({ ...p, email: `large-${tag}-${i}@example.test` }));
  const ids: string[] = [];
  await insertChunked(people, async (chunk) => {
    const rows = await db
      .insert(users)
      .values(chunk.map((p) => ({ email: p.email, passwordHash: 'no-password' })))
      .returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
  });
  await insertChunked(
    people.map((p, i) => ({ ...p, id: ids[i] })),
    (chunk) =>
      db.insert(profiles).values(
        chunk.map((p) => ({
          id: p.id,
          email: p.email,
          role: p.role,
          fullName: p.name,
          companyName: p.company,
          country: p.role === 'seller' ? 'KR' : 'US',
          languages: p.role === 'interpreter' ? ['English', 'Korean'] : [],
        })),
      ),
  );
  const settings = { day_start: '09:00', slot_minutes: opts.slotMinutes ?? 60, daily_meet_limit: opts.slots };
  const [project] = await db
    .insert(projects)
    .values({
      name: `Large Expo ${tag}`,
      startDate: date,
      endDate: addDays(date, 2),
      location: 'Hall L',
      dailyMeetLimit: settings.daily_meet_limit,
      slotMinutes: settings.slot_minutes,
      dayStart: settings.day_start,
      status: 'active',
      createdBy: opts.createdBy,
    })
    .returning();
  await insertChunked(
    people.map((p, i) => ({ projectId: project.id, userId: ids[i], role: p.role })),
    (chunk) => db.insert(projectParticipants).values(chunk),
  );
  const buyers = ids.slice(0, opts.buyers);
  const sellers = ids.slice(opts.buyers, opts.buyers + opts.sellers);
  const interpreters = ids.slice(opts.buyers + opts.sellers);
  const rows: (typeof meetings.$inferInsert)[] = [];
  for (let s = 1; s <= opts.slots; s++) {
    const slot = slotAt(settings, s);
    let n = 0;
    for (let b = s % 2; b < Math.min(opts.buyers, opts.sellers); b += 2) {
      rows.push({
        projectId: project.id,
        buyerId: buyers[b],
        sellerId: sellers[(b + s) % opts.sellers],
        interpreterId: n < interpreters.length ? interpreters[n] : null,
        meetingDate: date,
        startTime: slot.start,
        endTime: slot.end,
        location: 'Hall L',
        status: n % 3 === 0 ? 'confirmed' : 'scheduled',
        createdBy: opts.createdBy,
      });
      n++;
    }
  }
  await insertChunked(rows, (chunk) => db.insert(meetings).values(chunk));
  return { project, date, buyers, sellers, interpreters, meetings: rows.length };
}

function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
