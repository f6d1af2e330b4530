// The Add Participants selection: who was toggled, per role, against who is already in the project.
// People already added start selected; toggling them off marks them to be removed.
import type { Candidate, ParticipantChanges, ParticipantRole } from '../../../core/schemas/participant.ts';

/** User ids toggled away from their starting state, per role. */
export type Toggled = Partial<Record<ParticipantRole, ReadonlySet<string>>>;

export type CandidatesByRole = Partial<Record<ParticipantRole, readonly Candidate[] | undefined>>;

/** Whether a candidate is selected now: already added XOR toggled. */
export function isSelected(candidate: Candidate, toggled: ReadonlySet<string> | undefined): boolean {
  return (candidate.participant_id !== null) !== (toggled?.has(candidate.user_id) ?? false);
}

/** The toggled set with one user flipped. */
export function toggle(toggled: Toggled, role: ParticipantRole, userId: string): Toggled {
  const next = new Set(toggled[role]);
  if (next.has(userId)) next.delete(userId);
  else next.add(userId);
  return { ...toggled, [role]: next };
}

/** The request body: new people to add, participant rows to remove, across all roles. */
export function changesOf(candidates: CandidatesByRole, toggled: Toggled) {
  const add: { user_id: string; role: ParticipantRole }[] = [];
  const remove: string[] = [];
  for (const [role, list] of Object.entries(candidates) as [ParticipantRole, readonly Candidate[] | undefined][]) {
    const set = toggled[role];
    if (!set?.size || !list) continue;
    for (const c of list) {
      if (!set.has(c.user_id)) continue;
      if (c.participant_id === null) add.push({ user_id: c.user_id, role });
      else remove.push(c.participant_id);
    }
  }
  return { add, remove } satisfies ParticipantChanges;
}

/** How many are new, already added and staying, and to be removed. */
export function tally(candidates: readonly Candidate[] | undefined, toggled: ReadonlySet<string> | undefined) {
  let added = 0;
  let kept = 0;
  let removed = 0;
  for (const c of candidates ?? []) {
    const selected = isSelected(c, toggled);
    if (c.participant_id === null) added += selected ? 1 : 0;
    else if (selected) kept += 1;
    else removed += 1;
  }
  return { added, kept, removed };
}

/** Candidates whose name, email or company holds the search text (case-insensitive). */
export function matches(candidate: Candidate, search: string): boolean {
  const q = search.trim().toLocaleLowerCase();
  if (!q) return true;
  return [candidate.full_name, candidate.email, candidate.company_name].some((v) => v.toLocaleLowerCase().includes(q));
}
