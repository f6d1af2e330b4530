// A project's participants one page at a time, with the organiser's search on name, e-mail and
// company (docs/decisions/041-bounded-lists.md). Ordered by role, then name, then the row's id.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Participant, ParticipantRole } from '../../core/schemas/participant.ts';
import type { Db } from '../db/client.ts';
import { profiles, projectParticipants, users } from '../db/schema.ts';
import { presentParticipant } from '../presenters/participant.ts';
import { keysetAfter, keysetColumns, keysetOrder, type SortKey } from './keyset.ts';

/** A LIKE pattern matching `q` anywhere, its wildcards taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const PARTICIPANT_ORDER: SortKey[] = [
  { expr: projectParticipants.role, dir: 'asc', type: 'role' },
  { expr: profiles.fullName, dir: 'asc', type: 'text' },
  { expr: projectParticipants.id, dir: 'asc', type: 'uuid' },
];

/** Whose rows a page is drawn from: the project's, of one role when given, matching `q` when given. */
function participantFilter(projectId: string, role: ParticipantRole | undefined, q: string): SQL {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    eq(projectParticipants.projectId, projectId),
    role ? eq(projectParticipants.role, role) : undefined,
    pattern
      ? sql`(${profiles.fullName} ilike ${pattern} or ${profiles.email} ilike ${pattern} or ${profiles.companyName} ilike ${pattern})`
      : undefined,
  ) as SQL;
}

/**
 * What a participant's line is read from (server/presenters/participant.ts). Only the columns a
 * line shows: the join hashes every participant of the project, and whole profile rows
 * (introductions, descriptions) would make it several times wider.
 */
const PARTICIPANT_LINE = {
  participant: {
    id: projectParticipants.id,
    role: projectParticipants.role,
    status: projectParticipants.status,
    tableId: projectParticipants.tableId,
  },
  profile: {
    id: profiles.id,
    fullName: profiles.fullName,
    email: profiles.email,
    companyName: profiles.companyName,
    country: profiles.country,
    isActive: profiles.isActive,
  },
  invitedAt: users.invitedAt,
  acceptedAt: users.acceptedAt,
};

/**
 * The participant rows `where` selects (a condition on project_participants), each with its
 * project and as the list shows it: what the participant.* webhook events carry.
 */
export async function listParticipants(db: Db, where: SQL): Promise<{ projectId: string; participant: Participant }[]> {
  const rows = await db
    .select({ ...PARTICIPANT_LINE, projectId: projectParticipants.projectId })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .innerJoin(users, eq(users.id, projectParticipants.userId))
    .where(where)
    .orderBy(projectParticipants.projectId, projectParticipants.id);
  return rows.map((row) => ({ projectId: row.projectId, participant: presentParticipant(row) }));
}

/**
 * The statement of one page: `limit` + 1 rows after `cursor`, so the caller knows whether more
 * follow. Returned unawaited so a test can read the SQL that runs.
 */
export function participantPageQuery(
  db: Db,
  opts: { projectId: string; role?: ParticipantRole; q: string; limit: number; cursor?: string },
) {
  return db
    .select({ ...PARTICIPANT_LINE, ...keysetColumns(PARTICIPANT_ORDER) })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .innerJoin(users, eq(users.id, projectParticipants.userId))
    .where(and(participantFilter(opts.projectId, opts.role, opts.q), keysetAfter(PARTICIPANT_ORDER, opts.cursor)))
    .orderBy(...keysetOrder(PARTICIPANT_ORDER))
    .limit(opts.limit + 1);
}

/**
 * The project's head counts, whatever the page or search: everyone, each role, and the active
 * people (counted once per account) who have not signed in on their own yet.
 */
export async function participantCounts(db: Db, projectId: string) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      buyer: sql<number>`count(*) filter (where ${projectParticipants.role} = 'buyer')`.mapWith(Number),
      seller: sql<number>`count(*) filter (where ${projectParticipants.role} = 'seller')`.mapWith(Number),
      interpreter: sql<number>`count(*) filter (where ${projectParticipants.role} = 'interpreter')`.mapWith(Number),
      volunteer: sql<number>`count(*) filter (where ${projectParticipants.role} = 'volunteer')`.mapWith(Number),
      not_signed_in:
        sql<number>`count(distinct ${projectParticipants.userId}) filter (where ${profiles.isActive} and ${users.acceptedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .innerJoin(users, eq(users.id, projectParticipants.userId))
    .where(eq(projectParticipants.projectId, projectId));
  return row;
}
