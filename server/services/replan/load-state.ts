// What a re-plan for fewer breaks works on (docs/rules.md#re-planning-for-fewer-breaks), read from the
// database: the project's live meetings of the chosen days, everyone's availability (own marks,
// travel, the organiser's blocks, meetings elsewhere), each meeting's morning or afternoon from the
// request it came from, the slots that have begun and the tables. A fingerprint of it all tells
// apply whether anything changed since the preview.
import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { fixedSlots, keepWhy } from '../../../core/replan/plan.ts';
import type { ReplanInput, ReplanMeeting } from '../../../core/replan/types.ts';
import { halfDaySlots } from '../../../core/rules/availability.ts';
import { MEETING_STATUS, UPCOMING_MEETING_STATUSES } from '../../../core/rules/meetings.ts';
import { overlappedSlots, type SlotSettings, slotNumberOf, slotsOfDay } from '../../../core/rules/slots.ts';
import { datesBetween, hhmm, instantToZoned, toMinutes } from '../../../core/rules/time.ts';
import type { Db } from '../../db/client.ts';
import { companyExclusions, meetingRequests, meetings, profiles, type projects } from '../../db/schema.ts';
import { statusIn, statusIsNot } from '../../db/sql-lists.ts';
import { badRequest } from '../../errors.ts';
import { loadUnavailability, type Person, slotSettingsOf } from '../../queries/availability.ts';
import { loadTableLayout } from '../../queries/meeting-tables.ts';
import { loadAsks } from '../../queries/plan-constraints.ts';
import type { TableState } from '../auto-schedule/load-input.ts';

type ProjectRow = typeof projects.$inferSelect;
type MeetingRow = typeof meetings.$inferSelect;
export type PersonView = { id: string; full_name: string; company_name: string };

export interface ReplanState {
  input: ReplanInput;
  fingerprint: string;
  settings: SlotSettings;
  /** The meetings of `input.meetings` as stored, by id. */
  rows: Map<string, MeetingRow>;
  people: Map<string, PersonView>;
  /** Tables, with those held by the meetings that do not move (set by the caller once it knows). */
  tables: TableState;
}

/** How the admin asked: which days (absent: every day of the project) and which meetings stay. */
export interface ReplanChoice {
  dates?: string[];
  keepIds?: string[];
  /** The fairness limit (absent: the planner's default); part of the fingerprint, so apply plans alike. */
  maxBreaksPerPerson?: number;
}

const NOON = 12 * 60;

/** The half of the day a request's preferred window lies wholly in, or null. */
export function halfOfWindow(start: string, end: string): 'morning' | 'afternoon' | null {
  const [from, to] = [toMinutes(hhmm(start)), toMinutes(hhmm(end))];
  if (to < from) return null;
  if (to <= NOON) return 'morning';
  if (from >= NOON) return 'afternoon';
  return null;
}

