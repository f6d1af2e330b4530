// The reads behind recommendations (docs/decisions/028-recommendations.md): one lean query for the
// match fields of a side, one for what stands between me and everyone (meetings, requests,
// dismissals, wishes, exclusions, the interpreters' languages), and the free slots only of the
// people about to be shown.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  clearBit,
  type EligibilityFacts,
  noSlots,
  pairKey,
  type SlotBits,
  type SlotGrid,
  setBit,
  slotBit,
} from '../../../core/matching/eligible.ts';
import type { MatchProfile } from '../../../core/matching/rank.ts';
import { overlappedSlots, slotsOfDay } from '../../../core/rules/slots.ts';
import { datesBetween, zonedToInstant } from '../../../core/rules/time.ts';
import type { Db } from '../../db/client.ts';
import { companies, meetings, profiles, projectParticipants, projects } from '../../db/schema.ts';
import type { Side } from '../../policies/recommendation.ts';
import { loadUnavailability, slotSettingsOf } from '../../queries/availability.ts';
import { activeParticipant } from '../../queries/participants.ts';
import type { CurrentUser } from '../../types.ts';

type ProjectRow = typeof projects.$inferSelect;

/** A person's match fields and company, as ranking and eligibility read them. */
export interface MatchPerson extends MatchProfile {
  companyId: string | null;
  companyKey: string | null;
}

const matchFields = {
  id: profiles.id,
  categories: profiles.productCategories,
  markets: profiles.markets,
  // The profile's own country and industry (the profile form's industry_type first), else its company's.
  country: sql<string>`coalesce(nullif(${profiles.country}, ''), ${companies.country}, '')`,
  languages: profiles.languages,
  industry: sql<string>`coalesce(nullif(${profiles.industryType}, ''), nullif(${profiles.industry}, ''), ${companies.industry}, '')`,
  companyId: profiles.companyId,
  // As the database's person_company_key does.
  companyKey: sql<string | null>`nullif(lower(btrim(coalesce(${companies.name}, ${profiles.companyName}))), '')`,
};

/**
 * The project `me` may see and the role they take part in it with (null: not a confirmed, active
 * participant), or undefined when the project is not theirs to see.
 */
export async function projectAndRole(db: Db, me: CurrentUser, projectId: string) {
  const [row] = await db
    .select({ project: projects, role: projectParticipants.role })
    .from(projects)
    .leftJoin(
      projectParticipants,
      and(
        eq(projectParticipants.projectId, projects.id),
        eq(projectParticipants.userId, me.id),
        eq(projectParticipants.status, 'confirmed'),
      ),
    )
    .where(eq(projects.id, projectId));
  if (!row) return undefined;
  if (me.role !== 'admin' && row.role === null) return undefined;
  return { project: row.project, role: me.isActive ? row.role : null };
}

/** The match fields of every active participant of `side` in the project (or only of `ids`). */
export async function matchPeople(db: Db, projectId: string, side: Side, ids?: string[]): Promise<MatchPerson[]> {
  return db
    .select(matchFields)
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(
      and(
        eq(projectParticipants.projectId, projectId),
        eq(projectParticipants.role, side),
        activeParticipant,
        ids ? inArray(profiles.id, ids) : undefined,
      ),
    );
}

/** The match fields of one person. */
export async function matchPerson(db: Db, id: string): Promise<MatchPerson | undefined> {
  const [row] = await db
    .select(matchFields)
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(eq(profiles.id, id));
  return row;
}

