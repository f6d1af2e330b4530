// Reading wishes and the people around them: who takes part in a project in which role, the
// wisher's counterparts with their wish, and the wishes a reader may see.
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Counterpart, CounterpartFilter, Wish, WishPriority } from '../../../core/schemas/wish.ts';
import type { Db } from '../../db/client.ts';
import { meetingWishes, profiles, projectParticipants, projects } from '../../db/schema.ts';
import type { Side } from '../../policies/wish.ts';
import { personFields } from '../../presenters/person.ts';
import { iso } from '../../presenters/profile.ts';
import { containsPattern } from '../../queries/contains-pattern.ts';
import {
  type Keyed,
  keysetAfter,
  keysetColumns,
  keysetOrder,
  type PageRequest,
  type SortKey,
} from '../../queries/keyset.ts';
import { activeParticipant } from '../../queries/participants.ts';

const wisher = alias(profiles, 'wisher');
const target = alias(profiles, 'target');
/** The wisher's own wish for a counterpart, joined to count them. */
const ownWish = alias(meetingWishes, 'own_wish');

/** Active profiles confirmed in the project in `role` (their profile's role too), optionally narrowed. */
export function participantsAs(db: Db, projectId: string, role: Side, where?: SQL) {
  return db
    .select({ id: profiles.id, fullName: profiles.fullName, companyName: profiles.companyName, role: profiles.role })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(eq(projectParticipants.projectId, projectId), eq(projectParticipants.role, role), activeParticipant, where),
    )
    .orderBy(asc(profiles.fullName));
}

/** The side `userId` wishes from in the project (a confirmed, active buyer or seller), or undefined. */
export async function wisherSide(db: Db, projectId: string, userId: string) {
  const [buyer] = await participantsAs(db, projectId, 'buyer', eq(profiles.id, userId));
  if (buyer) return { ...buyer, role: 'buyer' as const };
  const [seller] = await participantsAs(db, projectId, 'seller', eq(profiles.id, userId));
  if (seller) return { ...seller, role: 'seller' as const };
  return undefined;
}

const WISH_ORDER: SortKey[] = [
  { expr: meetingWishes.updatedAt, dir: 'desc', type: 'timestamptz' },
  { expr: target.fullName, dir: 'asc', type: 'text' },
  { expr: meetingWishes.id, dir: 'asc', type: 'uuid' },
];

/** The wishes matching `where`, newest change first, in the API's shape; one page of them when `page` is given. */
export async function listWishes(db: Db, where?: SQL, page?: PageRequest): Promise<(Wish & Keyed)[]> {
  const query = db
    .select({
      w: meetingWishes,
      project: { id: projects.id, name: projects.name },
      user: { ...personFields(wisher), role: wisher.role },
      target: personFields(target),
      ...keysetColumns(WISH_ORDER),
    })
    .from(meetingWishes)
    .innerJoin(projects, eq(projects.id, meetingWishes.projectId))
    .innerJoin(wisher, eq(wisher.id, meetingWishes.userId))
    .innerJoin(target, eq(target.id, meetingWishes.targetId))
    .where(and(where, keysetAfter(WISH_ORDER, page?.cursor)))
    .orderBy(...keysetOrder(WISH_ORDER))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit + 1) : query);
  return rows.map(({ w, project, user, target, keyset }) => ({
    keyset,
    id: w.id,
    project,
    user: { ...user, role: user.role === 'seller' ? 'seller' : 'buyer' },
    target,
    priority: w.priority,
    updated_at: iso(w.updatedAt),
  }));
}

/** The wishes screen's order: by name, then id (docs/decisions/041-bounded-lists.md). */
const COUNTERPART_ORDER: SortKey[] = [
  { expr: profiles.fullName, dir: 'asc', type: 'text' },
  { expr: profiles.id, dir: 'asc', type: 'uuid' },
];

/** The wisher's wish for the counterpart row ("profiles"."id") in the project, as a condition on its priority. */
const wishIs = (projectId: string, wisherId: string, priority?: WishPriority) =>
  sql`exists (select 1 from meeting_wishes w where w.project_id = ${projectId} and w.user_id = ${wisherId} and w.target_id = "profiles"."id"${priority ? sql` and w.priority = ${priority}` : sql``})`;

