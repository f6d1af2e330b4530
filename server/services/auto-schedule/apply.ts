// Applying an auto-schedule (decision 008): every meeting of the plan is written in one transaction, on
// the grid as it is at that moment. When the grid changed since the preview (its fingerprint
// differs) the schedule is planned again on the new state first; when someone books a slot while
// we write (a unique index refuses a row), everything rolls back and we plan again, a few times.
import { and, eq, sql } from 'drizzle-orm';
import { slotAt } from '../../../core/rules/slots.ts';
import type { SchedulerResult } from '../../../core/scheduler/types.ts';
import type { AutoScheduleApplied } from '../../../core/schemas/auto-schedule.ts';
import type { Db } from '../../db/client.ts';
import { meetingRequests, meetings, notifications, projects } from '../../db/schema.ts';
import { conflict, hygieneViolation, notFound, PG_UNIQUE_VIOLATION, pgError } from '../../errors.ts';
import { presentNotification } from '../../presenters/notification.ts';
import { enqueueMeetingEvents } from '../../webhooks/meeting-events.ts';
import { enqueueRequestEvents } from '../../webhooks/request-events.ts';
import type { NotificationBus } from '../notification-bus.ts';
import { planInfeasible } from './infeasible.ts';
import { loadPlanState, type PlanOptions, type PlanState } from './load-input.ts';
import { recallPlan, rememberPlan } from './plan-cache.ts';
import { assignTables } from './tables.ts';

type ProjectRow = typeof projects.$inferSelect;
type Planner = (state: PlanState) => Promise<SchedulerResult>;

const ATTEMPTS = 3;
/** The grid moved under us: plan again on the new state. */
class GridChanged extends Error {}

/**
 * Writes the plan of `fingerprint` (the preview's) for the project, planning again whenever the grid
 * differs from the state a plan was made on; notifies everyone who got new meetings.
 */
export async function applyAutoSchedule(
  db: Db,
  bus: NotificationBus,
  opts: {
    project: ProjectRow;
    adminId: string;
    fingerprint: string;
    now: () => Date;
    plan: Planner;
    options?: PlanOptions;
  },
): Promise<AutoScheduleApplied> {
  const { project } = opts;
  let fingerprint = opts.fingerprint;
  let result = recallPlan(project.id, fingerprint);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (!result) {
      // Plan outside the transaction: an embedded database would wait for the whole plan otherwise.
      const state = await loadPlanState(db, project, opts.now(), opts.options);
      result = await opts.plan(state);
      // The organiser's asks leave no plan on this state: nothing to write, and the reasons why.
      if (result.infeasibility?.length)
        throw await planInfeasible(db, result.infeasibility, state.people, state.settings);
      fingerprint = state.fingerprint;
      rememberPlan(project.id, fingerprint, result);
    }
    const planned = result;
    try {
      const written = await db.transaction(async (tx) => {
        // Two applies of one project wait for each other here; the second then sees the first's meetings.
        const [row] = await tx.select().from(projects).where(eq(projects.id, project.id)).for('update');
        if (!row) throw notFound('Project not found');
        const state = await loadPlanState(tx as unknown as Db, row, opts.now(), opts.options);
        if (state.fingerprint !== fingerprint) throw new GridChanged();
        return writeMeetings(tx as unknown as Db, row, state, planned, opts.adminId);
      });
      for (const n of written.notifications) bus.publish(n.userId, presentNotification(n));
      return {
        created: written.created,
        replanned: fingerprint !== opts.fingerprint,
        total_weight: planned.totalWeight,
      };
    } catch (err) {
      // The pair rules (docs/rules.md#request-hygiene) are in the plan's input, so a plan made on this
      // state keeps them and writers of single meetings wait for the project's lock: a refusal here
      // is not a race to plan around but a plan that breaks them. All of it rolled back; say which rule.
      const rule = hygieneViolation(err);
      if (rule) throw rule;
      const e = pgError(err);
      if (!(err instanceof GridChanged) && e?.code !== PG_UNIQUE_VIOLATION) throw err;
      result = undefined;
    }
  }
  throw conflict('schedule_changed', 'The schedule kept changing while it was planned; try again');
}

