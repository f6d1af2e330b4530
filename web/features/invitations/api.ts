// Invitations (docs/rules.md#invitations): an e-mail with a one-time link to choose a password, sent
// to named participants (a resend) or to everyone of the project who has not accepted yet.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useInvalidateProjects } from '../projects/api.ts';

/** Invites `userIds`, or with none every participant not yet signed in; answers how many were queued. */
export function useInviteParticipants(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (userIds?: string[]) =>
      api.post<{ invited: number }>(`/api/projects/${projectId}/invitations`, userIds ? { user_ids: userIds } : {}),
    // On failure too: someone may have accepted meanwhile, which is why it was refused.
    onSettled: invalidate,
  });
}
