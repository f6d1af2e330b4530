import { hhmm } from '../../core/rules/time.ts';
import type { MeetingRequest } from '../../core/schemas/meeting-request.ts';
import type { meetingRequests } from '../db/schema.ts';
import { iso } from './profile.ts';

type Person = { id: string; full_name: string; company_name: string; email: string };

/** A request with its project and people, as the requests query selects it. */
export type MeetingRequestRow = {
  r: typeof meetingRequests.$inferSelect;
  project: { id: string; name: string };
  requester: Person;
  target: Person;
  sentBy: { id: string; full_name: string } | null;
  answeredBy: { id: string; full_name: string } | null;
};

/** A meeting request in the API's shape. */
export function presentMeetingRequest({
  r,
  project,
  requester,
  target,
  sentBy,
  answeredBy,
}: MeetingRequestRow): MeetingRequest {
  return {
    id: r.id,
    project,
    requester,
    requester_role: r.requesterRole,
    target,
    target_role: r.targetRole,
    preferred_date: r.preferredDate,
    preferred_time_start: hhmm(r.preferredTimeStart),
    preferred_time_end: hhmm(r.preferredTimeEnd),
    location: r.location,
    purpose: r.purpose,
    status: r.status,
    rejection_reason: r.rejectionReason,
    decline_reason: r.declineReason as MeetingRequest['decline_reason'],
    meeting_id: r.meetingId,
    created_at: iso(r.createdAt),
    answered_at: r.answeredAt ? iso(r.answeredAt) : null,
    // Only someone other than the person themselves is named: the organiser acting for them.
    sent_by: sentBy && sentBy.id !== r.requesterId ? sentBy : null,
    // A requester who cancelled acted for themselves too.
    answered_by: answeredBy && answeredBy.id !== r.targetId && answeredBy.id !== r.requesterId ? answeredBy : null,
  };
}
