// Declining a pending request, by its target or by the organiser for them (docs/rules.md#meeting-requests):
// the reason, the note, when and by whom, in one update whose WHERE names the status, so a double
// click or a race declines it once.
import { and, eq, sql } from 'drizzle-orm';
import type { DeclineReason } from '../../core/constants.ts';
import type { Db } from '../db/client.ts';
import { meetingRequests } from '../db/schema.ts';
import { conflict } from '../errors.ts';

/** Declines request `id` as `answeredBy`; 409 invalid_transition when it is no longer pending. */
export async function declineRequest(
  db: Db,
  id: string,
  body: { decline_reason: DeclineReason; reason?: string },
  answeredBy: string,
) {
  const rows = await db
    .update(meetingRequests)
    .set({
      status: 'rejected',
      declineReason: body.decline_reason,
      rejectionReason: body.reason || null,
      answeredAt: sql`now()`,
      answeredBy,
    })
    .where(and(eq(meetingRequests.id, id), eq(meetingRequests.status, 'pending')))
    .returning({ id: meetingRequests.id });
  if (rows.length === 0) throw conflict('invalid_transition', 'This request has already been answered');
}
