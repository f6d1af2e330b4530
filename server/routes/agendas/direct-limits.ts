// How large a project's agendas and badges may be to come in one request
// (docs/decisions/043-background-jobs.md): above these a PDF takes longer than a request should stay
// open (13-28 ms a page on a two-core machine, three pages an agenda over three days), and the
// organiser prepares it as a background job instead; the web app always does.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, projectParticipants } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { AGENDA_ROLES } from '../../queries/agendas.ts';
import { activeParticipant } from '../../queries/participants.ts';

/** Everyone's agendas in one request: up to about 3,000 pages, well under a minute. */
export const DIRECT_AGENDAS_MAX = 1_000;
/** Everyone's badges in one request: up to 500 pages, eight badges to a page. */
export const DIRECT_BADGES_MAX = 4_000;

/** The active people of a project who have an agenda (buyers, sellers, interpreters). */
export async function agendaPeopleCount(db: Db, projectId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(
        eq(projectParticipants.projectId, projectId),
        activeParticipant,
        inArray(projectParticipants.role, [...AGENDA_ROLES]),
      ),
    );
  return row?.n ?? 0;
}

/** 409 use_background_job when `people` is over `max`. */
export function refuseAbove(max: number, people: number) {
  if (people > max) {
    throw conflict('use_background_job', 'Too many people for one request: prepare this file as a background job', {
      people,
      max,
    });
  }
}
