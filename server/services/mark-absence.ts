// Marking who did not come to a meeting, or clearing it (docs/rules.md#feedback-and-no-shows), in
// one transaction with the notifications of its buyer and seller: either the mark is stored and
// they are told, or nothing changed.
import { eq, sql } from 'drizzle-orm';
import type { MeetingAbsence } from '../../core/constants.ts';
import { companyOrName } from '../../core/rules/names.ts';
import { absenceRefusal, afterAbsence } from '../../core/rules/no-show.ts';
import { hhmm } from '../../core/rules/time.ts';
import type { Meeting } from '../../core/schemas/meeting.ts';
import type { Db } from '../db/client.ts';
import { meetings, notifications, projects } from '../db/schema.ts';
import { conflict, notFound } from '../errors.ts';
import { findMeeting } from '../queries/meetings.ts';
import { type NewNotification, notificationValues } from './notify.ts';

export interface AbsenceMarked {
  meeting: Meeting;
  /** The stored notifications, to publish once the transaction has committed. */
  notices: (typeof notifications.$inferSelect)[];
}

const REFUSAL_MESSAGE = {
  absence_too_early: 'A meeting’s absence can be marked once it has begun',
  invalid_transition: 'Only a meeting that was not cancelled can be marked, and only a no-show cleared',
} as const;

/** What the buyer and seller are told: who was absent, or that the meeting counts as held again. */
export function absenceNotices(meeting: Meeting, absence: MeetingAbsence | null): NewNotification[] {
  const event = absence === null ? 'noShowCleared' : 'noShow';
  const params = {
    buyer: companyOrName(meeting.buyer),
    seller: companyOrName(meeting.seller),
    date: meeting.meeting_date,
    time: meeting.start_time,
  };
  return [meeting.buyer.id, meeting.seller.id].map((userId) => ({
    userId,
    type: absence === null ? 'info' : 'warning',
    titleKey: `notifications.meeting.${event}.title`,
    messageKey: `notifications.meeting.${event}.${absence ?? 'message'}`,
    params,
    link: `/meetings/${meeting.id}`,
  }));
}

/**
 * Sets meeting `id`'s absence as `actorId` (an admin or its interpreter, checked by the caller) at
 * `now`; throws 409 when the meeting may not take it. The same mark again changes nothing and tells
 * nobody, so a double click is harmless.
 */
export async function markAbsence(
  db: Db,
  id: string,
  absence: MeetingAbsence | null,
  actorId: string,
  now: Date = new Date(),
): Promise<AbsenceMarked> {
  return db.transaction(async (tx) => {
    // The lock makes a second mark of the same meeting wait, then start from where the first left it.
    const [before] = await tx
      .select({ m: meetings, timeZone: projects.timeZone })
      .from(meetings)
      .innerJoin(projects, eq(projects.id, meetings.projectId))
      .where(eq(meetings.id, id))
      .for('update', { of: meetings });
    if (!before) throw notFound('Meeting not found');
    const subject = {
      status: before.m.status,
      meeting_date: before.m.meetingDate,
      start_time: hhmm(before.m.startTime),
    };
    const refusal = absenceRefusal(subject, absence, before.timeZone, now);
    if (refusal) throw conflict(refusal, REFUSAL_MESSAGE[refusal], { status: before.m.status });

    const unchanged = before.m.absence === absence && before.m.status === afterAbsence(absence).status;
    if (!unchanged) {
      const next = afterAbsence(absence);
      await tx
        .update(meetings)
        .set({
          status: next.status,
          absence: next.absence,
          absenceMarkedBy: next.absence ? actorId : null,
          // The clock once the lock is held, not the transaction's start: marks that waited for
          // each other keep the order they were made in.
          absenceMarkedAt: next.absence ? sql`clock_timestamp()` : null,
        })
        .where(eq(meetings.id, id));
    }
    const meeting = (await findMeeting(tx as unknown as Db, id)) as Meeting;
    if (unchanged) return { meeting, notices: [] };
    // Likewise, so the newest notice about the meeting tells what it holds now.
    const notices = await tx
      .insert(notifications)
      .values(
        absenceNotices(meeting, absence).map((n) => ({ ...notificationValues(n), createdAt: sql`clock_timestamp()` })),
      )
      .returning();
    return { meeting, notices };
  });
}
