// Who counts as taking part in a project: one condition for every query that joins
// project_participants to profiles.
import { and, eq } from 'drizzle-orm';
import { profiles, projectParticipants } from '../db/schema.ts';

/** A participant row joined to its profile: confirmed, active, and in the role its profile has. */
export const activeParticipant = and(
  eq(projectParticipants.status, 'confirmed'),
  eq(profiles.role, projectParticipants.role),
  eq(profiles.isActive, true),
);
