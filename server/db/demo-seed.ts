// The demo event (docs/product.md#demo-mode), written on the first start of an empty database in demo mode.
// Everything is placed around the venue's today, so the active exhibition is running whenever
// someone opens the demo; the static content lives in demo-data.ts.
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '../../core/roles.ts';
import { type SlotSettings, slotAt } from '../../core/rules/slots.ts';
import { bulkTableNames } from '../../core/rules/tables.ts';
import { addDays, todayIn } from '../../core/rules/time.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../auth/demo.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from './client.ts';
import {
  ACTIVE_PROJECT,
  DEMO_ASSIGNMENTS,
  DEMO_BLOCKED_SLOTS,
  DEMO_CONTRACTS,
  DEMO_FIXED_TABLES,
  DEMO_INTERPRETER_NOTES,
  DEMO_MEETINGS,
  DEMO_RATES,
  DEMO_REQUESTS,
  DEMO_TABLES,
  DEMO_TRANSACTIONS,
  DEMO_TRAVEL,
  DEMO_WISHES,
  DRAFT_PARTICIPANTS,
  DRAFT_PROJECT,
  type Moment,
} from './demo-data.ts';
import { DEMO_PEOPLE, type DemoCompany } from './demo-people.ts';
import {
  blockedTimeSlots,
  companies,
  contracts,
  currencyRates,
  interpreterNotes,
  meetingRequests,
  meetings,
  meetingTables,
  meetingWishes,
  notifications,
  profiles,
  projectParticipants,
  projects,
  transactions,
  travelInfo,
  users,
  volunteerAssignments,
} from './schema.ts';

// The venue: Seoul has no daylight saving, so its offset is fixed.
const TIME_ZONE = 'Asia/Seoul';
const UTC_OFFSET = '+09:00';
const DAY_START = '09:00';
const SLOT_MINUTES = 60;
const DAILY_MEET_LIMIT = 8;
/** Everyone's email is key@ this domain, so the demo-login buttons' accounts are the data's 'admin', 'buyer'... */
const DEMO_DOMAIN = DEMO_ACCOUNTS[0].email.split('@')[1];
/** Key of the advisory lock that makes concurrent first starts seed once. */
const SEED_LOCK = 727_001;

interface Person {
  id: string;
  role: Role;
  companyId: string | null;
}
type Meeting = typeof meetings.$inferSelect;
/** The meetings that still count, by buyer and seller: a pair has at most one (meetings_buyer_seller_once). */
type MeetingsByPair = Map<string, Meeting>;

/** What the writers below share: the first day, the people by key and the two projects. */
interface Seed {
  db: Db;
  start: string;
  adminId: string;
  people: Map<string, Person>;
  active: { id: string; location: string };
  draft: { id: string; start: string };
}

/** Seeds the demo event when the database has no users; true when it did. All or nothing. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
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

/** Transactions and contracts between the buyers' and sellers' companies. */
async function writeDeals({ db, start, adminId, people, active }: Seed, byPair: MeetingsByPair) {
  await db.insert(transactions).values(
    DEMO_TRANSACTIONS.map((t) => {
      const buyer = lookup(people, t.buyer);
      const seller = lookup(people, t.seller);
      return {
        meetingId: byPair.get(pairKey(buyer.id, seller.id))?.id ?? null,
        projectId: active.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        productService: t.product,
        quantity: t.quantity,
        estimatedValue: t.value,
        currency: t.currency,
        status: t.status,
        registeredBy: buyer.id,
      };
    }),
  );
  const signed = new Set(['signed', 'active', 'completed']);
  await db.insert(contracts).values(
    DEMO_CONTRACTS.map((c) => {
      const buyer = lookup(people, c.buyer);
      const seller = lookup(people, c.seller);
      const contractDate = addDays(start, c.day);
      return {
        contractNumber: `CON-${contractDate.slice(0, 4)}-${String(c.number).padStart(4, '0')}`,
        title: c.title,
        type: c.type,
        buyerCompany: buyer.companyId!,
        sellerCompany: seller.companyId!,
        buyerId: buyer.id,
        sellerId: seller.id,
        // A contract dated before the exhibition came from an earlier one.
        projectId: c.day >= 0 ? active.id : null,
        productService: c.product,
        quantity: c.quantity === null ? '' : String(c.quantity),
        unitPrice: c.unitPrice,
        totalAmount: Math.round((c.quantity ?? 0) * c.unitPrice * 100) / 100,
        currency: c.currency,
        contractDate,
        deliveryDate: c.quantity === null ? null : addDays(contractDate, 60),
        signedDate: signed.has(c.status) ? contractDate : null,
        expiryDate: addDays(contractDate, 365),
        paymentTerms: c.payment,
        status: c.status,
        createdBy: adminId,
      };
    }),
  );
}

