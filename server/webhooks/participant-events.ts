// A project's participants as webhook events (docs/decisions/049-webhooks.md#events-and-payloads):
// participant.created when someone joins a project (an admin adds them, an import brings them in),
// participant.updated when what their line shows changes (their name, company, country, e-mail or
// whether they are active, by themselves, an admin or an import; a seller's fixed table). The data
// is the participant as GET /api/projects/:id/participants lists them, read in the change's
// transaction after it, and only for projects where a subscription listens (./events.ts). A
// person's profile change touches every project they take part in, so each such project's
// subscribers hear of it with that project's line.
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projectParticipants } from '../db/schema.ts';
import { listParticipants } from '../queries/participant-page.ts';
import { anyoneListens, enqueueEvents, slices } from './events.ts';

type ParticipantEventType = 'participant.created' | 'participant.updated';

/**
 * Queues `type` for the participant rows `which` selects (a condition on project_participants),
 * in the change's transaction. `projectId`, when the caller knows every row is of that project,
 * lets the probe skip reading the rows' projects. Without it the rows may be anyone's anywhere
 * (an import's thousands of changed people), so a probe without their ids comes first.
 */
export async function enqueueParticipantEvents(
  tx: Db,
  type: ParticipantEventType,
  which: SQL,
  projectId?: string,
): Promise<number> {
  if (!projectId && !(await anyoneListens(tx, type))) return 0;
  const projects = projectId ?? sql`select ${projectParticipants.projectId} from ${projectParticipants} where ${which}`;
  return enqueueEvents(tx, type, projects, async function* (listening) {
    const rows = await listParticipants(tx, and(which, inArray(projectParticipants.projectId, listening)) as SQL);
    for (const part of slices(rows)) {
      yield part.map(({ projectId: project, participant }) => ({ projectId: project, data: participant }));
    }
  });
}
