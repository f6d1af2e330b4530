// Reading volunteer assignments with their volunteer and project, filtered in SQL by what the reader may see.
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { hhmm } from '../../../core/rules/time.ts';
import type { Assignment, AssignmentInput, AssignmentOptions } from '../../../core/schemas/assignment.ts';
import type { Db } from '../../db/client.ts';
import { profiles, projects, volunteerAssignments } from '../../db/schema.ts';
import { answersFor } from '../../policies/assignment.ts';
import { containsPattern } from '../../queries/contains-pattern.ts';
import {
  type Keyed,
  keysetAfter,
  keysetColumns,
  keysetOrder,
  type PageRequest,
  type SortKey,
} from '../../queries/keyset.ts';
import type { CurrentUser } from '../../types.ts';

/** Projects a task may belong to: those not over yet. */
export const ASSIGNMENT_PROJECT_STATUSES = ['draft', 'active'] as const;

/** Assignments matching `where`, by date and start time, with the answers `reader` may give. */
const ASSIGNMENT_ORDER: SortKey[] = [
  { expr: volunteerAssignments.assignedDate, dir: 'asc', type: 'date' },
  // No start time sorts last, as `nulls last` (ascending's default) does.
  { expr: sql`coalesce(${volunteerAssignments.startTime}, '24:00'::time)`, dir: 'asc', type: 'time' },
  { expr: volunteerAssignments.id, dir: 'asc', type: 'uuid' },
];

export async function listAssignments(
  db: Db,
  reader: CurrentUser,
  where?: SQL,
  page?: PageRequest,
): Promise<(Assignment & Keyed)[]> {
  const query = db
    .select({
      ...keysetColumns(ASSIGNMENT_ORDER),
      a: volunteerAssignments,
      volunteer: { id: profiles.id, full_name: profiles.fullName, email: profiles.email },
      project: { id: projects.id, name: projects.name },
    })
    .from(volunteerAssignments)
    .innerJoin(profiles, eq(profiles.id, volunteerAssignments.volunteerId))
    .leftJoin(projects, eq(projects.id, volunteerAssignments.projectId))
    .where(and(where, keysetAfter(ASSIGNMENT_ORDER, page?.cursor)))
    .orderBy(...keysetOrder(ASSIGNMENT_ORDER))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit + 1) : query);
  return rows.map(({ a, volunteer, project, keyset }) => ({
    keyset,
    id: a.id,
    volunteer,
    project: project?.id ? project : null,
    task_type: a.taskType,
    task_description: a.taskDescription,
    assigned_date: a.assignedDate,
    start_time: a.startTime ? hhmm(a.startTime) : null,
    end_time: a.endTime ? hhmm(a.endTime) : null,
    notes: a.notes,
    status: a.status,
    can: answersFor(reader, { volunteer_id: a.volunteerId, status: a.status }),
  }));
}

/** One assignment matching `where` and the id, or undefined. */
export async function findAssignment(db: Db, reader: CurrentUser, id: string, where?: SQL) {
  const [row] = await listAssignments(db, reader, and(eq(volunteerAssignments.id, id), where));
  return row;
}

/**
 * The admin form's choices: the first `limit` active volunteers matching `q` (name or e-mail) by
 * name, and the projects not over yet (docs/api-lists.md).
 */
export async function assignmentOptions(
  db: Db,
  { q, limit }: { q: string; limit: number },
): Promise<AssignmentOptions> {
  const pattern = q ? containsPattern(q) : undefined;
  const [volunteers, projectList] = await Promise.all([
    db
      .select({ id: profiles.id, full_name: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(
        and(
          eq(profiles.role, 'volunteer'),
          eq(profiles.isActive, true),
          pattern ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)) : undefined,
        ),
      )
      .orderBy(asc(profiles.fullName), asc(profiles.email), asc(profiles.id))
      .limit(limit + 1),
    db
      .select({ id: projects.id, name: projects.name, status: projects.status })
      .from(projects)
      .where(inArray(projects.status, [...ASSIGNMENT_PROJECT_STATUSES]))
      .orderBy(asc(projects.startDate), asc(projects.name)),
  ]);
  return { volunteers: volunteers.slice(0, limit), more: volunteers.length > limit, projects: projectList };
}

/** The table's columns from the form's fields. */
export function assignmentColumns(input: AssignmentInput) {
  return {
    volunteerId: input.volunteer_id,
    projectId: input.project_id,
    taskType: input.task_type,
    taskDescription: input.task_description,
    assignedDate: input.assigned_date,
    startTime: input.start_time,
    endTime: input.end_time,
    notes: input.notes,
  };
}
