// The speed half's exhibition, written straight into the tables in bulk: one project of 7,500 buyers
// and 7,500 sellers (and 40 interpreters) over three days of sixteen 30-minute slots, each person
// with company, product categories from the project's list, markets, country, languages, industry
// and a sentence on what they look for; 30,000 meetings, wish lists of both sides, pending and
// declined requests, "not interested" marks, companies kept apart, a lunch slot closed for buyers,
// people away for a day (a few for the whole event), and an earlier project of the same organiser
// whose meetings make pairs "met before". Repeatable: every choice comes from a seeded generator.
import { sql } from 'drizzle-orm';
import { slotAt } from '../../core/rules/slots.ts';
import type { Db } from '../../server/db/client.ts';
import {
  blockedTimeSlots,
  companies,
  companyExclusions,
  matchDismissals,
  meetingRequests,
  meetings,
  meetingWishes,
  profiles,
  projectParticipants,
  projects,
  unavailableSlots,
  users,
} from '../../server/db/schema.ts';
import { seededRandom } from './generate.ts';

export const BUYERS = 7500;
export const SELLERS = 7500;
export const INTERPRETERS = 40;
export const DAYS = ['2030-06-03', '2030-06-04', '2030-06-05'];
export const SLOTS = 16;
const SETTINGS = { day_start: '09:00', slot_minutes: 30, daily_meet_limit: SLOTS };
/** The slot closed for buyers every day (lunch). */
const LUNCH = 7;
/** Buyer b's k-th meeting is with seller (b + MEETING_OFFSETS[k]) mod SELLERS, in the k-th block of 11 open slots. */
const MEETING_OFFSETS = [1, 1877, 3753, 5629];
/** Buyer b wishes sellers b + these; seller s wishes buyers s - these (no pair twice, none met). */
const BUYER_WISH_OFFSETS = [17, 401, 1203, 2503, 4001];
const SELLER_WISH_OFFSETS = [23, 809, 3307];
/** Buyer b's pending requests go to sellers b + these, and one declined one to b + 59. */
const PENDING_OFFSETS = [31, 3001];
const DECLINED_OFFSET = 59;
/** Seller s asks buyer s - this (pending). */
const SELLER_REQUEST_OFFSET = 97;

export const CATEGORIES = [
  'Skin care',
  'Hair care',
  'Colour cosmetics',
  'Fragrance',
  'Halal cosmetics',
  'Baby care',
  'Processed food',
  'Snacks',
  'Beverages',
  'Health supplements',
  'Organic food',
  'Seafood',
  'Kitchenware',
  'Home appliances',
  'Furniture',
  'Lighting',
  'Textiles',
  'Apparel',
  'Footwear',
  'Bags and accessories',
  'Sportswear',
  'Outdoor gear',
  'Toys',
  'Stationery',
  'Consumer electronics',
  'Mobile accessories',
  'Smart home',
  'Medical devices',
  'Dental supplies',
  'Auto parts',
  'Industrial machinery',
  'Packaging',
  'Chemicals',
  'Building materials',
  'Pet products',
  'Gardening',
  'Jewellery',
  'Eyewear',
  'Software',
  'Logistics services',
];
const INDUSTRIES = ['Beauty', 'Food', 'Home', 'Fashion', 'Leisure', 'Electronics', 'Health', 'Industry'];
/** The industry a category belongs to. */
const industryOf = (c: number) => INDUSTRIES[Math.min(INDUSTRIES.length - 1, Math.floor(c / 5))];
const COUNTRIES = ['KR', 'CN', 'JP', 'US', 'VN', 'DE', 'FR', 'GB', 'TH', 'ID', 'MX', 'ES', 'BR', 'IN', 'AE', 'TW'];
const LANGUAGE_OF: Record<string, string> = {
  KR: 'Korean',
  CN: 'Chinese',
  JP: 'Japanese',
  US: 'English',
  VN: 'Vietnamese',
  DE: 'German',
  FR: 'French',
  GB: 'English',
  TH: 'Thai',
  ID: 'Indonesian',
  MX: 'Spanish',
  ES: 'Spanish',
  BR: 'Portuguese',
  IN: 'Hindi',
  AE: 'Arabic',
  TW: 'Chinese',
};

/**
 * Inserts `rows` 1,000 at a time. With `analyze`, the table's statistics are gathered after each chunk: the rule
 * triggers count rows of the table being filled, and plans made while it was empty would scan it all
 * for every row.
 */
async function insertChunked<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  analyze?: { db: Db; table: string },
) {
  for (let i = 0; i < rows.length; i += 1000) {
    await insert(rows.slice(i, i + 1000));
    if (analyze) await analyze.db.execute(sql.raw(`analyze ${analyze.table}`));
  }
}

