// The flagship's people and meetings (docs/decisions/044-flagship-bench.md) for the agenda reads'
// bench, written straight into the tables in seconds instead of the flagship's ten minutes through
// the API: 4,000 buyers, 3,500 sellers each at their own table and 300 interpreters (times
// `scale`), three days of 16 half-hour slots, about 85,000 meetings (a buyer meets in 4 of every 9
// slots, about 21 meetings; a seller about 24; a tenth with an interpreter), most confirmed, some
// scheduled, a few cancelled. Names, companies and countries as the flagship's import file has them.
import { slotAt } from '../../core/rules/slots.ts';
import type { Db } from '../../server/db/client.ts';
import { meetings, meetingTables, profiles, projectParticipants, projects, users } from '../../server/db/schema.ts';

export const DAYS = ['2030-05-14', '2030-05-15', '2030-05-16'];
const SETTINGS = { day_start: '09:00', slot_minutes: 30, daily_meet_limit: 16 };
const COUNTRIES = ['United States', 'Germany', 'China', 'Japan', 'Brazil'];

async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

interface Person {
  email: string;
  role: 'admin' | 'buyer' | 'seller' | 'interpreter';
  name: string;
  company: string;
  country: string;
}

/** Users and profiles a thousand at a time (PostgreSQL takes at most 65,535 parameters a statement). */
async function storePeople(db: Db, people: Person[]) {
  const ids: string[] = [];
  await inChunks(people, 1000, async (chunk) => {
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
        country: p.country,
      })),
    );
    ids.push(...made.map((m) => m.id));
  });
  return ids;
}

export async function seedFlagshipAgendas(db: Db, scale: number) {
  const counts = {
    buyers: Math.round(4_000 * scale),
    sellers: Math.round(3_500 * scale),
    interpreters: Math.round(300 * scale),
  };
  const numbered = (n: number, f: (i: number) => Person) => Array.from({ length: n }, (_, i) => f(i));
  const ids = await storePeople(db, [
    { email: 'organiser@agendas.bench.test', role: 'admin', name: 'Organiser', company: '', country: '' },
    ...numbered(counts.buyers, (i) => ({
      email: `buyer${i}@agendas.bench.test`,
      role: 'buyer',
      name: `Buyer ${i}`,
      company: `Buying House ${i}`,
      country: COUNTRIES[i % COUNTRIES.length],
    })),
    ...numbered(counts.sellers, (i) => ({
      email: `seller${i}@agendas.bench.test`,
      role: 'seller',
      name: `판매자 ${i}`,
      company: `Maker ${i}`,
      country: 'Korea',
    })),
    ...numbered(counts.interpreters, (i) => ({
      email: `interpreter${i}@agendas.bench.test`,
      role: 'interpreter',
      name: `Interpreter ${i}`,
      company: '',
      country: 'Korea',
    })),
  ]);
  const admin = ids[0];
  const buyers = ids.slice(1, 1 + counts.buyers);
  const sellers = ids.slice(1 + counts.buyers, 1 + counts.buyers + counts.sellers);
  const interpreters = ids.slice(1 + counts.buyers + counts.sellers);

  const [project] = await db
    .insert(projects)
    .values({
      name: 'Flagship Show',
      startDate: DAYS[0],
      endDate: DAYS[DAYS.length - 1],
      location: 'Hall A',
      dailyMeetLimit: SETTINGS.daily_meet_limit,
      slotMinutes: SETTINGS.slot_minutes,
      dayStart: SETTINGS.day_start,
      createdBy: admin,
    })
    .returning({ id: projects.id });
  const tables: string[] = [];
  await inChunks(sellers, 1000, async (chunk) => {
    const made = await db
      .insert(meetingTables)
      .values(
        chunk.map((_, k) => ({
          projectId: project.id,
          name: `Booth ${tables.length + k + 1}`,
          position: tables.length + k,
        })),
      )
      .returning({ id: meetingTables.id });
    tables.push(...made.map((t) => t.id));
  });
  await inChunks(
    [
      ...buyers.map((userId) => ({ projectId: project.id, userId, role: 'buyer' as const, tableId: null })),
      ...sellers.map((userId, i) => ({ projectId: project.id, userId, role: 'seller' as const, tableId: tables[i] })),
      ...interpreters.map((userId) => ({ projectId: project.id, userId, role: 'interpreter' as const, tableId: null })),
    ],
    1000,
    (chunk) => db.insert(projectParticipants).values(chunk),
  );

  // In global slot g (of 48), buyer b meets when (7b + g) mod 9 < 4, seller (b + 37g) mod S or the
  // next one free in that slot and not met before; every tenth buyer's meetings take a free interpreter.
  const rows: (typeof meetings.$inferInsert)[] = [];
  const pairs = new Set<number>();
  let g = 0;
  for (const date of DAYS) {
    for (let s = 1; s <= SETTINGS.daily_meet_limit; s++, g++) {
      const slot = slotAt(SETTINGS, s);
      const busy = new Set<number>();
      let interpreter = 0;
      for (let b = 0; b < buyers.length; b++) {
        if ((7 * b + g) % 9 >= 4) continue;
        let seller = (b + 37 * g) % sellers.length;
        let tries = 0;
        while ((busy.has(seller) || pairs.has(b * sellers.length + seller)) && tries++ < sellers.length) {
          seller = (seller + 1) % sellers.length;
        }
        if (tries >= sellers.length) continue;
        busy.add(seller);
        pairs.add(b * sellers.length + seller);
        const n = rows.length;
        rows.push({
          projectId: project.id,
          buyerId: buyers[b],
          sellerId: sellers[seller],
          interpreterId: b % 10 === 0 && interpreter < interpreters.length ? interpreters[interpreter++] : null,
          meetingDate: date,
          startTime: slot.start,
          endTime: slot.end,
          tableId: tables[seller],
          status: n % 50 === 7 ? 'cancelled' : n % 20 === 3 ? 'scheduled' : 'confirmed',
        });
      }
    }
  }
  await inChunks(rows, 2000, (chunk) => db.insert(meetings).values(chunk));
  return { projectId: project.id, adminId: admin, buyers, sellers, interpreters, meetings: rows.length };
}
