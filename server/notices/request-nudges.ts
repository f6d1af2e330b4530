// Nudging the people who keep others waiting (docs/rules.md#request-hygiene): once a request has been
// pending for REQUEST_NUDGE_HOURS, its target gets one notification summing up what waits for their
// answer in that project ("3 requests wait for your answer"), e-mailed by their choice for request
// nudges. Each request nudges once: the job marks `nudged_at` on the requests it covers with an update
// that names 'pending' and an unset `nudged_at` in its `where`, and stores the notifications of exactly
// the claimed requests in the same transaction. Nudges of one moment are taken one instance after
// another (a transaction lock), so a target with several due requests is nudged once, not once per
// instance. An organiser's "Nudge now" runs the same code for one project, at once, and may nudge
// about a request again once NUDGE_AGAIN_HOURS have passed since its last nudge.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { nudgeDue } from '../queries/request-nudge-due.ts';
import type { NotificationBus } from '../services/notification-bus.ts';
import { type NewNotification, notificationValues, publishNotifications } from '../services/notify.ts';
import type { NoticeJobContext } from './context.ts';

/** Targets nudged per step of the job. */
const TARGETS_PER_STEP = 100;
export interface Nudge {
  target_id: string;
  project_id: string;
  project: string;
  /** Requests this nudge claimed (marked nudged). */
  claimed: number;
  /** Every pending request waiting for this target's answer in the project. */
  waiting: number;
}

/** The notification of one nudge; its words are pluralised by `count` (docs/rules.md#request-hygiene). */
export function nudgeNotice(n: Nudge): NewNotification {
  return {
    userId: n.target_id,
    type: 'warning',
    titleKey: 'notifications.requestNudge.title',
    messageKey: 'notifications.requestNudge.message',
    params: { count: n.waiting, project: n.project },
    link: '/meeting-requests?filter=received',
  };
}

/**
 * Nudges the targets of the requests due at `ctx.now`: every active project's by the job, or one
 * project's at once when an organiser asks (`projectId`, with `again`). Resolves the nudges sent.
 */
export async function nudgeWaitingTargets(
  db: Db,
  ctx: NoticeJobContext,
  opts: { bus?: NotificationBus; projectId?: string; again?: boolean } = {},
): Promise<Nudge[]> {
  const at = ctx.now.toISOString();
  const due = nudgeDue(at, opts.again === true);
  const inProject = opts.projectId ? sql`p.id = ${opts.projectId}` : sql`true`;
  const stored = await db.transaction(async (tx) => {
    // One instance at a time: the second sees the first's nudged_at once it may go on.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('request-nudges', 0))`);
    const result = await tx.execute(sql`
      with targets as (
        select distinct r.target_id, r.project_id
        from meeting_requests r
        join projects p on p.id = r.project_id
        where ${due} and p.status = 'active' and ${inProject}
        limit ${TARGETS_PER_STEP}
      ), claimed as (
        update meeting_requests r set nudged_at = ${at}::timestamptz
        from targets t
        where r.target_id = t.target_id and r.project_id = t.project_id and ${due}
        returning r.target_id, r.project_id
      )
      select c.target_id, c.project_id, p.name as project, count(*)::int as claimed,
        (select count(*)::int from meeting_requests w
          where w.target_id = c.target_id and w.project_id = c.project_id and w.status = 'pending') as waiting
      from claimed c
      join projects p on p.id = c.project_id
      group by c.target_id, c.project_id, p.name
      order by c.target_id, c.project_id`);
    const nudges = (result as unknown as { rows: Nudge[] }).rows;
    const rows =
      nudges.length > 0
        ? await tx.insert(notifications).values(nudges.map(nudgeNotice).map(notificationValues)).returning()
        : [];
    return { nudges, rows };
  });
  if (opts.bus) publishNotifications(opts.bus, stored.rows);
  return stored.nudges;
}