/** What stands between `me` and the people of a project, with the wishes and the interpreters' languages. */
export async function matchFacts(db: Db, projectId: string, me: MatchPerson) {
  const p = projectId;
  const id = me.id;
  const company = me.companyId;
  const rows = (
    (await db.execute(sql`
      select 'met' as kind, (case when m.buyer_id = ${id} then m.seller_id else m.buyer_id end)::text as ref
        from meetings m
        where m.project_id = ${p} and m.status <> 'cancelled' and (m.buyer_id = ${id} or m.seller_id = ${id})
      union all
      select (case when r.status = 'rejected' then 'declined' else 'requested' end),
             (case when r.requester_id = ${id} then r.target_id else r.requester_id end)::text
        from meeting_requests r
        where r.project_id = ${p} and (r.requester_id = ${id} or r.target_id = ${id})
          and r.status in ('pending', 'approved', 'rejected')
      union all
      select 'dismissed', d.target_id::text from match_dismissals d where d.project_id = ${p} and d.user_id = ${id}
      union all
      select 'wished_by_me', w.target_id::text from meeting_wishes w where w.project_id = ${p} and w.user_id = ${id}
      union all
      select 'wished_me', w.user_id::text from meeting_wishes w where w.project_id = ${p} and w.target_id = ${id}
      union all
      select 'excluded', (case when e.company_a = ${company} then e.company_b else e.company_a end)::text
        from company_exclusions e
        where e.project_id = ${p} and (e.company_a = ${company} or e.company_b = ${company})
      union all
      select distinct 'language', lower(btrim(l.language))
        from project_participants pp
        join profiles ip on ip.id = pp.user_id
        cross join lateral unnest(ip.languages) as l(language)
        where pp.project_id = ${p} and pp.role = 'interpreter' and pp.status = 'confirmed'
          and ip.role = 'interpreter' and ip.is_active and btrim(l.language) <> ''
    `)) as unknown as { rows: { kind: string; ref: string }[] }
  ).rows;
  const sets: Record<string, Set<string>> = {};
  for (const r of rows) {
    const set = sets[r.kind] ?? new Set<string>();
    set.add(r.ref);
    sets[r.kind] = set;
  }
  const of = (kind: string) => sets[kind] ?? new Set<string>();
  const facts: EligibilityFacts = {
    excludedPairs: new Set([...of('excluded')].map((other) => pairKey(company ?? '', other))),
    met: of('met'),
    requested: of('requested'),
    declined: of('declined'),
    dismissed: of('dismissed'),
  };
  const signals = { wishedByMe: of('wished_by_me'), wishedMe: of('wished_me'), interpreterLanguages: of('language') };
  return { facts, signals };
}

/** The project's days and slots as a bit grid. */
export function gridOf(project: ProjectRow): SlotGrid {
  return { dates: datesBetween(project.startDate, project.endDate), slotsPerDay: project.dailyMeetLimit };
}

/** Ends of every slot of a project's grid as epoch milliseconds (NaN: none), by the grid's settings. */
const slotEndsKept = new Map<string, number[]>();
/** Grids kept at once: a server hosts few events at a time; beyond this the oldest is dropped. */
const MAX_GRIDS_KEPT = 64;

/** Each bit's slot end as an instant, worked out once per project grid and time zone. */
function slotEnds(project: ProjectRow, grid: SlotGrid): number[] {
  const settings = slotSettingsOf(project);
  const key = JSON.stringify([grid.dates, settings, project.timeZone]);
  let ends = slotEndsKept.get(key);
  if (!ends) {
    ends = [];
    for (const date of grid.dates) {
      for (const slot of slotsOfDay(settings)) {
        const end = zonedToInstant(`${date}T${slot.end}`, project.timeZone);
        ends[slotBit(grid, date, slot.number)] = end ? Date.parse(end) : Number.NaN;
      }
    }
    slotEndsKept.set(key, ends);
    if (slotEndsKept.size > MAX_GRIDS_KEPT) slotEndsKept.delete(slotEndsKept.keys().next().value as string);
  }
  return ends;
}

/** The slots of the grid that have not ended at `now`, in the project's time zone. */
function openSlots(project: ProjectRow, grid: SlotGrid, now: Date): SlotBits {
  const open = noSlots(grid);
  slotEnds(project, grid).forEach((end, bit) => {
    if (Number.isNaN(end) || end > now.getTime()) setBit(open, bit);
  });
  return open;
}

/**
 * Each person's free slots left in the project: not over, not marked unavailable, blocked or outside
 * their stay, not taken by a meeting that counts, and not on a day they already have the project's
 * maximum of meetings.
 */