/** What happens around the meetings: blocked slots, travel, volunteer tasks, notes and notifications. */
async function writeVenue({ db, start, adminId, people, active, draft }: Seed, byPair: MeetingsByPair) {
  await db.insert(blockedTimeSlots).values(
    DEMO_BLOCKED_SLOTS.map((b) => ({
      projectId: active.id,
      buyerId: b.buyer ? lookup(people, b.buyer).id : null,
      date: addDays(start, b.day),
      slotNumber: b.slot,
      reason: b.reason,
      createdBy: adminId,
    })),
  );
  await db.insert(travelInfo).values(
    DEMO_TRAVEL.map((t) => {
      const [projectId, projectStart] = t.project === 'active' ? [active.id, start] : [draft.id, draft.start];
      return {
        userId: lookup(people, t.user).id,
        projectId,
        flightNo: t.flight?.no ?? '',
        arrivalTime: t.flight ? venueMoment(projectStart, t.flight.arrive) : null,
        departureTime: t.flight ? venueMoment(projectStart, t.flight.depart) : null,
        hotelName: t.hotel,
        hotelAddress: t.hotelAddress,
        notes: t.notes,
      };
    }),
  );
  await db.insert(volunteerAssignments).values(
    DEMO_ASSIGNMENTS.map((a) => ({
      volunteerId: lookup(people, a.volunteer).id,
      projectId: active.id,
      taskType: a.taskType,
      taskDescription: a.description,
      assignedDate: addDays(start, a.day),
      startTime: `${a.start}:00`,
      endTime: `${a.end}:00`,
      status: a.status,
    })),
  );
  await db.insert(interpreterNotes).values(
    DEMO_INTERPRETER_NOTES.map(({ buyer, seller, ...note }) => {
      const meeting = meetingOf(byPair, lookup(people, buyer).id, lookup(people, seller).id);
      return { meetingId: meeting.id, interpreterId: meeting.interpreterId!, ...note };
    }),
  );
  // Title and message are i18n keys, so each reader sees the welcome in their own language.
  await db.insert(notifications).values(
    ['buyer', 'seller', 'interpreter'].map((key) => ({
      userId: lookup(people, key).id,
      type: 'info' as const,
      titleKey: 'notifications.welcome.title',
      messageKey: 'notifications.welcome.message',
      params: { name: DEMO_PEOPLE.find((p) => p.key === key)!.fullName },
      link: '/meetings',
    })),
  );
}

// --- Small helpers ---

/** The person of a data key; a typo in demo-data.ts fails the seed loudly instead of writing half a demo. */
function lookup(people: Map<string, Person>, key: string): Person {
  const person = people.get(key);
  if (!person) throw new Error(`demo data names unknown person '${key}'`);
  return person;
}

const pairKey = (buyerId: string, sellerId: string) => `${buyerId}|${sellerId}`;

function meetingOf(byPair: MeetingsByPair, buyerId: string, sellerId: string): Meeting {
  const meeting = byPair.get(pairKey(buyerId, sellerId));
  if (!meeting) throw new Error('demo data refers to a meeting that is not planned');
  return meeting;
}

/** The demo project's slot grid. */
const SLOTS: SlotSettings = { day_start: DAY_START, slot_minutes: SLOT_MINUTES, daily_meet_limit: DAILY_MEET_LIMIT };

/** Slot n's start and end as the database's times. */
function slotTimes(slot: number) {
  const { start, end } = slotAt(SLOTS, slot);
  return { startTime: `${start}:00`, endTime: `${end}:00` };
}

function preferred(start: string, day: number, slot: number) {
  const { startTime, endTime } = slotTimes(slot);
  return { preferredDate: addDays(start, day), preferredTimeStart: startTime, preferredTimeEnd: endTime };
}

/** A venue wall-clock moment as an instant. */
const venueMoment = (projectStart: string, m: Moment) =>
  new Date(`${addDays(projectStart, m.day)}T${m.time}:00${UTC_OFFSET}`);
