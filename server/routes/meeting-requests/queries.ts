// Who a user may ask, and storing a new request (docs/rules.md#meeting-requests); a request as the
// API shows it is read by server/queries/meeting-requests.ts.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, exists, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Counterpart, RequestProject } from '../../../core/schemas/meeting-request.ts';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  companyExclusions,
  meetingRequests,
  meetings,
  notifications,
  profiles,
  projectParticipants,
  projects,
} from '../../db/schema.ts';
import { counterpartRole } from '../../policies/meeting-request.ts';
import { containsPattern } from '../../queries/contains-pattern.ts';
import { type Keyed, keysetAfter, keysetColumns, keysetOrder, type SortKey } from '../../queries/keyset.ts';
import { activeParticipant } from '../../queries/participants.ts';
import { type NewNotification, notificationValues } from '../../services/notify.ts';
import type { CurrentUser } from '../../types.ts';

/** `profiles.id` is a confirmed participant of the project (any role). */
const takesPart = (projectId: SQL | Placeholder | string, userId: SQL | Placeholder | string) =>
  exists(
    sql`(select 1 from ${projectParticipants} pp where pp.project_id = ${projectId} and pp.user_id = ${userId} and pp.status = 'confirmed')`,
  );

/** The active projects `user` takes part in (Request Meeting lists only active projects). */
export async function requestProjects(db: Db, user: CurrentUser): Promise<RequestProject[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      start_date: projects.startDate,
      end_date: projects.endDate,
      location: projects.location,
      status: projects.status,
      pending_request_cap: projects.pendingRequestCap,
      // What the pending cap counts (docs/rules.md#request-hygiene), so the form can say how many are left.
      // "projects"."id" spelt out: in a select list Drizzle leaves a column unqualified.
      pending_sent: sql<number>`(select count(*)::int from ${meetingRequests} mr where mr.project_id = "projects"."id" and mr.requester_id = ${user.id} and mr.status = 'pending')`,
    })
    .from(projects)
    .where(and(eq(projects.status, 'active'), takesPart(sql`${projects.id}`, user.id)))
    .orderBy(asc(projects.startDate), asc(projects.name));
  return rows;
}

/** Whom one may ask, by name (docs/decisions/041-bounded-lists.md). */
const COUNTERPART_ORDER: SortKey[] = [
  { expr: profiles.fullName, dir: 'asc', type: 'text' },
  { expr: profiles.id, dir: 'asc', type: 'uuid' },
];

/** What narrows a list of counterparts: a search of name, company and e-mail, and the page's cursor. */
interface CounterpartSearch {
  q?: string;
  cursor?: string;
}

/** The select of who a `role` user may ask (see counterparts); values or placeholders. */
function counterpartsQuery(
  db: Db,
  role: 'buyer' | 'seller',
  values: { userId: string | Placeholder; projectId: string | Placeholder; only?: string | Placeholder },
  search: CounterpartSearch = {},
) {
  const { userId, projectId, only } = values;
  const pattern = search.q ? containsPattern(search.q) : undefined;
  // One row per person (a role is held once per project), so no DISTINCT: the database sorts by
  // name first and works out the checks below for the page's rows only.
  return db
    .select({
      ...keysetColumns(COUNTERPART_ORDER),
      id: profiles.id,
      full_name: profiles.fullName,
      company_name: profiles.companyName,
      email: profiles.email,
      role: profiles.role,
      // The project's name, so that a new request can be answered without reading it back.
      project_name: projects.name,
      // A pair meets once per project (docs/rules.md#meeting-conflicts), so such a request could never be approved.
      already_met: sql<boolean>`exists (select 1 from ${meetings} m where m.project_id = ${projectId} and m.status <> 'cancelled' and ((m.buyer_id = ${userId} and m.seller_id = ${profiles.id}) or (m.seller_id = ${userId} and m.buyer_id = ${profiles.id})))`,
      // The meeting rules of the database's trigger (docs/rules.md#request-hygiene), asked before a
      // request is stored so that none is sent that could never become a meeting.
      same_company: sql<boolean>`coalesce(person_company_key(${userId}) = person_company_key(${profiles.id}), false)`,
      excluded: sql<boolean>`exists (select 1 from ${companyExclusions} x join ${profiles} me on me.id = ${userId} where x.project_id = ${projectId} and x.company_a = least(me.company_id, ${profiles.companyId}) and x.company_b = greatest(me.company_id, ${profiles.companyId}))`,
    })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .innerJoin(projects, eq(projects.id, projectParticipants.projectId))
    .where(
      and(
        eq(projectParticipants.projectId, projectId),
        eq(projectParticipants.role, role),
        activeParticipant,
        eq(projects.status, 'active'),
        takesPart(projectId, userId),
        only ? eq(profiles.id, only) : undefined,
        pattern
          ? or(ilike(profiles.fullName, pattern), ilike(profiles.companyName, pattern), ilike(profiles.email, pattern))
          : undefined,
        keysetAfter(COUNTERPART_ORDER, search.cursor),
      ),
    )
    .orderBy(...keysetOrder(COUNTERPART_ORDER))
    .$dynamic();
}

