// The meeting requests file: who asked whom for which slot, how it was answered (with the reason of
// a rejection) and the meeting an approval created.
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hhmm } from '../../../core/rules/time.ts';
import { meetingRequests, meetings, profiles } from '../../db/schema.ts';
import { type ExportContext, type ExportRow, meetingLabel } from './dataset.ts';
import { venueClock } from './venue-clock.ts';

export async function meetingRequestRows({ db, project }: ExportContext): Promise<ExportRow<'meeting-requests'>[]> {
  const requester = alias(profiles, 'requester');
  const target = alias(profiles, 'target');
  const rows = await db
    .select({
      r: meetingRequests,
      requester: { name: requester.fullName, company: requester.companyName },
      target: { name: target.fullName, company: target.companyName },
      meeting: { date: meetings.meetingDate, start: meetings.startTime },
    })
    .from(meetingRequests)
    .innerJoin(requester, eq(requester.id, meetingRequests.requesterId))
    .innerJoin(target, eq(target.id, meetingRequests.targetId))
    .leftJoin(meetings, eq(meetings.id, meetingRequests.meetingId))
    .where(eq(meetingRequests.projectId, project.id))
    .orderBy(asc(meetingRequests.createdAt), asc(meetingRequests.id));
  const clock = venueClock(project.time_zone);
  return rows.map(({ r, requester, target, meeting }) => ({
    requester: requester.name,
    requester_company: requester.company,
    requester_role: r.requesterRole,
    target: target.name,
    target_company: target.company,
    target_role: r.targetRole,
    preferred_date: r.preferredDate,
    preferred_start: hhmm(r.preferredTimeStart),
    preferred_end: hhmm(r.preferredTimeEnd),
    location: r.location,
    purpose: r.purpose,
    status: r.status,
    rejection_reason: r.rejectionReason,
    created_at: clock(r.createdAt),
    meeting: meetingLabel(meeting?.date ?? null, meeting?.start ?? null),
  }));
}