/** The rows `filter` keeps: a wish of one priority, none, or all. */
function filterOf(projectId: string, wisherId: string, filter: CounterpartFilter) {
  if (filter === 'all') return undefined;
  if (filter === 'none') return sql`not ${wishIs(projectId, wisherId)}`;
  return wishIs(projectId, wisherId, filter);
}

/** Name, company, country, languages or product categories contain `q` (any case). */
function searchOf(q: string) {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(profiles.fullName, pattern),
    ilike(profiles.companyName, pattern),
    ilike(profiles.country, pattern),
    sql`array_to_string(${profiles.languages}, ' ') ilike ${pattern}`,
    sql`array_to_string(${profiles.productCategories}, ' ') ilike ${pattern}`,
  );
}

/** The other side of the project for a wisher of `side`: its active, confirmed participants. */
const otherSide = (projectId: string, side: Side) =>
  and(
    eq(projectParticipants.projectId, projectId),
    eq(projectParticipants.role, side === 'buyer' ? 'seller' : 'buyer'),
    activeParticipant,
  );

/** How many counterparts the wisher has, and how many of them they wish to meet 'must' or 'like' or not at all. */
export async function counterpartCounts(db: Db, projectId: string, wisherId: string, side: Side) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      must: sql<number>`(count(*) filter (where ${ownWish.priority} = 'must'))::int`,
      like: sql<number>`(count(*) filter (where ${ownWish.priority} = 'like'))::int`,
    })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .leftJoin(
      ownWish,
      and(eq(ownWish.projectId, projectId), eq(ownWish.userId, wisherId), eq(ownWish.targetId, profiles.id)),
    )
    .where(otherSide(projectId, side));
  return { ...row, none: row.all - row.must - row.like };
}

/**
 * One page of the counterparts of wisher `wisherId` (of `side`) in the project matching the search
 * and filter, by name, with the wish state of each pair (read with limit + 1).
 */
export async function counterpartsOf(
  db: Db,
  projectId: string,
  wisherId: string,
  side: Side,
  page: PageRequest & { q: string; wish: CounterpartFilter },
): Promise<(Counterpart & Keyed)[]> {
  // The pair's buyer and seller columns, whichever side the wisher is on.
  const [buyerId, sellerId] =
    side === 'buyer' ? [sql`${wisherId}`, sql`"profiles"."id"`] : [sql`"profiles"."id"`, sql`${wisherId}`];
  return db
    .select({
      ...keysetColumns(COUNTERPART_ORDER),
      id: profiles.id,
      full_name: profiles.fullName,
      company_name: profiles.companyName,
      country: profiles.country,
      languages: profiles.languages,
      product_categories: profiles.productCategories,
      priority: sql<
        'must' | 'like' | null
      >`(select w.priority from meeting_wishes w where w.project_id = ${projectId} and w.user_id = ${wisherId} and w.target_id = "profiles"."id")`,
      wants_you: sql<boolean>`exists (select 1 from meeting_wishes w where w.project_id = ${projectId} and w.user_id = "profiles"."id" and w.target_id = ${wisherId})`,
      requested: sql<boolean>`exists (select 1 from meeting_requests r where r.project_id = ${projectId} and r.status = 'pending' and ((r.requester_id = ${wisherId} and r.target_id = "profiles"."id") or (r.requester_id = "profiles"."id" and r.target_id = ${wisherId})))`,
      met: sql<boolean>`exists (select 1 from meetings m where m.project_id = ${projectId} and m.status <> 'cancelled' and m.buyer_id = ${buyerId} and m.seller_id = ${sellerId})`,
    })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(
        otherSide(projectId, side),
        searchOf(page.q),
        filterOf(projectId, wisherId, page.wish),
        keysetAfter(COUNTERPART_ORDER, page.cursor),
      ),
    )
    .orderBy(...keysetOrder(COUNTERPART_ORDER))
    .limit(page.limit + 1);
}