/**
 * Who `user` may ask in a project: the opposite role among active profiles confirmed in it, when
 * the project is active and the user takes part in it; one page of those matching the search
 * (read with limit + 1), or the one person `only` names.
 */
export async function counterparts(
  db: Db,
  user: CurrentUser,
  projectId: string,
  search: CounterpartSearch & { only?: string; limit: number },
): Promise<(Counterpart & Keyed)[]> {
  const role = counterpartRole(user.role);
  if (!role) return [];
  return counterpartsQuery(db, role, { userId: user.id, projectId, only: search.only }, search).limit(search.limit + 1);
}

// Every meeting request checks its target first: prepared once per role and connection.
const counterpartStatement = preparedPer((db: Db, role: 'buyer' | 'seller') =>
  counterpartsQuery(db, role, {
    userId: sql.placeholder('user'),
    projectId: sql.placeholder('project'),
    only: sql.placeholder('target'),
  }).prepare(`meeting_request_counterpart_${role}`),
);

/** `targetId` if `user` may ask them in the project (see counterparts), else undefined. */
export async function counterpart(db: Db, user: CurrentUser, projectId: string, targetId: string) {
  const role = counterpartRole(user.role);
  if (!role) return undefined;
  const [row] = await counterpartStatement(db, role).execute({ user: user.id, project: projectId, target: targetId });
  return row;
}

// Asking for a meeting is the busiest write: the request and the target's notification are stored
// by one statement prepared once per connection (one round trip; both are stored or neither).
const insertStatement = preparedPer((db: Db) => {
  const notice = db.$with('notice').as(
    db
      .insert(notifications)
      .values({
        id: sql.placeholder('noticeId'),
        userId: sql.placeholder('noticeUserId'),
        type: sql.placeholder('noticeType'),
        titleKey: sql.placeholder('noticeTitleKey'),
        messageKey: sql.placeholder('noticeMessageKey'),
        params: sql.placeholder('noticeParams'),
        link: sql.placeholder('noticeLink'),
      })
      .returning({ id: notifications.id }),
  );
  return db
    .with(notice)
    .insert(meetingRequests)
    .values({
      projectId: sql.placeholder('projectId'),
      requesterId: sql.placeholder('requesterId'),
      requesterRole: sql.placeholder('requesterRole'),
      targetId: sql.placeholder('targetId'),
      targetRole: sql.placeholder('targetRole'),
      preferredDate: sql.placeholder('preferredDate'),
      preferredTimeStart: sql.placeholder('preferredTimeStart'),
      preferredTimeEnd: sql.placeholder('preferredTimeEnd'),
      location: sql.placeholder('location'),
      purpose: sql.placeholder('purpose'),
      status: 'pending',
    })
    .returning()
    .prepare('meeting_request_insert');
});

/**
 * Stores a new pending request and `notice` about it; returns the request's row and the
 * notification's (both written in the same statement, so at the same time).
 */
export async function insertRequest(
  db: Db,
  values: Omit<typeof meetingRequests.$inferInsert, 'id' | 'status' | 'createdAt'> &
    Required<Pick<typeof meetingRequests.$inferInsert, 'location' | 'purpose'>>,
  notice: NewNotification,
) {
  const stored = { id: randomUUID(), ...notificationValues(notice), read: false, mailState: 'pending' };
  const [row] = await insertStatement(db).execute({
    ...values,
    noticeId: stored.id,
    noticeUserId: stored.userId,
    noticeType: stored.type,
    noticeTitleKey: stored.titleKey,
    noticeMessageKey: stored.messageKey,
    noticeParams: stored.params,
    noticeLink: stored.link,
  });
  // now() is the statement's transaction's time: the notification's created_at is the request's.
  return { row, notification: { ...stored, createdAt: row.createdAt } };
}