export async function freeSlotsOf(
  db: Db,
  project: ProjectRow,
  people: { id: string; role: Side }[],
  now: Date,
): Promise<Map<string, SlotBits>> {
  const out = new Map<string, SlotBits>();
  if (people.length === 0) return out;
  const grid = gridOf(project);
  const settings = slotSettingsOf(project);
  const ids = people.map((p) => p.id);
  const [unavailable, taken] = await Promise.all([
    loadUnavailability(db, project, people),
    db
      .select({
        buyerId: meetings.buyerId,
        sellerId: meetings.sellerId,
        date: meetings.meetingDate,
        start: meetings.startTime,
        end: meetings.endTime,
      })
      .from(meetings)
      .where(
        and(
          eq(meetings.projectId, project.id),
          ne(meetings.status, 'cancelled'),
          sql`(${inArray(meetings.buyerId, ids)} or ${inArray(meetings.sellerId, ids)})`,
        ),
      ),
  ]);
  const open = openSlots(project, grid, now);
  for (const p of people) out.set(p.id, open.slice());
  const perDay = new Map<string, number>();
  for (const m of taken) {
    for (const personId of [m.buyerId, m.sellerId]) {
      const bits = out.get(personId);
      if (!bits) continue;
      for (const n of overlappedSlots(settings, m.start, m.end)) clearBit(bits, slotBit(grid, m.date, n));
      const key = `${personId}|${m.date}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
  }
  for (const p of people) {
    const bits = out.get(p.id) as SlotBits;
    for (const date of grid.dates) {
      const full =
        project.maxMeetingsPerDay !== null && (perDay.get(`${p.id}|${date}`) ?? 0) >= project.maxMeetingsPerDay;
      for (let n = 1; n <= grid.slotsPerDay; n++) {
        if (full || unavailable.reason(p.id, date, n)) clearBit(bits, slotBit(grid, date, n));
      }
    }
  }
  return out;
}

/**
 * Which of `ids` met `me` at a meeting that was held (completed) in an earlier project created by
 * the same organiser.
 */
export async function metBefore(db: Db, project: ProjectRow, meId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0 || !project.createdBy) return new Set();
  const rows = await db
    .selectDistinct({
      id: sql<string>`case when ${meetings.buyerId} = ${meId} then ${meetings.sellerId} else ${meetings.buyerId} end`,
    })
    .from(meetings)
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .where(
      and(
        eq(projects.createdBy, project.createdBy),
        ne(projects.id, project.id),
        sql`${projects.createdAt} < ${project.createdAt.toISOString()}`,
        eq(meetings.status, 'completed'),
        sql`((${meetings.buyerId} = ${meId} and ${inArray(meetings.sellerId, ids)}) or (${meetings.sellerId} = ${meId} and ${inArray(meetings.buyerId, ids)}))`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Names, companies and countries of `ids`, for the cards. */
export async function cardsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { fullName: string; companyName: string; country: string }>();
  const rows = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      companyName: sql<string>`coalesce(nullif(${profiles.companyName}, ''), ${companies.name}, '')`,
      country: sql<string>`coalesce(nullif(${profiles.country}, ''), ${companies.country}, '')`,
    })
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The buyers and sellers of a project with their names, for the match counts. */
export async function countedPeople(db: Db, projectId: string) {
  return db
    .select({
      ...matchFields,
      role: sql<Side>`${projectParticipants.role}::text`,
      fullName: profiles.fullName,
      companyName: sql<string>`coalesce(nullif(${profiles.companyName}, ''), ${companies.name}, '')`,
    })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(
      and(
        eq(projectParticipants.projectId, projectId),
        inArray(projectParticipants.role, ['buyer', 'seller']),
        activeParticipant,
      ),
    );
}

/** The project's kept-apart company pairs (as pairKey) and the languages its interpreters cover. */
export async function projectMatchContext(db: Db, projectId: string) {
  const rows = (
    (await db.execute(sql`
      select 'excluded' as kind, e.company_a::text || '|' || e.company_b::text as ref
        from company_exclusions e where e.project_id = ${projectId}
      union all
      select distinct 'language', lower(btrim(l.language))
        from project_participants pp
        join profiles ip on ip.id = pp.user_id
        cross join lateral unnest(ip.languages) as l(language)
        where pp.project_id = ${projectId} and pp.role = 'interpreter' and pp.status = 'confirmed'
          and ip.role = 'interpreter' and ip.is_active and btrim(l.language) <> ''
    `)) as unknown as { rows: { kind: string; ref: string }[] }
  ).rows;
  return {
    // Stored smaller id first, as pairKey orders them.
    excludedPairs: new Set(rows.filter((r) => r.kind === 'excluded').map((r) => r.ref)),
    interpreterLanguages: new Set(rows.filter((r) => r.kind === 'language').map((r) => r.ref)),
  };
}
