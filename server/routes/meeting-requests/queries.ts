// Reading meeting requests with their people and project, and who a user may ask (SPEC.md section 6).
import { and, asc, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Counterpart, MeetingRequest, RequestProject } from '../../../core/schemas/meeting-request';
import type { Db } from '../../db/client';
import { meetingRequests, meetings, profiles, projectParticipants, projects } from '../../db/schema';
import { counterpartRole } from '../../policies/meeting-request';
import { personFields } from '../../presenters/person';
import { hhmm, iso } from '../../presenters/profile';
import { activeParticipant } from '../../queries/participants';
import type { CurrentUser } from '../../types';

const requester = alias(profiles, 'requester');
const target = alias(profiles, 'target');

/** Requests matching `where`, newest first, in the API's shape. */
export async function listRequests(db: Db, where?: SQL): Promise<MeetingRequest[]> {
  const rows = await db
    .select({
      r: meetingRequests,
      project: { id: projects.id, name: projects.name },
      requester: personFields(requester),
      target: personFields(target),
    })
    .from(meetingRequests)
    .innerJoin(projects, eq(projects.id, meetingRequests.projectId))
    .innerJoin(requester, eq(requester.id, meetingRequests.requesterId))
    .innerJoin(target, eq(target.id, meetingRequests.targetId))
    .where(where)
    .orderBy(desc(meetingRequests.createdAt), desc(meetingRequests.id));
  return rows.map(({ r, project, requester, target }) => ({
    id: r.id,
    project,
    requester,
    requester_role: r.requesterRole,
    target,
    target_role: r.targetRole,
    preferred_date: r.preferredDate,
    preferred_time_start: hhmm(r.preferredTimeStart),
    preferred_time_end: hhmm(r.preferredTimeEnd),
    location: r.location,
    purpose: r.purpose,
    status: r.status,
    rejection_reason: r.rejectionReason,
    meeting_id: r.meetingId,
    created_at: iso(r.createdAt),
  }));
}

/** One request matching `where` and the id, or undefined. */
export async function findRequest(db: Db, id: string, where?: SQL) {
  const [row] = await listRequests(db, and(eq(meetingRequests.id, id), where));
  return row;
}

/** `profiles.id` is a confirmed participant of the project (any role). */
const takesPart = (projectId: SQL | string, userId: SQL | string) =>
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
    })
    .from(projects)
    .where(and(eq(projects.status, 'active'), takesPart(sql`${projects.id}`, user.id)))
    .orderBy(asc(projects.startDate), asc(projects.name));
  return rows;
}

/**
 * Who `user` may ask in a project: the opposite role among active profiles confirmed in it, when
 * the project is active and the user takes part in it; `only` narrows to one person.
 */
export async function counterparts(
  db: Db,
  user: CurrentUser,
  projectId: string,
  only?: string,
): Promise<Counterpart[]> {
  const role = counterpartRole(user.role);
  if (!role) return [];
  const rows = await db
    .selectDistinct({
      id: profiles.id,
      full_name: profiles.fullName,
      company_name: profiles.companyName,
      email: profiles.email,
      role: profiles.role,
      // A pair meets once per project (SPEC.md 5), so such a request could never be approved.
      already_met: sql<boolean>`exists (select 1 from ${meetings} m where m.project_id = ${projectId} and m.status <> 'cancelled' and ((m.buyer_id = ${user.id} and m.seller_id = ${profiles.id}) or (m.seller_id = ${user.id} and m.buyer_id = ${profiles.id})))`,
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
        takesPart(projectId, user.id),
        only ? eq(profiles.id, only) : undefined,
      ),
    )
    .orderBy(asc(profiles.fullName), asc(profiles.id));
  return rows;
}
