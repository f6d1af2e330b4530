// The other side of a project, keyed for ranking, kept between requests (docs/decisions/028-recommendations.md):
// reading and keying 7,500 profiles cost most of a recommendation's time, yet they change rarely.
// An entry holds while no change could have touched profiles, companies or who takes part where (the
// change counter's identity number, which hears other instances too); otherwise it is read again.
import { type PreparedSide, prepareSide } from '../../../core/matching/rank.ts';
import type { Version } from '../../db/change-counter.ts';
import type { Db } from '../../db/client.ts';
import type { Side } from '../../policies/recommendation.ts';
import { type MatchPerson, matchPeople } from './queries.ts';

export interface CandidateIndex {
  people: ReadonlyMap<string, MatchPerson>;
  prepared: PreparedSide<MatchPerson>;
}

interface Entry {
  version: Version;
  readAt: number;
  index: CandidateIndex;
}

/** Projects kept at once: a server hosts few events at a time; beyond this the oldest is dropped. */
const MAX_ENTRIES = 32;
// Keyed by project and side: a project's id is its own, so apps in one process never share an entry.
const entries = new Map<string, Entry>();

/** The active participants of `side` in the project, keyed for ranking; read again after any change to people. */
export async function candidateIndex(db: Db, version: Version, projectId: string, side: Side): Promise<CandidateIndex> {
  const key = `${projectId}:${side}`;
  const held = entries.get(key);
  if (held && held.version === version && held.readAt === version.value && version.hearsAll) return held.index;
  const readAt = version.value;
  const people = await matchPeople(db, projectId, side);
  const index = { people: new Map(people.map((p) => [p.id, p])), prepared: prepareSide(people) };
  // A change made while reading leaves the entry stale at once: it is read again next time.
  entries.delete(key);
  entries.set(key, { version, readAt, index });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  return index;
}
