// A realistic exhibition for the load bench, written straight into the tables: one active project
// of 3 days x 10 slots, 150 buyers, 150 sellers, 10 interpreters, 1,500 meetings, pending requests,
// transactions, contracts and check-ins. Sessions are made with createSession (no password hashing).
import { PENDING_REQUEST_CAP } from '../../core/constants.ts';
import { slotAt } from '../../core/rules/slots.ts';
import { createSession } from '../../server/auth/sessions.ts';
import type { Db } from '../../server/db/client.ts';
import {
  companies,
  contracts,
  meetingAttendances,
  meetingRequests,
  meetings,
  projectParticipants,
  projects,
  transactions,
} from '../../server/db/schema.ts';
import { type BenchPerson, pad, seedPeople } from '../people.ts';

export const BUYERS = 150;
export const SELLERS = 150;
export const INTERPRETERS = 10;
export const DAYS = ['2030-06-03', '2030-06-04', '2030-06-05'];
export const SLOTS = 10;
const SETTINGS = { day_start: '09:00', slot_minutes: 30, daily_meet_limit: SLOTS };

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

export interface Exhibition {
  projectId: string;
  day: string;
  meetingCount: number;
  adminCookie: string;
  /** Every buyer's and every seller's session: the reads cycle through them, as a venue's screens would. */
  buyerCookies: string[];
  sellerCookies: string[];
  /** Valid, distinct meeting requests: a buyer's session cookie and a seller they have not met. */
  requests: { cookie: string; body: Record<string, string> }[];
}

