// The demo event (docs/product.md#demo-mode), written on the first start of an empty database in demo mode.
// Everything is placed around the venue's today, so the active exhibition is running whenever
// someone opens the demo; the static content lives in demo-data.ts.
import { and, eq, sql } from 'drizzle-orm';
import { bulkTableNames } from '../../core/rules/tables.ts';
import { addDays, todayIn } from '../../core/rules/time.ts';
import type { Db } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import {
  ACTIVE_PROJECT,
  DEMO_FIXED_TABLES,
  DEMO_MEETINGS,
  DEMO_RATES,
  DEMO_REQUESTS,
  DEMO_TABLES,
  DEMO_WISHES,
  DRAFT_PARTICIPANTS,
  DRAFT_PROJECT,
} from './demo-data.ts';
import {
  DAILY_MEET_LIMIT,
  DAY_START,
  lookup,
  type MeetingsByPair,
  meetingOf,
  type Person,
  pairKey,
  preferred,
  type Seed,
  SLOT_MINUTES,
  slotTimes,
  TIME_ZONE,
} from './demo-kit.ts';
import { writeCheckIns, writeDeals, writeFeedback } from './demo-outcomes.ts';
import { DEMO_CATEGORIES, DEMO_PEOPLE, type DemoCompany } from './demo-people.ts';
import { writeVenue } from './demo-venue.ts';
import {
  companies,
  currencyRates,
  meetingRequests,
  meetings,
  meetingTables,
  meetingWishes,
  profiles,
  projectParticipants,
  projects,
  users,
} from './schema.ts';

/** Everyone's email is key@ this domain, so the demo-login buttons' accounts are the data's 'admin', 'buyer'... */
const DEMO_DOMAIN = DEMO_ACCOUNTS[0].email.split('@')[1];
/** Key of the advisory lock that makes concurrent first starts seed once. */
const SEED_LOCK = 727_001;

/**
 * Seeds the demo event when the database has no users; true when it did. All or nothing. The
 * password hash comes from the caller (server/auth/password.ts): the database layer knows no auth.
 */
export async function seedDemoIfEmpty(db: Db, hashPassword: (password: string) => Promise<string>): Promise<boolean> {
  if (await hasUsers(db)) return false;
  // One hash for every account: they share the published demo password, and scrypt costs ~50 ms a call.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Two servers starting on one empty database: the second waits here, then finds the users and stops.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return false;
    await writeDemo(tx, passwordHash, todayIn(TIME_ZONE));
    return true;
  });
}