/** Reads the re-plan's state for `project` as of `now`; throws outside_project for a date it does not have. */
export async function loadReplanState(
  db: Db,
  project: ProjectRow,
  now: Date,
  choice: ReplanChoice,
): Promise<ReplanState> {
  const settings = slotSettingsOf(project);
  const all = datesBetween(project.startDate, project.endDate);
  const dates = choice.dates ? [...new Set(choice.dates)].sort() : all;
  if (dates.some((d) => !all.includes(d))) throw badRequest('outside_project', 'The date is outside the project');
  const keepIds = [...new Set(choice.keepIds ?? [])].sort();

  // One read after another: apply passes its transaction, one connection.
  const live = await db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.projectId, project.id),
        statusIn(meetings.status, UPCOMING_MEETING_STATUSES),
        inArray(meetings.meetingDate, dates),
      ),
    )
    .orderBy(asc(meetings.meetingDate), asc(meetings.startTime), asc(meetings.id));
  const onGrid = live.filter(
    (m) =>
      slotNumberOf(settings, hhmm(m.startTime)) !== null &&
      hhmm(m.endTime) === slotsOfDay(settings)[(slotNumberOf(settings, hhmm(m.startTime)) as number) - 1].end,
  );
  const ids = onGrid.map((m) => m.id);
  const personIds = [...new Set(live.flatMap((m) => [m.buyerId, m.sellerId, m.interpreterId]))].filter(
    (id): id is string => !!id,
  );
  const elsewhere = personIds.length
    ? await db
        .select()
        .from(meetings)
        .where(
          and(
            statusIsNot(meetings.status, MEETING_STATUS.cancelled),
            gte(meetings.meetingDate, dates[0]),
            lte(meetings.meetingDate, dates[dates.length - 1]),
            or(
              inArray(meetings.buyerId, personIds),
              inArray(meetings.sellerId, personIds),
              inArray(meetings.interpreterId, personIds),
            ),
          ),
        )
    : [];
  const requests = ids.length
    ? await db
        .select({
          meetingId: meetingRequests.meetingId,
          start: meetingRequests.preferredTimeStart,
          end: meetingRequests.preferredTimeEnd,
        })
        .from(meetingRequests)
        .where(inArray(meetingRequests.meetingId, ids))
    : [];
  const { list: tableList, fixedOf, ownerOf } = await loadTableLayout(db, project.id);
  const names = personIds.length
    ? await db
        .select({ id: profiles.id, full_name: profiles.fullName, company_name: profiles.companyName })
        .from(profiles)
        .where(inArray(profiles.id, personIds))
    : [];
  const held = await heldByRules(db, project, onGrid, elsewhere);
  const asks = await loadAsks(db, project.id, settings);
  const roles: Person[] = live.flatMap((m) => [
    { id: m.buyerId, role: 'buyer' as const },
    { id: m.sellerId, role: 'seller' as const },
    ...(m.interpreterId ? [{ id: m.interpreterId, role: 'interpreter' as const }] : []),
  ]);
  const away = await loadUnavailability(db, project, roles);

  const inDates = new Set(dates);
  const unavailable = away
    .entries()
    .filter((u) => inDates.has(u.date))
    .map((u) => ({ personId: u.personId, date: u.date, slot: u.slot }));
  // Meetings outside the re-plan (another project's, or off the slot grid) hold their people.
  const gridIds = new Set(ids);
  for (const m of elsewhere) {
    if (gridIds.has(m.id) || !inDates.has(m.meetingDate)) continue;
    for (const slot of overlappedSlots(settings, m.startTime, m.endTime)) {
      for (const p of [m.buyerId, m.sellerId, m.interpreterId]) {
        if (p) unavailable.push({ personId: p, date: m.meetingDate, slot });
      }
    }
  }
  // A seller's fixed table holding someone else's meeting keeps that seller out of its slot.
  for (const m of onGrid) {
    const owner = m.tableId ? ownerOf.get(m.tableId) : undefined;
    if (owner && owner !== m.sellerId) {
      unavailable.push({
        personId: owner,
        date: m.meetingDate,
        slot: slotNumberOf(settings, hhmm(m.startTime)) as number,
      });
    }
  }

  const closed = begunSlots(project, settings, dates, now);
  const halfOf = new Map(requests.map((r) => [r.meetingId as string, halfOfWindow(r.start, r.end)]));
  const fixedIds = new Set(fixedOf.values());
  const keep = new Set(keepIds);
  const closedSet = new Set(closed.map((c) => `${c.date}|${c.slot}`));
  const fixedAt = fixedSlots(asks);
  const list: ReplanMeeting[] = onGrid.map((m) => {
    const base = {
      id: m.id,
      date: m.meetingDate,
      slot: slotNumberOf(settings, hhmm(m.startTime)) as number,
      buyerId: m.buyerId,
      sellerId: m.sellerId,
      interpreterId: m.interpreterId,
      status: m.status as 'scheduled' | 'confirmed',
      half: halfOf.get(m.id) ?? null,
      usesPool: false,
      ...(held.has(m.id) ? { held: true } : {}),
    };
    const atPool = !!m.tableId && !fixedIds.has(m.tableId);
    // One that stays holds the table it sits at; one that may move takes its seller's table, or the
    // pool's (counted for the pool too while it sits at a pool table: it may keep its seat).
    base.usesPool = keepWhy(base, keep, closedSet, fixedAt) ? atPool : atPool || !fixedOf.has(m.sellerId);
    return base;
  });

  const input: ReplanInput = {
    dates,
    slotsPerDay: project.dailyMeetLimit,
    meetings: list,
    keepIds,
    halves: { morning: halfDaySlots(settings, 'morning'), afternoon: halfDaySlots(settings, 'afternoon') },
    unavailable: dedupe(unavailable),
    closed,
    pool: tableList.length ? tableList.filter((t) => !fixedIds.has(t.id)).length : null,
    ...(asks.fixed.length ? { fixed: asks.fixed } : {}),
    ...(asks.precedences.length ? { precedences: asks.precedences } : {}),
    maxBreaksPerPerson: choice.maxBreaksPerPerson,
  };
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        settings,
        project.status,
        input,
        onGrid.map((m) => [m.id, m.tableId, m.sequence]),
        tableList,
        [...fixedOf].sort(),
      ]),
    )
    .digest('base64url');
  return {
    input,
    fingerprint,
    settings,
    rows: new Map(onGrid.map((m) => [m.id, m])),
    people: new Map(names.map((p) => [p.id, p])),
    tables: { list: tableList, fixedOf, takenAt: new Map() },
  };
}

