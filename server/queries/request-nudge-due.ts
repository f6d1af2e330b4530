// When a pending meeting request is due for a nudge of its target (docs/rules.md#request-hygiene):
// the condition the nudging job claims by and the request-health report counts by, one rule for both.
import { type SQL, sql } from 'drizzle-orm';
import { REQUEST_NUDGE_HOURS } from '../../core/constants.ts';

/** An organiser's "Nudge now" reminds of a request again only this long after its last nudge. */
export const NUDGE_AGAIN_HOURS = 24;

/** A pending request (alias r) old enough for a nudge at `at`, never nudged, or (`again`) not lately. */
export function nudgeDue(at: string, again: boolean): SQL {
  const cutoff = sql`${at}::timestamptz - make_interval(hours => ${REQUEST_NUDGE_HOURS}::int)`;
  const unnudged = again
    ? sql`(r.nudged_at is null or r.nudged_at <= ${at}::timestamptz - make_interval(hours => ${NUDGE_AGAIN_HOURS}::int))`
    : sql`r.nudged_at is null`;
  return sql`r.status = 'pending' and r.created_at <= ${cutoff} and ${unnudged}`;
}