/**
 * Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement, and a plan of a
 * large show has tens of thousands of meetings of eleven columns each.
 */
const CHUNK = 2_000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/**
 * A pending request whose pair now has a meeting is answered by it, as approving it would have
 * done (docs/rules.md#meeting-requests): it shows 'Meeting Created' and links to the meeting. All
 * of them in one statement: a large show's plan answers thousands at once. Resolves their ids.
 */
async function fulfilRequests(
  tx: Db,
  projectId: string,
  created: { id: string; buyerId: string; sellerId: string }[],
): Promise<string[]> {
  const meetingOf = new Map(
    created.flatMap((m) => [
      [`${m.buyerId}|${m.sellerId}`, m.id],
      [`${m.sellerId}|${m.buyerId}`, m.id],
    ]),
  );
  const pending = await tx
    .select({ id: meetingRequests.id, from: meetingRequests.requesterId, to: meetingRequests.targetId })
    .from(meetingRequests)
    .where(and(eq(meetingRequests.projectId, projectId), eq(meetingRequests.status, 'pending')));
  const answered = pending.flatMap((r) => {
    const meetingId = meetingOf.get(`${r.from}|${r.to}`);
    return meetingId ? [{ id: r.id, meetingId }] : [];
  });
  if (answered.length === 0) return [];
  await tx.execute(sql`
    update ${meetingRequests} set status = 'approved', meeting_id = a.meeting_id
    from unnest(${sql.param(answered.map((a) => a.id))}::uuid[], ${sql.param(answered.map((a) => a.meetingId))}::uuid[])
      as a(id, meeting_id)
    where ${meetingRequests.id} = a.id`);
  return answered.map((a) => a.id);
}

/** Inserts the plan's meetings and one notification per person who got any; all in the caller's transaction. */
async function writeMeetings(tx: Db, project: ProjectRow, state: PlanState, plan: SchedulerResult, adminId: string) {
  if (plan.meetings.length === 0) return { created: 0, notifications: [] };
  // The state was reloaded in this transaction with the project locked: its tables are current.
  const tables = assignTables(state.tables, plan.meetings);
  const rows = plan.meetings.map((m, k) => {
    const slot = slotAt(state.settings, m.slot);
    return {
      projectId: project.id,
      buyerId: m.buyerId,
      sellerId: m.sellerId,
      interpreterId: m.interpreterId,
      tableId: tables[k]?.id ?? null,
      meetingDate: m.date,
      startTime: slot.start,
      endTime: slot.end,
      location: project.location,
      status: 'scheduled' as const,
      createdBy: adminId,
    };
  });
  const created: { id: string; buyerId: string; sellerId: string }[] = [];
  for (const part of chunks(rows)) {
    created.push(
      ...(await tx
        .insert(meetings)
        .values(part)
        .returning({ id: meetings.id, buyerId: meetings.buyerId, sellerId: meetings.sellerId })),
    );
  }
  const answered = await fulfilRequests(tx, project.id, created);
  // Their webhook events (docs/decisions/049-webhooks.md): a batch at a time, and not even read
  // when no subscription of the project listens.
  await enqueueMeetingEvents(
    tx,
    project.id,
    created.map((m) => m.id),
    'meeting.created',
  );
  await enqueueRequestEvents(tx, project.id, answered, 'request.answered');
  // One notification per person summing up their new meetings, rather than one per meeting.
  const counts = new Map<string, number>();
  for (const m of plan.meetings) {
    for (const id of [m.buyerId, m.sellerId, m.interpreterId]) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const written: (typeof notifications.$inferSelect)[] = [];
  for (const part of chunks([...counts])) {
    written.push(
      ...(await tx
        .insert(notifications)
        .values(
          part.map(([userId, count]) => ({
            userId,
            type: 'info' as const,
            titleKey: 'notifications.autoSchedule.title',
            messageKey: 'notifications.autoSchedule.message',
            params: { count, project: project.name },
            link: '/meetings',
          })),
        )
        .returning()),
    );
  }
  return { created: plan.meetings.length, notifications: written };
}