/**
 * The meetings a move would have written again only for the database to refuse them
 * (docs/rules.md#request-hygiene): a pair of one company or of companies kept apart, or a buyer or
 * seller with more meetings of the project that day than it now allows (a lower maximum, set later).
 * A move passes through 'cancelled' (writeMoves), so the rules look at each such meeting afresh.
 */
async function heldByRules(db: Db, project: ProjectRow, onGrid: MeetingRow[], elsewhere: MeetingRow[]) {
  const held = new Set<string>();
  if (onGrid.length === 0) return held;
  const perDay = project.maxMeetingsPerDay;
  if (perDay !== null) {
    const count = new Map<string, number>();
    for (const m of elsewhere) {
      if (m.projectId !== project.id) continue;
      for (const k of [`b|${m.buyerId}|${m.meetingDate}`, `s|${m.sellerId}|${m.meetingDate}`]) {
        count.set(k, (count.get(k) ?? 0) + 1);
      }
    }
    for (const m of onGrid) {
      const over = (k: string) => (count.get(k) ?? 0) > perDay;
      if (over(`b|${m.buyerId}|${m.meetingDate}`) || over(`s|${m.sellerId}|${m.meetingDate}`)) held.add(m.id);
    }
  }
  const ids = [...new Set(onGrid.flatMap((m) => [m.buyerId, m.sellerId]))];
  const companies = await db
    .select({
      id: profiles.id,
      key: sql<string | null>`person_company_key(${profiles.id})`,
      company: profiles.companyId,
    })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  const apart = await db
    .select({ a: companyExclusions.companyA, b: companyExclusions.companyB })
    .from(companyExclusions)
    .where(eq(companyExclusions.projectId, project.id));
  const of = new Map(companies.map((c) => [c.id, c]));
  const excluded = new Set(apart.flatMap((x) => [`${x.a}|${x.b}`, `${x.b}|${x.a}`]));
  for (const m of onGrid) {
    const [b, s] = [of.get(m.buyerId), of.get(m.sellerId)];
    if (!b || !s) continue;
    if ((b.key !== null && b.key === s.key) || excluded.has(`${b.company}|${s.company}`)) held.add(m.id);
  }
  return held;
}

function dedupe(list: { personId: string; date: string; slot: number }[]) {
  const seen = new Map(list.map((u) => [`${u.personId}|${u.date}|${u.slot}`, u]));
  return [...seen.keys()].sort().map((k) => seen.get(k) as (typeof list)[number]);
}

/** Every slot of `dates` that has already begun at the venue: nothing moves into or out of it. */
function begunSlots(project: ProjectRow, settings: SlotSettings, dates: string[], now: Date) {
  const at = instantToZoned(now, project.timeZone);
  return dates.flatMap((date) =>
    slotsOfDay(settings)
      .filter((slot) => `${date}T${slot.start}` <= at)
      .map((slot) => ({ date, slot: slot.number })),
  );
}