export interface RecommendationsEvent {
  projectId: string;
  adminId: string;
  buyerIds: string[];
  sellerIds: string[];
  participants: number;
  counts: Record<string, number>;
}

export async function seedRecommendationsEvent(db: Db): Promise<RecommendationsEvent> {
  const random = seededRandom(15000);
  const pickFrom = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  // Popular categories and countries come up more often (squaring a uniform draw skews to the front).
  const skewed = <T>(list: readonly T[]) => list[Math.floor(random() ** 2 * list.length)];
  const some = <T>(list: readonly T[], min: number, max: number, draw: (l: readonly T[]) => T) => {
    const n = min + Math.floor(random() * (max - min + 1));
    const out = new Set<T>();
    for (let tries = 0; out.size < n && tries < 20; tries++) out.add(draw(list));
    return [...out];
  };

  // People: one admin, then buyers, sellers and interpreters; several people per company.
  type Person = Omit<typeof profiles.$inferInsert, 'id'>;
  const people: Person[] = [];
  const companyRows: { name: string; type: 'buyer' | 'seller' }[] = [];
  const companyIndex = new Map<string, number>();
  const companyKey = (p: Person) => `${p.role}:${p.companyName!.toLowerCase()}`;
  const person = (role: 'buyer' | 'seller', i: number): Person => {
    // Buyers come in companies of about 1.5 people, sellers of about 1.33; ten buyer firms and ten
    // seller firms share a name (a firm registered on both sides: one company).
    const twin = role === 'buyer' ? i - (BUYERS - 10) : i - 100;
    const companyName =
      twin >= 0 && twin < 10
        ? `Twin Trading ${twin}`
        : role === 'buyer'
          ? `Import Co. ${Math.floor((i * 2) / 3)}`
          : `Maker Ltd. ${Math.floor((i * 3) / 4)}`;
    const key = `${role}:${companyName.toLowerCase()}`;
    if (!companyIndex.has(key)) {
      companyIndex.set(key, companyRows.length);
      companyRows.push({ name: companyName, type: role });
    }
    const country = skewed(COUNTRIES);
    const categoryIdx = some(
      CATEGORIES.map((_, c) => c),
      role === 'buyer' ? 0 : 1,
      role === 'buyer' ? 4 : 3,
      skewed,
    );
    const languages = [LANGUAGE_OF[country]];
    if (random() < 0.65 && languages[0] !== 'English') languages.push('English');
    return {
      fullName: `${role === 'buyer' ? 'Buyer' : 'Seller'} ${i}`,
      email: `${role}${i}@recommendations.bench`,
      role,
      companyName,
      country,
      productCategories: categoryIdx.map((c) => CATEGORIES[c]),
      industry: categoryIdx.length && random() < 0.85 ? industryOf(categoryIdx[0]) : '',
      languages: random() < 0.08 ? [] : languages,
      markets: random() < 0.2 ? [] : some(COUNTRIES, 1, 5, skewed).filter((m) => m !== country),
      lookingFor: random() < 0.6 ? `${role === 'buyer' ? 'Suppliers' : 'Distributors'} of ${pickFrom(CATEGORIES)}` : '',
    };
  };
  people.push({ fullName: 'Bench Admin', email: 'admin@recommendations.bench', role: 'admin' });
  for (let i = 0; i < BUYERS; i++) people.push(person('buyer', i));
  for (let i = 0; i < SELLERS; i++) people.push(person('seller', i));
  for (let i = 0; i < INTERPRETERS; i++) {
    people.push({
      fullName: `Interpreter ${i}`,
      email: `interp${i}@recommendations.bench`,
      role: 'interpreter',
      languages: ['English', ['Korean', 'Chinese', 'Japanese', 'Vietnamese'][i % 4]],
    });
  }

  const companyIds: string[] = [];
  await insertChunked(companyRows, async (chunk) => {
    const rows = await db.insert(companies).values(chunk).returning({ id: companies.id });
    companyIds.push(...rows.map((r) => r.id));
  });
  const ids: string[] = [];
  await insertChunked(people, async (chunk) => {
    const rows = await db
      .insert(users)
      .values(chunk.map((p) => ({ email: p.email, passwordHash: 'bench-no-password' })))
      .returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
  });
  const companyIdOf = (p: Person) =>
    p.role === 'buyer' || p.role === 'seller' ? companyIds[companyIndex.get(companyKey(p))!] : null;
  await insertChunked(
    people.map((p, i) => ({ ...p, id: ids[i], companyId: companyIdOf(p) })),
    (chunk) => db.insert(profiles).values(chunk),
  );
  const adminId = ids[0];
  const buyerIds = ids.slice(1, 1 + BUYERS);
  const sellerIds = ids.slice(1 + BUYERS, 1 + BUYERS + SELLERS);
  const interpreterIds = ids.slice(1 + BUYERS + SELLERS);

  // An earlier project of the same organiser, over: its meetings make pairs "met before".
  const [earlier, project] = await db
    .insert(projects)
    .values([
      {
        name: 'Recommendations Bench Expo 2029',
        startDate: '2029-06-04',
        endDate: '2029-06-04',
        slotMinutes: 30,
        dailyMeetLimit: SLOTS,
        status: 'completed',
        createdBy: adminId,
        categories: CATEGORIES,
      },
      {
        name: 'Recommendations Bench Expo',
        startDate: DAYS[0],
        endDate: DAYS[DAYS.length - 1],
        location: 'Hall A',
        slotMinutes: SETTINGS.slot_minutes,
        dayStart: SETTINGS.day_start,
        dailyMeetLimit: SLOTS,
        maxMeetingsPerDay: 10,
        status: 'active',
        createdBy: adminId,
        categories: CATEGORIES,
      },
    ])
    .returning({ id: projects.id });
  await insertChunked(
    [
      ...buyerIds.map((userId) => ({ userId, role: 'buyer' as const })),
      ...sellerIds.map((userId) => ({ userId, role: 'seller' as const })),
      ...interpreterIds.map((userId) => ({ userId, role: 'interpreter' as const })),
    ],
    (chunk) => db.insert(projectParticipants).values(chunk.map((p) => ({ ...p, projectId: project.id }))),
  );
  // A fifth of this year's people came last year too.
  await insertChunked(
    [
      ...buyerIds.filter((_, b) => b % 5 === 0).map((userId) => ({ userId, role: 'buyer' as const })),
      ...sellerIds.filter((_, s) => s % 5 === 0).map((userId) => ({ userId, role: 'seller' as const })),
    ],
    (chunk) => db.insert(projectParticipants).values(chunk.map((p) => ({ ...p, projectId: earlier.id }))),
  );
  // Last year: buyer b (a multiple of 5) met sellers b + 5 and b + 2,505, in slots 1 and 2.
  const earlierMeetings = buyerIds
    .flatMap((buyerId, b) =>
      b % 5 === 0
        ? [5, 2505].map((offset, k) => {
            const slot = slotAt(SETTINGS, k + 1);
            return {
              projectId: earlier.id,
              buyerId,
              sellerId: sellerIds[(b + offset) % SELLERS],
              meetingDate: '2029-06-04',
              startTime: slot.start,
              endTime: slot.end,
              status: 'completed' as const,
              createdBy: adminId,
            };
          })
        : [],
    )
    .filter((m) => m.sellerId !== undefined);
  await insertChunked(earlierMeetings, (chunk) => db.insert(meetings).values(chunk));

  // This year: four meetings per buyer (and per seller) in the slots open to buyers (lunch, slot
  // LUNCH, is closed), none for the people away the whole event.
  const open = DAYS.flatMap((date) =>
    Array.from({ length: SLOTS }, (_, i) => i + 1)
      .filter((n) => n !== LUNCH)
      .map((n) => ({ date, n, ...slotAt(SETTINGS, n) })),
  );
  const awayAll = new Set([...sellerIds.slice(200, 210), ...buyerIds.slice(200, 210)]);
  const busy = new Set<string>();
  const meetingRows: (typeof meetings.$inferInsert)[] = [];
  for (let b = 0; b < BUYERS; b++) {
    MEETING_OFFSETS.forEach((offset, k) => {
      const slot = open[k * 11 + (b % 11)];
      const sellerId = sellerIds[(b + offset) % SELLERS];
      if (awayAll.has(buyerIds[b]) || awayAll.has(sellerId)) return;
      busy.add(`${sellerId} ${slot.date} ${slot.n}`);
      meetingRows.push({
        projectId: project.id,
        buyerId: buyerIds[b],
        sellerId,
        meetingDate: slot.date,
        startTime: slot.start,
        endTime: slot.end,
        status: (b + k) % 3 === 0 ? 'confirmed' : 'scheduled',
        createdBy: adminId,
      });
    });
  }
  await insertChunked(meetingRows, (chunk) => db.insert(meetings).values(chunk), { db, table: 'meetings' });

  // Wish lists of both sides.
  const wishes = [
    ...buyerIds.flatMap((userId, b) =>
      BUYER_WISH_OFFSETS.map((offset, k) => ({
        userId,
        targetId: sellerIds[(b + offset) % SELLERS],
        priority: k < 2 ? ('must' as const) : ('like' as const),
      })),
    ),
    ...sellerIds.flatMap((userId, s) =>
      SELLER_WISH_OFFSETS.map((offset) => ({
        userId,
        targetId: buyerIds[(s - offset + BUYERS) % BUYERS],
        priority: 'like' as const,
      })),
    ),
  ];
  await insertChunked(wishes, (chunk) =>
    db.insert(meetingWishes).values(chunk.map((w) => ({ ...w, projectId: project.id }))),
  );

  // Requests: two pending and one declined from every buyer, one pending from every seller.
  const request = (requesterId: string, targetId: string, requesterRole: 'buyer' | 'seller') => ({
    projectId: project.id,
    requesterId,
    requesterRole,
    targetId,
    targetRole: requesterRole === 'buyer' ? ('seller' as const) : ('buyer' as const),
    preferredDate: DAYS[1],
    preferredTimeStart: '14:00',
    preferredTimeEnd: '14:30',
    purpose: 'Samples and prices',
  });
  const requests = [
    ...buyerIds.flatMap((id, b) => [
      ...PENDING_OFFSETS.map((offset) => request(id, sellerIds[(b + offset) % SELLERS], 'buyer')),
      {
        ...request(id, sellerIds[(b + DECLINED_OFFSET) % SELLERS], 'buyer'),
        status: 'rejected' as const,
        declineReason: pickFrom(['not_relevant', 'no_time', 'already_in_contact', 'other']),
        answeredAt: new Date('2030-05-20T10:00:00Z'),
      },
    ]),
    ...sellerIds.map((id, s) => request(id, buyerIds[(s - SELLER_REQUEST_OFFSET + BUYERS) % BUYERS], 'seller')),
  ];
  await insertChunked(requests, (chunk) => db.insert(meetingRequests).values(chunk), {
    db,
    table: 'meeting_requests',
  });

  // "Not interested": a third of the buyers marked two sellers each.
  const dismissals = buyerIds.flatMap((userId, b) =>
    b % 3 === 0 ? [7, 71].map((offset) => ({ userId, targetId: sellerIds[(b + offset) % SELLERS] })) : [],
  );
  await insertChunked(dismissals, (chunk) =>
    db.insert(matchDismissals).values(chunk.map((d) => ({ ...d, projectId: project.id }))),
  );

  // Competitors kept apart: 300 pairs of a buyer's and a seller's company, far from any meeting pair.
  const exclusions = new Map<string, { companyA: string; companyB: string }>();
  for (let q = 0; q < 300; q++) {
    const b = q * 23;
    const x = companyIdOf(people[1 + b])!;
    const y = companyIdOf(people[1 + BUYERS + ((b + 3500) % SELLERS)])!;
    const [companyA, companyB] = x < y ? [x, y] : [y, x];
    exclusions.set(`${companyA}:${companyB}`, { companyA, companyB });
  }
  await db
    .insert(companyExclusions)
    .values([...exclusions.values()].map((e) => ({ ...e, projectId: project.id, createdBy: adminId })));

  // Lunch closed for every buyer each day; one seller in twenty away in the free slots of the last
  // day; ten sellers and ten buyers away the whole event (nobody has a slot in common with them).
  await db
    .insert(blockedTimeSlots)
    .values(DAYS.map((date) => ({ projectId: project.id, date, slotNumber: LUNCH, reason: 'Lunch' })));
  const slotNumbers = Array.from({ length: SLOTS }, (_, i) => i + 1);
  const away = [
    ...sellerIds
      .filter((userId, s) => s % 20 === 0 && !awayAll.has(userId))
      .flatMap((userId) =>
        slotNumbers
          .filter((n) => !busy.has(`${userId} ${DAYS[2]} ${n}`))
          .map((slotNumber) => ({ userId, date: DAYS[2], slotNumber })),
      ),
    ...[...awayAll].flatMap((userId) =>
      DAYS.flatMap((date) => slotNumbers.map((slotNumber) => ({ userId, date, slotNumber }))),
    ),
  ];
  await insertChunked(away, (chunk) =>
    db.insert(unavailableSlots).values(chunk.map((u) => ({ ...u, projectId: project.id }))),
  );

  await db.execute(sql`analyze`);
  return {
    projectId: project.id,
    adminId,
    buyerIds,
    sellerIds,
    participants: buyerIds.length + sellerIds.length + interpreterIds.length,
    counts: {
      companies: companyRows.length,
      meetings: meetingRows.length,
      earlierMeetings: earlierMeetings.length,
      wishes: wishes.length,
      requests: requests.length,
      dismissals: dismissals.length,
      exclusions: exclusions.size,
      unavailableSlots: away.length,
    },
  };
}
