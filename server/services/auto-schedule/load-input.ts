// What the scheduler plans over, read from the database: the project's days and slots,
// its confirmed buyers, sellers and interpreters with their languages, the wishes merged per pair
// (both sides' wishes plus pending requests, see pairWeight), the meetings that already hold people
// or pairs, the closed slots, everyone's unavailable slots (docs/rules.md#availability) and the
// tables (docs/rules.md#tables). A fingerprint of it all tells whether the grid changed later.
import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { overlappedSlots, type SlotSettings, slotsOfDay } from '../../../core/rules/slots.ts';
import { datesBetween, instantToZoned } from '../../../core/rules/time.ts';
import type { ExistingMeeting, SchedulerInput, SlotRef } from '../../../core/scheduler/types.ts';
import { pairWeight, type SideWish } from '../../../core/scheduler/weights.ts';
import type { Db } from '../../db/client.ts';
import type { projects } from '../../db/schema.ts';
import {
  blockedTimeSlots,
  companyExclusions,
  meetingRequests,
  meetings,
  meetingWishes,
  profiles,
  projectParticipants,
} from '../../db/schema.ts';
import { loadUnavailability, type MeetingRole } from '../../queries/availability.ts';
import { loadTableLayout } from '../../queries/meeting-tables.ts';
import { activeParticipant } from '../../queries/participants.ts';
import { loadAsks } from '../../queries/plan-constraints.ts';

type ProjectRow = typeof projects.$inferSelect;
/** The fairness limit of compact days when the admin names none. */
export const DEFAULT_MAX_BREAKS = 2;
export type Person = { id: string; full_name: string; company_name: string };

export interface PlanState {
  input: SchedulerInput;
  /** A hash of everything the plan depends on: equal fingerprints plan the same. */
  fingerprint: string;
  /** Everyone the plan may name, by id. */
  people: Map<string, Person>;
  settings: SlotSettings;
  /** The project's tables, for choosing each planned meeting's table (tables.ts). */
  tables: TableState;
}

export interface TableState {
  /** Every table, in the order the rule tries them (position, then name). */
  list: { id: string; name: string }[];
  /** A seller's fixed table, by seller id. */
  fixedOf: Map<string, string>;
  /** Tables held by kept meetings of this project, by `date|slot`. */
  takenAt: Map<string, Set<string>>;
}

/** Active, confirmed participants of the project in the three roles that meet, with their languages. */
async function participants(db: Db, projectId: string) {
  return db
    .select({
      id: profiles.id,
      full_name: profiles.fullName,
      company_name: profiles.companyName,
      role: projectParticipants.role,
      languages: profiles.languages,
      // The company as the database's pair rules see it (docs/rules.md#request-hygiene).
      company_key: sql<string | null>`person_company_key(${profiles.id})`,
      company_id: profiles.companyId,
    })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(
        eq(projectParticipants.projectId, projectId),
        inArray(projectParticipants.role, ['buyer', 'seller', 'interpreter']),
        activeParticipant,
      ),
    );
}

/** How the admin asked to plan. */
export interface PlanOptions {
  /** Fairness of compact days (default 2). */
  maxBreaksPerPerson?: number;
}

