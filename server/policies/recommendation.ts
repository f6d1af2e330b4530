// Who gets recommendations and match counts (docs/rules.md#matchmaking): a buyer or seller taking
// part in an active project gets the other side ranked for them and keeps their own "not
// interested" marks; the organiser sees how many good matches each person has. Admins are not
// recommended anyone: they act through the counts and on behalf of people.
import type { CurrentUser } from '../types.ts';

export type Side = 'buyer' | 'seller';

/** The side `user` is recommended from in a project where they take part as `participantRole`, or null. */
export function recommendedSide(user: CurrentUser, participantRole: string | null): Side | null {
  if (user.role !== 'buyer' && user.role !== 'seller') return null;
  return participantRole === user.role ? user.role : null;
}

/** Recommendations are made while the project runs: it is active. */
export function recommendationsOpen(status: string): boolean {
  return status === 'active';
}

/** Only organisers see the match counts of a project. */
export function mayCountMatches(user: CurrentUser): boolean {
  return user.role === 'admin';
}