/** Seeds the exhibition into an empty, migrated database and opens the sessions the bench uses. */
export async function seedExhibition(db: Db): Promise<Exhibition> {
  // Nobody signs in with a password here: the hash only has to be present.
  const people = await seedPeople(
    db,
    { buyers: BUYERS, sellers: SELLERS, interpreters: INTERPRETERS },
    'bench-no-password',
  );
  const ids = (list: BenchPerson[]) => list.map((p) => p.id);
  const buyers = ids(people.buyers);
  const sellers = ids(people.sellers);
  const interpreters = ids(people.interpreters);
  const adminId = people.admin.id;

  const [project] = await db
    .insert(projects)
    .values({
      name: 'Bench Expo',
      startDate: DAYS[0],
      endDate: DAYS[DAYS.length - 1],
      location: 'Hall A',
      dailyMeetLimit: SLOTS,
      // Each bench buyer sends a request to every unmet seller, far beyond the default cap of pending
      // requests (docs/rules.md#request-hygiene): the bench measures the write path, not the cap's refusals.
      pendingRequestCap: PENDING_REQUEST_CAP.max,
      slotMinutes: SETTINGS.slot_minutes,
      dayStart: SETTINGS.day_start,
      status: 'active',
      createdBy: adminId,
    })
    .returning();
  await db
    .insert(projectParticipants)
    .values(
      [
        ...buyers.map((userId) => ({ userId, role: 'buyer' as const })),
        ...sellers.map((userId) => ({ userId, role: 'seller' as const })),
        ...interpreters.map((userId) => ({ userId, role: 'interpreter' as const })),
      ].map((p) => ({ ...p, projectId: project.id })),
    );

  // Slot g (0..29 over the three days) holds the buyers b = g (mod 3), each with seller (b + g) mod
  // 150: no buyer, seller or pair twice in a slot, and a pair meets once in the project. The first
  // day is over (completed), the others are scheduled or confirmed; ten meetings per slot get an
  // interpreter.
  const metBy = new Map<number, Set<number>>();
  const meetingRows: (typeof meetings.$inferInsert)[] = [];
  for (let g = 0; g < DAYS.length * SLOTS; g++) {
    const day = Math.floor(g / SLOTS);
    const slot = slotAt(SETTINGS, (g % SLOTS) + 1);
    let n = 0;
    for (let b = g % 3; b < BUYERS; b += 3) {
      const s = (b + g) % SELLERS;
      if (!metBy.has(b)) metBy.set(b, new Set());
      metBy.get(b)!.add(s);
      meetingRows.push({
        projectId: project.id,
        buyerId: buyers[b],
        sellerId: sellers[s],
        interpreterId: n < INTERPRETERS ? interpreters[n] : null,
        meetingDate: DAYS[day],
        startTime: slot.start,
        endTime: slot.end,
        location: `Booth ${(s % 40) + 1}`,
        status: day === 0 ? 'completed' : n % 3 === 0 ? 'confirmed' : 'scheduled',
        createdBy: adminId,
      });
      n++;
    }
  }
  const meetingIds: { id: string; buyerId: string; sellerId: string; status: string }[] = [];
  await insertChunked(meetingRows, async (chunk) => {
    const rows = await db.insert(meetings).values(chunk).returning({
      id: meetings.id,
      buyerId: meetings.buyerId,
      sellerId: meetings.sellerId,
      status: meetings.status,
    });
    meetingIds.push(...rows);
  });
  // Both people checked in to every completed meeting.
  await insertChunked(
    meetingIds
      .filter((m) => m.status === 'completed')
      .flatMap((m) => [
        { meetingId: m.id, userId: m.buyerId },
        { meetingId: m.id, userId: m.sellerId },
      ]),
    (chunk) => db.insert(meetingAttendances).values(chunk),
  );
  // A deal after every completed meeting, and a contract after every fifth.
  await insertChunked(
    meetingIds
      .filter((m) => m.status === 'completed')
      .map((m, i) => ({
        meetingId: m.id,
        projectId: project.id,
        buyerId: m.buyerId,
        sellerId: m.sellerId,
        productService: `Product line ${i}`,
        estimatedValue: 1000 * ((i % 50) + 1),
        status: (['proposed', 'agreed', 'completed', 'agreed'] as const)[i % 4],
        registeredBy: m.sellerId,
      })),
    (chunk) => db.insert(transactions).values(chunk),
  );
  const [buyerCo, sellerCo] = await db
    .insert(companies)
    .values([
      { name: 'Bench Import Co.', type: 'buyer' },
      { name: 'Bench Maker Ltd.', type: 'seller' },
    ])
    .returning({ id: companies.id });
  await insertChunked(
    meetingIds
      .filter((m, i) => m.status === 'completed' && i % 5 === 0)
      .map((m, i) => ({
        contractNumber: `BENCH-${pad(i)}`,
        title: `Supply agreement ${i}`,
        buyerCompany: buyerCo.id,
        sellerCompany: sellerCo.id,
        buyerId: m.buyerId,
        sellerId: m.sellerId,
        projectId: project.id,
        productService: 'Cosmetics',
        totalAmount: 50000,
        contractDate: DAYS[0],
        status: (['signed', 'active', 'draft'] as const)[i % 3],
        createdBy: adminId,
      })),
    (chunk) => db.insert(contracts).values(chunk),
  );

  // Each buyer's unmet sellers; the first two become pending requests already in the table.
  const unmet = buyers.map((_, b) => sellers.map((_, s) => s).filter((s) => !metBy.get(b)?.has(s)));
  const requestBody = (s: number) => ({
    project_id: project.id,
    target_id: sellers[s],
    preferred_date: DAYS[1],
    preferred_time_start: '14:00',
    preferred_time_end: '14:30',
    location: 'Hall A',
    purpose: 'Samples and prices',
  });
  await db.insert(meetingRequests).values(
    buyers.flatMap((requesterId, b) =>
      unmet[b].slice(0, 2).map((s) => ({
        projectId: project.id,
        requesterId,
        requesterRole: 'buyer' as const,
        targetId: sellers[s],
        targetRole: 'seller' as const,
        preferredDate: DAYS[1],
        preferredTimeStart: '14:00',
        preferredTimeEnd: '14:30',
        purpose: 'Samples and prices',
      })),
    ),
  );

  const cookieOf = async (userId: string) => `sid=${(await createSession(db, userId, 1)).token}`;
  const buyerCookies: string[] = [];
  for (const b of buyers) buyerCookies.push(await cookieOf(b));
  const sellerCookies: string[] = [];
  for (const s of sellers) sellerCookies.push(await cookieOf(s));
  // Request n is buyer n mod 150 asking an unmet seller beyond the seeded ones: distinct pairs.
  const requests: Exhibition['requests'] = [];
  for (let k = 2; k < unmet[0].length - 1; k++) {
    for (let b = 0; b < BUYERS; b++) {
      const s = unmet[b][k];
      if (s !== undefined) requests.push({ cookie: buyerCookies[b], body: requestBody(s) });
    }
  }
  return {
    projectId: project.id,
    day: DAYS[1],
    meetingCount: meetingRows.length,
    adminCookie: await cookieOf(adminId),
    buyerCookies,
    sellerCookies,
    requests,
  };
}