/** Reads the plan's input for `project` as of `now` (slots that have begun are closed). */
export async function loadPlanState(
  db: Db,
  project: ProjectRow,
  now: Date,
  options: PlanOptions = {},
): Promise<PlanState> {
  const settings: SlotSettings = {
    day_start: project.dayStart,
    slot_minutes: project.slotMinutes,
    daily_meet_limit: project.dailyMeetLimit,
  };
  const dates = datesBetween(project.startDate, project.endDate);
  const people = await participants(db, project.id);
  const ids = (role: string) =>
    people
      .filter((p) => p.role === role)
      .map((p) => p.id)
      .sort();
  const [buyers, sellers, interpreters] = [ids('buyer'), ids('seller'), ids('interpreter')];
  const everyone = [...buyers, ...sellers, ...interpreters];

  // One read after another: apply passes its transaction here, and a transaction is one connection,
  // which cannot run statements side by side (node-postgres only queues them, and pg 9 refuses).
  const wishes = await db.select().from(meetingWishes).where(eq(meetingWishes.projectId, project.id));
  const requests = await db
    .select({ from: meetingRequests.requesterId, to: meetingRequests.targetId })
    .from(meetingRequests)
    .where(and(eq(meetingRequests.projectId, project.id), eq(meetingRequests.status, 'pending')));
  const held = everyone.length
    ? await db
        .select()
        .from(meetings)
        .where(
          and(
            ne(meetings.status, 'cancelled'),
            gte(meetings.meetingDate, project.startDate),
            lte(meetings.meetingDate, project.endDate),
            or(
              inArray(meetings.buyerId, everyone),
              inArray(meetings.sellerId, everyone),
              inArray(meetings.interpreterId, everyone),
            ),
          ),
        )
    : [];
  const blocks = await db.select().from(blockedTimeSlots).where(eq(blockedTimeSlots.projectId, project.id));
  const exclusions = await db
    .select({ a: companyExclusions.companyA, b: companyExclusions.companyB })
    .from(companyExclusions)
    .where(eq(companyExclusions.projectId, project.id));
  const layout = await loadTableLayout(db, project.id);
  const asks = await loadAsks(db, project.id, settings);
  // Own marks and travel; the organiser's blocks come as `blocked` below (they are no one's absence).
  const away = await loadUnavailability(
    db,
    project,
    people.map((p) => ({ id: p.id, role: p.role as MeetingRole })),
  );

  // Meetings hold their people in every slot of this project they overlap, in any project; only
  // this project's meetings mark their pair as met (the pair rule is per project).
  const existing: ExistingMeeting[] = [];
  const met = new Set<string>();
  const takenAt = new Map<string, Set<string>>();
  // A seller whose fixed table holds someone else's kept meeting cannot meet in that slot.
  const tableHeld: (SlotRef & { personId: string })[] = [];
  for (const m of held) {
    const otherProject = m.projectId !== project.id;
    if (!otherProject) met.add(`${m.buyerId}|${m.sellerId}`);
    for (const slot of overlappedSlots(settings, m.startTime, m.endTime)) {
      if (!otherProject && m.tableId) {
        const at = `${m.meetingDate}|${slot}`;
        if (!takenAt.has(at)) takenAt.set(at, new Set());
        takenAt.get(at)!.add(m.tableId);
        const owner = layout.ownerOf.get(m.tableId);
        if (owner && owner !== m.sellerId) tableHeld.push({ personId: owner, date: m.meetingDate, slot });
      }
      existing.push({
        date: m.meetingDate,
        slot,
        buyerId: m.buyerId,
        sellerId: m.sellerId,
        interpreterId: m.interpreterId,
        ...(otherProject ? { otherProject: true } : {}),
      });
    }
  }

  const tables: TableState = {
    list: layout.list,
    fixedOf: layout.fixedOf,
    takenAt,
  };
  const unavailable = away
    .entries()
    .filter((u) => u.why !== 'blocked')
    .map((u) => ({ personId: u.personId, date: u.date, slot: u.slot }));
  unavailable.push(...tableHeld);

  const merged = mergeWishes(buyers, sellers, wishes, requests, met);
  // Fixed pairs too: a fixed meeting of two who may never meet is a reason there is no plan.
  const apart = apartPairs([...merged, ...asks.fixed], people, exclusions);
  const input: SchedulerInput = {
    dates,
    slotsPerDay: project.dailyMeetLimit,
    ...(project.maxMeetingsPerDay === null ? {} : { projectDailyLimit: project.maxMeetingsPerDay }),
    buyers,
    sellers,
    wishes: merged,
    ...(apart.length ? { apart } : {}),
    existing: existing.sort(byJson),
    blocked: [
      ...blocks.map((b) => ({ date: b.date, slot: b.slotNumber, buyerId: b.buyerId })),
      ...begunSlots(project, settings, dates, now),
    ].sort(byJson),
    ...(unavailable.length ? { unavailable: unavailable.sort(byJson) } : {}),
    ...(tables.list.length ? { tables: tableInput(tables, sellers) } : {}),
    ...(asks.fixed.length ? { fixed: asks.fixed } : {}),
    ...(asks.precedences.length ? { precedences: asks.precedences } : {}),
    languages: Object.fromEntries(
      people
        .filter((p) => p.role !== 'interpreter')
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((p) => [p.id, p.languages]),
    ),
    interpreters: people
      .filter((p) => p.role === 'interpreter')
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((p) => ({ id: p.id, languages: p.languages })),
    // Part of the input, so of the fingerprint: a plan made with another limit is another plan.
    maxBreaksPerPerson: options.maxBreaksPerPerson ?? DEFAULT_MAX_BREAKS,
  };
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([settings, project.status, input, tables.list, [...tables.fixedOf].sort()]))
    .digest('base64url');
  const names = new Map(people.map((p) => [p.id, { id: p.id, full_name: p.full_name, company_name: p.company_name }]));
  return { input, fingerprint, people: names, settings, tables };
}

