// Reading wishes and the people around them: who takes part in a project in which role, the
// wisher's counterparts with their wish, and the wishes a reader may see.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Counterpart, Wish } from '../../../core/schemas/wish.ts';
import type { Db } from '../../db/client.ts';
import { meetingWishes, profiles, projectParticipants, projects } from '../../db/schema.ts';
import type { Side } from '../../policies/wish.ts';
import { personFields } from '../../presenters/person.ts';
import { iso } from '../../presenters/profile.ts';
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

/** The counterparts of wisher `wisherId` (of `side`) in the project, by name, with the wish state of each pair. */
export async function counterpartsOf(db: Db, projectId: string, wisherId: string, side: Side): Promise<Counterpart[]> {
  const other = side === 'buyer' ? 'seller' : 'buyer';
  // The pair's buyer and seller columns, whichever side the wisher is on.
  const [buyerId, sellerId] =
    side === 'buyer' ? [sql`${wisherId}`, sql`"profiles"."id"`] : [sql`"profiles"."id"`, sql`${wisherId}`];
  const rows = await db
    .select({
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
    .where(and(eq(projectParticipants.projectId, projectId), eq(projectParticipants.role, other), activeParticipant))
    .orderBy(asc(profiles.fullName));
  return rows;
}
