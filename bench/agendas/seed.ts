// A 500-person exhibition for the agenda bench, written straight into the tables: 240 buyers with
// Chinese, Japanese and Latin names, 240 Korean sellers, 20 interpreters; 3 days of 8 meetings for
// every buyer and seller (5,760 meetings, all confirmed), an interpreter at one in twelve.
import { sql } from 'drizzle-orm';
import { slotAt } from '../../core/rules/slots.ts';
import { createSession } from '../../server/auth/sessions.ts';
import type { Db } from '../../server/db/client.ts';
import { meetings, profiles, projectParticipants, projects } from '../../server/db/schema.ts';
import { seedPeople } from '../people.ts';

export const BUYERS = 240;
export const SELLERS = 240;
export const INTERPRETERS = 20;
export const DAYS = ['2030-06-03', '2030-06-04', '2030-06-05'];
const SLOTS = 8;
const SETTINGS = { day_start: '09:00', slot_minutes: 40, daily_meet_limit: 10 };

const BUYER_NAMES = [
  '王伟',
  '李娜',
  '张敏',
  '山田太郎',
  '佐藤花子',
  'Emily Carter',
  'Nguyen Van Minh',
  'Lukas Schneider',
];
const SELLER_NAMES = ['김민준', '이서연', '박지호', '최유진', '정하늘'];
const COMPANIES = [
  '上海贸易有限公司',
  '株式会社さくら商事',
  'Pacific Crest Trading Inc.',
  '주식회사 한강식품',
  '부산해양수산',
];

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

export async function seedAgendaExhibition(db: Db) {
  const people = await seedPeople(
    db,
    { buyers: BUYERS, sellers: SELLERS, interpreters: INTERPRETERS },
    'bench-no-password',
  );
  // The numbered names and companies become names in the four languages, still numbered.
  const renamed = [
    ...people.buyers.map((p, i) => [p.id, `${BUYER_NAMES[i % BUYER_NAMES.length]} ${i}`, COMPANIES[i % 3]]),
    ...people.sellers.map((p, i) => [p.id, `${SELLER_NAMES[i % SELLER_NAMES.length]} ${i}`, COMPANIES[3 + (i % 2)]]),
  ];
  await db.execute(sql`update ${profiles} set full_name = v.name, company_name = v.company
    from (values ${sql.join(
      renamed.map(([id, name, company]) => sql`(${id}::uuid, ${name}, ${company})`),
      sql`, `,
    )}) as v(id, name, company) where ${profiles.id} = v.id`);

  const [project] = await db
    .insert(projects)
    .values({
      name: '서울 글로벌 B2B 엑스포 2030',
      startDate: DAYS[0],
      endDate: DAYS[DAYS.length - 1],
      location: 'COEX Hall C',
      dailyMeetLimit: SETTINGS.daily_meet_limit,
      slotMinutes: SETTINGS.slot_minutes,
      dayStart: SETTINGS.day_start,
      createdBy: people.admin.id,
    })
    .returning();
  await db
    .insert(projectParticipants)
    .values([
      ...people.buyers.map((p) => ({ projectId: project.id, userId: p.id, role: 'buyer' as const })),
      ...people.sellers.map((p) => ({ projectId: project.id, userId: p.id, role: 'seller' as const })),
      ...people.interpreters.map((p) => ({ projectId: project.id, userId: p.id, role: 'interpreter' as const })),
    ]);

  // In slot s of day d, buyer b meets seller (b + 7s + 59d) mod 240: each seller once per slot, each
  // pair once in the project. Buyers 0, 12, 24... bring interpreter b / 12.
  const rows: (typeof meetings.$inferInsert)[] = [];
  DAYS.forEach((date, d) => {
    for (let s = 0; s < SLOTS; s++) {
      const slot = slotAt(SETTINGS, s + 1);
      for (let b = 0; b < BUYERS; b++) {
        const seller = (b + 7 * s + 59 * d) % SELLERS;
        rows.push({
          projectId: project.id,
          buyerId: people.buyers[b].id,
          sellerId: people.sellers[seller].id,
          interpreterId: b % 12 === 0 ? people.interpreters[b / 12].id : null,
          meetingDate: date,
          startTime: slot.start,
          endTime: slot.end,
          location: `Hall C, table ${(seller % 60) + 1}`,
          status: 'confirmed',
        });
      }
    }
  });
  await insertChunked(rows, (chunk) => db.insert(meetings).values(chunk));
  const { token } = await createSession(db, people.admin.id, 1);
  return {
    projectId: project.id,
    adminCookie: `sid=${token}`,
    buyerId: people.buyers[1].id,
    participants: BUYERS + SELLERS + INTERPRETERS,
    meetings: rows.length,
  };
}
