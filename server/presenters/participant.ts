// A person in a project as the API lists them (GET /api/projects/:id/participants) and as the
// participant.* webhook events carry them (docs/decisions/049-webhooks.md): one shape, from the
// participant row, the columns of their profile a list shows, and their account's invitation.

import type { InvitationState } from '../../core/schemas/mail.ts';
import type { Participant } from '../../core/schemas/participant.ts';

/** What a participant's line is read from (server/queries/participant-page.ts). */
export interface ParticipantRow {
  participant: { id: string; role: string; status: string; tableId: string | null };
  profile: {
    id: string;
    fullName: string;
    email: string;
    companyName: string;
    country: string;
    isActive: boolean;
  };
  invitedAt: Date | null;
  acceptedAt: Date | null;
}

/** Whether the person can sign in on their own yet (docs/rules.md#invitations). */
export function invitationState(invitedAt: Date | null, acceptedAt: Date | null): InvitationState {
  if (acceptedAt) return 'accepted';
  return invitedAt ? 'invited' : 'none';
}

export function presentParticipant({ participant, profile, invitedAt, acceptedAt }: ParticipantRow): Participant {
  return {
    id: participant.id,
    user_id: profile.id,
    role: participant.role as Participant['role'],
    status: participant.status,
    full_name: profile.fullName,
    email: profile.email,
    company_name: profile.companyName,
    country: profile.country,
    is_active: profile.isActive,
    invitation: invitationState(invitedAt, acceptedAt),
    invited_at: invitedAt ? invitedAt.toISOString() : null,
    table_id: participant.tableId,
  };
}

type ListedProfileFields = Pick<
  ParticipantRow['profile'],
  'fullName' | 'email' | 'companyName' | 'country' | 'isActive'
>;

/** Whether a change of a profile shows in the person's participant lines (and so is a participant.updated). */
export const listedFieldsDiffer = (before: ListedProfileFields, after: ListedProfileFields) =>
  before.fullName !== after.fullName ||
  before.email !== after.email ||
  before.companyName !== after.companyName ||
  before.country !== after.country ||
  before.isActive !== after.isActive;
