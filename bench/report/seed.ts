// The report bench's exhibition (docs/decisions/025-report.md), written straight into the tables:
// 2,000 participants (1,000 buyers, 950 sellers, 50 interpreters) and 30,000 meetings over five
// days of twenty 30-minute slots, with check-ins, feedback of both sides, transactions and
// contracts in six currencies, a request behind every meeting, and buyers' countries and sellers'
// industries spread over a few values and "not given".
import { sql } from 'drizzle-orm';
import { slotAt } from '../../core/rules/slots.ts';
import type { Db } from '../../server/db/client.ts';
import { meetings, projectParticipants, projects } from '../../server/db/schema.ts';
import { seedPeople } from '../people.ts';

export const BUYERS = 1000;
export const SELLERS = 950;
export const INTERPRETERS = 50;
const MEETINGS_EACH = 30;
const SLOTS = 20;
export const DAYS = ['2030-05-01', '2030-05-02', '2030-05-03', '2030-05-04', '2030-05-05'];
const SETTINGS = { day_start: '09:00', slot_minutes: 30, daily_meet_limit: SLOTS };
/** The report is read at 12:00 at the venue on the fourth day: three days have ended. */
export const NOW = new Date('2030-05-04T03:00:00Z');

/** A status by a meeting's number: 60% held, 8% no-show, 10% cancelled, 12% confirmed, 10% scheduled. */
function statusOf(n: number) {
  const r = (n * 7919) % 100;
  if (r < 60) return { status: 'completed' as const, absence: null };
  if (r < 68) return { status: 'no_show' as const, absence: (['buyer', 'seller', 'both'] as const)[n % 3] };
  if (r < 78) return { status: 'cancelled' as const, absence: null };
  if (r < 90) return { status: 'confirmed' as const, absence: null };
  return { status: 'scheduled' as const, absence: null };
}