async function hasUsers(db: Db) {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

async function writeDemo(db: Db, passwordHash: string, today: string) {
  const start = addDays(today, -1);
  const people = await writePeople(db, passwordHash);
  const adminId = lookup(people, 'admin').id;
  await db
    .insert(currencyRates)
    .values(Object.entries(DEMO_RATES).map(([currency, usdRate]) => ({ currency, usdRate })));
  const seed: Seed = { db, start, adminId, people, ...(await writeProjects(db, start, adminId)) };
  await writeParticipants(seed);
  const byPair = await writeMeetings(seed, await writeTables(seed));
  await writeRequests(seed, byPair);
  await writeWishes(seed);
  await writeDeals(seed, byPair);
  await writeCheckIns(seed, byPair);
  await writeFeedback(seed, byPair);
  await writeVenue(seed, byPair);
}

/** Users, their companies and profiles: what createAccount writes, in three statements for all. */
async function writePeople(db: Db, passwordHash: string): Promise<Map<string, Person>> {
  const emailOf = (key: string) => `${key}@${DEMO_DOMAIN}`;
  const userRows = await db
    .insert(users)
    .values(DEMO_PEOPLE.map((p) => ({ email: emailOf(p.key), passwordHash })))
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(userRows.map((u) => [u.email, u.id]));

  // One companies row per buyer or seller company, as companyIdFor links them at sign-up.
  const withCompany = DEMO_PEOPLE.filter((p) => p.company);
  const companyRows = await db
    .insert(companies)
    .values(
      withCompany.map(({ role, country, phone, company: c }) => ({
        name: c!.name,
        type: role as 'buyer' | 'seller',
        industry: c!.industry,
        country,
        email: c!.email,
        phone,
      })),
    )
    .returning({ id: companies.id, name: companies.name });
  const companyIds = new Map(companyRows.map((c) => [c.name, c.id]));

  const people = new Map<string, Person>();
  const profileRows = DEMO_PEOPLE.map((p) => {
    const id = userIds.get(emailOf(p.key))!;
    const companyId = p.company ? companyIds.get(p.company.name)! : null;
    people.set(p.key, { id, role: p.role, companyId });
    return {
      id,
      email: emailOf(p.key),
      role: p.role,
      fullName: p.fullName,
      phone: p.phone,
      country: p.country,
      languages: p.languages,
      companyName: p.company?.name ?? '',
      companyId,
      ...(p.company ? companyColumns(p.company) : {}),
    };
  });
  await db.insert(profiles).values(profileRows);
  return people;
}

/** The company fields of a buyer or seller profile. */
function companyColumns(c: DemoCompany) {
  return {
    brandName: c.brand,
    website: `https://${c.email.split('@')[1]}`,
    ceoName: c.ceo,
    address: c.address,
    establishmentDate: c.established,
    annualRevenue: c.revenue.amount,
    annualRevenueCurrency: c.revenue.currency,
    hasExportExperience: c.revenue.export !== null,
    exportAnnualRevenue: c.revenue.export,
    exportAnnualRevenueCurrency: c.revenue.currency,
    productCategories: c.categories,
    markets: c.markets,
    lookingFor: c.lookingFor,
    industryType: c.industryType,
    industry: c.industry,
    companyIntroduction: c.intro,
    brandIntroduction: c.brandIntro,
    companyDescription: c.description,
  };
}

async function writeProjects(db: Db, start: string, adminId: string) {
  const draftStart = addDays(start, DRAFT_PROJECT.startsAfterDays);
  const row = (p: typeof ACTIVE_PROJECT, startDate: string, status: 'active' | 'draft') => ({
    name: `${p.name} ${startDate.slice(0, 4)}`,
    description: p.description,
    location: p.location,
    startDate,
    endDate: addDays(startDate, 2),
    status,
    dailyMeetLimit: DAILY_MEET_LIMIT,
    slotMinutes: SLOT_MINUTES,
    dayStart: DAY_START,
    timeZone: TIME_ZONE,
    categories: DEMO_CATEGORIES,
    createdBy: adminId,
  });
  const [active, draft] = await db
    .insert(projects)
    .values([row(ACTIVE_PROJECT, start, 'active'), row(DRAFT_PROJECT, draftStart, 'draft')])
    .returning();
  return { active: { id: active.id, location: active.location }, draft: { id: draft.id, start: draftStart } };
}

/** Everyone but the admin takes part in the active exhibition; a few have signed up for the draft one. */
async function writeParticipants({ db, people, active, draft }: Seed) {
  const row = (projectId: string, key: string) => {
    const { id, role } = lookup(people, key);
    return { projectId, userId: id, role, status: 'confirmed' };
  };
  const everyone = DEMO_PEOPLE.filter((p) => p.role !== 'admin').map((p) => row(active.id, p.key));
  await db.insert(projectParticipants).values([...everyone, ...DRAFT_PARTICIPANTS.map((k) => row(draft.id, k))]);
}

/** The active project's tables, and each seller's fixed one: the table each demo meeting sits at. */
async function writeTables({ db, people, active }: Seed) {
  const names = bulkTableNames(DEMO_TABLES.prefix, 1, DEMO_TABLES.count);
  const rows = await db
    .insert(meetingTables)
    .values(names.map((name, i) => ({ projectId: active.id, name, position: i + 1 })))
    .returning();
  const idOf = new Map(rows.map((t) => [t.name, t.id]));
  for (const [seller, table] of Object.entries(DEMO_FIXED_TABLES)) {
    await db
      .update(projectParticipants)
      .set({ tableId: idOf.get(table) })
      .where(
        and(eq(projectParticipants.projectId, active.id), eq(projectParticipants.userId, lookup(people, seller).id)),
      );
  }
  const fixed = new Set(Object.values(DEMO_FIXED_TABLES));
  const pool = names.filter((n) => !fixed.has(n));
  const taken = new Set<string>();
  // As the rule places them: the seller's fixed table, else the first free pool table of the slot.
  return DEMO_MEETINGS.map((m) => {
    const name = DEMO_FIXED_TABLES[m.seller] ?? pool.find((n) => !taken.has(`${m.day}/${m.slot}/${n}`));
    if (m.status !== 'cancelled') taken.add(`${m.day}/${m.slot}/${name}`);
    return name ? (idOf.get(name) ?? null) : null;
  });
}

async function writeMeetings(
  { db, start, adminId, people, active }: Seed,
  tables: (string | null)[],
): Promise<MeetingsByPair> {
  const rows = await db
    .insert(meetings)
    .values(
      DEMO_MEETINGS.map((m, i) => ({
        projectId: active.id,
        buyerId: lookup(people, m.buyer).id,
        sellerId: lookup(people, m.seller).id,
        interpreterId: m.interpreter ? lookup(people, m.interpreter).id : null,
        meetingDate: addDays(start, m.day),
        ...slotTimes(m.slot),
        location: active.location,
        tableId: tables[i],
        status: m.status,
        // Demo no-shows: the buyer stayed away (a no-show always names who did).
        absence: m.status === 'no_show' ? 'buyer' : null,
        createdBy: adminId,
      })),
    )
    .returning();
  return new Map(rows.filter((m) => m.status !== 'cancelled').map((m) => [pairKey(m.buyerId, m.sellerId), m]));
}

async function writeRequests({ db, start, people, active }: Seed, byPair: MeetingsByPair) {
  const rows = DEMO_REQUESTS.map((r) => {
    const from = lookup(people, r.from);
    const to = lookup(people, r.to);
    const [buyer, seller] = from.role === 'buyer' ? [from, to] : [to, from];
    const meeting = r.status === 'approved' ? meetingOf(byPair, buyer.id, seller.id) : null;
    if (!meeting && !r.when) throw new Error(`demo request ${r.from} -> ${r.to} needs a time`);
    const when = meeting
      ? { preferredDate: meeting.meetingDate, preferredTimeStart: meeting.startTime, preferredTimeEnd: meeting.endTime }
      : preferred(start, r.when!.day, r.when!.slot);
    return {
      projectId: active.id,
      requesterId: from.id,
      requesterRole: from.role,
      targetId: to.id,
      targetRole: to.role,
      ...when,
      location: active.location,
      purpose: r.purpose,
      status: r.status,
      rejectionReason: r.reason ?? null,
      meetingId: meeting?.id ?? null,
    };
  });
  await db.insert(meetingRequests).values(rows);
}

/** Who wants to meet whom in the active exhibition, for the admin's Auto-schedule. */
async function writeWishes({ db, people, active }: Seed) {
  await db.insert(meetingWishes).values(
    DEMO_WISHES.map((w) => ({
      projectId: active.id,
      userId: lookup(people, w.from).id,
      targetId: lookup(people, w.to).id,
      priority: w.priority,
    })),
  );
}