/** The planner's view of the tables: the pool's size, who has a table of their own, the pool taken per slot. */
function tableInput(tables: TableState, sellers: string[]): NonNullable<SchedulerInput['tables']> {
  const fixedIds = new Set(tables.fixedOf.values());
  const poolTaken: (SlotRef & { count: number })[] = [];
  for (const [at, ids] of tables.takenAt) {
    const count = [...ids].filter((id) => !fixedIds.has(id)).length;
    const [date, slot] = at.split('|');
    if (count) poolTaken.push({ date, slot: Number(slot), count });
  }
  return {
    pool: tables.list.filter((t) => !fixedIds.has(t.id)).length,
    fixedSellers: sellers.filter((id) => tables.fixedOf.has(id)),
    poolTaken: poolTaken.sort(byJson),
  };
}

/** Every slot that has already begun at the venue, closed for every buyer: nobody plans the past. */
function begunSlots(project: ProjectRow, settings: SlotSettings, dates: string[], now: Date) {
  const at = instantToZoned(now, project.timeZone);
  const closed: (SlotRef & { buyerId: null })[] = [];
  for (const date of dates) {
    for (const slot of slotsOfDay(settings)) {
      if (`${date}T${slot.start}` <= at) closed.push({ date, slot: slot.number, buyerId: null });
    }
  }
  return closed;
}

/**
 * The wished pairs that must never meet, as the database's trigger judges them: one company (the
 * same company key), or two companies the organiser keeps apart in the project.
 */
function apartPairs(
  wishes: { buyerId: string; sellerId: string }[],
  people: { id: string; company_key: string | null; company_id: string | null }[],
  exclusions: { a: string; b: string }[],
): NonNullable<SchedulerInput['apart']> {
  const of = new Map(people.map((p) => [p.id, p]));
  const excluded = new Set(exclusions.flatMap((x) => [`${x.a}|${x.b}`, `${x.b}|${x.a}`]));
  return wishes.flatMap(({ buyerId, sellerId }): NonNullable<SchedulerInput['apart']> => {
    const [b, s] = [of.get(buyerId), of.get(sellerId)];
    if (!b || !s) return [];
    if (b.company_key !== null && b.company_key === s.company_key) {
      return [{ buyerId, sellerId, reason: 'same_company' as const }];
    }
    if (b.company_id && s.company_id && excluded.has(`${b.company_id}|${s.company_id}`)) {
      return [{ buyerId, sellerId, reason: 'excluded_pair' as const }];
    }
    return [];
  });
}

/** One weighted wish per buyer-seller pair that has not met: both sides' wishes plus pending requests. */
function mergeWishes(
  buyers: string[],
  sellers: string[],
  wishes: { userId: string; targetId: string; priority: 'must' | 'like' }[],
  requests: { from: string; to: string }[],
  met: Set<string>,
) {
  const isBuyer = new Set(buyers);
  const isSeller = new Set(sellers);
  const pairs = new Map<string, { buyer: SideWish; seller: SideWish }>();
  const side = (from: string, to: string) => {
    const [buyerId, sellerId, who] =
      isBuyer.has(from) && isSeller.has(to)
        ? [from, to, 'buyer' as const]
        : isSeller.has(from) && isBuyer.has(to)
          ? [to, from, 'seller' as const]
          : [];
    if (!buyerId || !sellerId || !who) return undefined;
    const key = `${buyerId}|${sellerId}`;
    if (met.has(key)) return undefined;
    const pair = pairs.get(key) ?? { buyer: {}, seller: {} };
    pairs.set(key, pair);
    return pair[who];
  };
  for (const w of wishes) {
    const s = side(w.userId, w.targetId);
    if (s) s.priority = w.priority;
  }
  for (const r of requests) {
    const s = side(r.from, r.to);
    if (s) s.requested = true;
  }
  return [...pairs.entries()]
    .map(([key, pair]) => {
      const [buyerId, sellerId] = key.split('|');
      return { buyerId, sellerId, weight: pairWeight(pair.buyer, pair.seller) };
    })
    .filter((w) => w.weight > 0)
    .sort((a, b) => a.buyerId.localeCompare(b.buyerId) || a.sellerId.localeCompare(b.sellerId));
}

const byJson = (a: object, b: object) => JSON.stringify(a).localeCompare(JSON.stringify(b));