export async function seedReportExhibition(db: Db) {
  const people = await seedPeople(
    db,
    { buyers: BUYERS, sellers: SELLERS, interpreters: INTERPRETERS },
    'bench-no-password',
  );
  const [project] = await db
    .insert(projects)
    .values({
      name: 'Bench Report Expo',
      startDate: DAYS[0],
      endDate: DAYS[DAYS.length - 1],
      dailyMeetLimit: SETTINGS.daily_meet_limit,
      slotMinutes: SETTINGS.slot_minutes,
      dayStart: SETTINGS.day_start,
      timeZone: 'Asia/Seoul',
    })
    .returning();
  const everyone = [
    ...people.buyers.map((p) => ({ projectId: project.id, userId: p.id, role: 'buyer' as const })),
    ...people.sellers.map((p) => ({ projectId: project.id, userId: p.id, role: 'seller' as const })),
    ...people.interpreters.map((p) => ({ projectId: project.id, userId: p.id, role: 'interpreter' as const })),
  ];
  for (let i = 0; i < everyone.length; i += 1000)
    await db.insert(projectParticipants).values(everyone.slice(i, i + 1000));

  // Buyer b's k-th meeting is with seller (b + 31k) mod 950 in slot k (buyers from 950 on in slot
  // k + 30): no buyer, seller or interpreter twice in a slot and no pair twice. Sellers 0..49 bring
  // interpreter s.
  const rows: (typeof meetings.$inferInsert)[] = [];
  for (let b = 0; b < BUYERS; b++) {
    for (let k = 0; k < MEETINGS_EACH; k++) {
      const s = (b + 31 * k) % SELLERS;
      const slot = k + (b >= SELLERS ? MEETINGS_EACH : 0);
      const time = slotAt(SETTINGS, (slot % SLOTS) + 1);
      rows.push({
        projectId: project.id,
        buyerId: people.buyers[b].id,
        sellerId: people.sellers[s].id,
        interpreterId: s < INTERPRETERS ? people.interpreters[s].id : null,
        meetingDate: DAYS[Math.floor(slot / SLOTS)],
        startTime: time.start,
        endTime: time.end,
        ...statusOf(rows.length),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 2000) await db.insert(meetings).values(rows.slice(i, i + 2000));

  const h = (salt: string) => sql.raw(`abs(hashtext(m.id::text || '${salt}'))`);
  await db.execute(sql`update profiles set
    country = (array['Korea', 'Japan', 'China', 'United States', 'Vietnam', ''])[1 + abs(hashtext(id::text)) % 6],
    industry = (array['Food', 'Textiles', 'Cosmetics', 'Machinery', ''])[1 + abs(hashtext(id::text || 'i')) % 5]`);
  // Check-ins: both sides of held meetings, the buyer of half the confirmed ones.
  await db.execute(sql`insert into meeting_attendances (meeting_id, user_id)
    select m.id, m.buyer_id from meetings m where m.status = 'completed'
    union all select m.id, m.seller_id from meetings m where m.status = 'completed'
    union all select m.id, m.buyer_id from meetings m where m.status = 'confirmed' and ${h('c')} % 2 = 0`);
  // Feedback: 70% of buyers and 50% of sellers of held meetings answer.
  for (const [side, person, share] of [
    ['buyer', 'buyer_id', 7],
    ['seller', 'seller_id', 5],
  ] as const) {
    await db.execute(sql`insert into meeting_feedback (meeting_id, user_id, side, rating, follow_up, deal_size)
      select m.id, m.${sql.raw(person)}, ${side}, 1 + ${h(`r${side}`)} % 5,
        (array['yes', 'maybe', 'no'])[1 + ${h(`f${side}`)} % 3],
        (array['none', 'under_10k', '10k_100k', '100k_1m', 'over_1m'])[1 + ${h(`d${side}`)} % 5]
      from meetings m where m.status = 'completed' and ${h(`a${side}`)} % 10 < ${share}`);
  }
  // A transaction from a third of the held meetings, a contract from a tenth, in six currencies.
  await db.execute(sql`insert into transactions (project_id, meeting_id, buyer_id, seller_id, product_service,
      estimated_value, currency, status)
    select m.project_id, m.id, m.buyer_id, m.seller_id, 'Goods', (${h('v')} % 1000000) / 100.0,
      (array['USD', 'EUR', 'KRW', 'JPY', 'CNY', 'GBP'])[1 + ${h('cur')} % 6],
      (array['proposed', 'agreed', 'completed', 'cancelled'])[1 + ${h('s')} % 4]::transaction_status
    from meetings m where m.status = 'completed' and ${h('t')} % 3 = 0`);
  await db.execute(
    sql`insert into companies (name, type) values ('Bench Buyers', 'buyer'), ('Bench Sellers', 'seller')`,
  );
  await db.execute(sql`insert into contracts (contract_number, title, buyer_company, seller_company, buyer_id,
      seller_id, project_id, product_service, total_amount, currency, contract_date, status)
    select 'BENCH-' || m.id, 'Supply', (select id from companies where name = 'Bench Buyers'),
      (select id from companies where name = 'Bench Sellers'), m.buyer_id, m.seller_id, m.project_id, 'Goods',
      (${h('cv')} % 10000000) / 100.0, (array['USD', 'EUR', 'KRW', 'JPY', 'CNY'])[1 + ${h('cc')} % 5],
      m.meeting_date, (array['draft', 'pending', 'signed', 'active', 'completed', 'cancelled'])[1 + ${h('cs')} % 6]::contract_status
    from meetings m where m.status = 'completed' and ${h('k')} % 10 = 0`);
  // The request behind every meeting, and as many again turned down or still pending.
  await db.execute(sql`insert into meeting_requests (project_id, requester_id, requester_role, target_id, target_role,
      preferred_date, preferred_time_start, preferred_time_end, status, meeting_id)
    select m.project_id, m.buyer_id, 'buyer'::role, m.seller_id, 'seller'::role, m.meeting_date, m.start_time, m.end_time,
      'approved', m.id from meetings m
    union all
    select m.project_id, m.buyer_id, 'buyer'::role, m.seller_id, 'seller'::role, m.meeting_date, m.start_time, m.end_time,
      (array['pending', 'rejected'])[1 + ${h('q')} % 2]::meeting_request_status, null from meetings m`);
  await db.execute(sql`analyze`);
  return { project, admin: people.admin, participants: everyone.length, meetings: rows.length };
}
