// Who may be recommended at all (docs/rules.md#matchmaking): never oneself or one's own company, no
// pair the organiser keeps apart, nobody already met in the project, requested either way (pending
// or approved) or declined either way, nobody I marked "not interested", and nobody with no free
// slot left in common with me. Pure: the server gathers the facts and the free slots.
import type { RankedMatch } from './rank.ts';

/** Why a candidate is never recommended, or null when they may be. */
export type IneligibleWhy =
  | 'self'
  | 'same_company'
  | 'excluded_pair'
  | 'met'
  | 'requested'
  | 'declined'
  | 'dismissed'
  | 'no_common_slot';

/** A person as eligibility sees them: their id, company record and company key. */
export interface EligibilityPerson {
  id: string;
  /** The company record, for the organiser's exclusions (company ids). */
  companyId: string | null;
  /** companyKey(...) of the company's name, else of the profile's company name. */
  companyKey: string | null;
}

/** What the server knows of me and the project: each set names the people concerned. */
export interface EligibilityFacts {
  /** Company pairs the organiser keeps apart, as pairKey(a, b). */
  excludedPairs: ReadonlySet<string>;
  /** People I have a meeting that counts with (any status but cancelled) in the project. */
  met: ReadonlySet<string>;
  /** People with a pending or approved request between us, either way. */
  requested: ReadonlySet<string>;
  /** People who declined my request or whose request I declined. */
  declined: ReadonlySet<string>;
  /** People I marked "not interested". */
  dismissed: ReadonlySet<string>;
}

/**
 * The key a company is known by, as the database's person_company_key: the name lower-cased and
 * trimmed; null when blank (a person without a company is of no company).
 */
export function companyKey(name: string | null | undefined): string | null {
  const key = (name ?? '').trim().toLowerCase();
  return key === '' ? null : key;
}

/** One key per unordered pair of company ids. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/** Why `candidate` may not be recommended to `me` on the facts alone (slots aside), or null. */
export function ineligibleWhy(
  me: EligibilityPerson,
  candidate: EligibilityPerson,
  facts: EligibilityFacts,
): IneligibleWhy | null {
  if (candidate.id === me.id) return 'self';
  if (me.companyKey !== null && me.companyKey === candidate.companyKey) return 'same_company';
  if (
    facts.excludedPairs.size > 0 &&
    me.companyId &&
    candidate.companyId &&
    facts.excludedPairs.has(pairKey(me.companyId, candidate.companyId))
  ) {
    return 'excluded_pair';
  }
  if (facts.met.has(candidate.id)) return 'met';
  if (facts.requested.has(candidate.id)) return 'requested';
  if (facts.declined.has(candidate.id)) return 'declined';
  if (facts.dismissed.has(candidate.id)) return 'dismissed';
  return null;
}

/**
 * The project's slots as bits: slot `n` (from 1) of the `day`-th date (from 0) is bit
 * day * slotsPerDay + n - 1. A person's free slots are a bitset of this grid.
 */
export interface SlotGrid {
  dates: readonly string[];
  slotsPerDay: number;
}

/** A bitset over a SlotGrid. */
export type SlotBits = Uint32Array;

/** A bitset of the grid with no slot set. */
export function noSlots(grid: SlotGrid): SlotBits {
  return new Uint32Array(Math.ceil((grid.dates.length * grid.slotsPerDay) / 32));
}

/** The bit of (date, slot), or -1 when it lies outside the grid. */
export function slotBit(grid: SlotGrid, date: string, slot: number): number {
  const day = grid.dates.indexOf(date);
  if (day < 0 || slot < 1 || slot > grid.slotsPerDay) return -1;
  return day * grid.slotsPerDay + slot - 1;
}

/** Sets bit `bit` of `bits` (ignores -1). */
export function setBit(bits: SlotBits, bit: number): void {
  if (bit >= 0) bits[bit >>> 5] = (bits[bit >>> 5] as number) | (1 << (bit & 31));
}

/** Clears bit `bit` of `bits` (ignores -1). */
export function clearBit(bits: SlotBits, bit: number): void {
  if (bit >= 0) bits[bit >>> 5] = (bits[bit >>> 5] as number) & ~(1 << (bit & 31));
}

/** True when the two bitsets have a slot in common. */
export function shareSlot(a: SlotBits, b: SlotBits): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (((a[i] as number) & (b[i] as number)) !== 0) return true;
  return false;
}

/**
 * The first `limit` of `ranked` (best first) that may be recommended to `me`: eligible on the facts
 * and sharing a free slot with me. `free` holds the free slots of me and of the candidates; a
 * candidate missing from it has none. `people` gives each candidate's company.
 */
export function pickRecommendations(
  me: EligibilityPerson,
  ranked: readonly RankedMatch[],
  people: ReadonlyMap<string, EligibilityPerson>,
  facts: EligibilityFacts,
  free: ReadonlyMap<string, SlotBits>,
  limit: number,
): RankedMatch[] {
  const mine = free.get(me.id);
  const out: RankedMatch[] = [];
  if (!mine) return out;
  for (const match of ranked) {
    if (out.length >= limit) break;
    const person = people.get(match.id);
    if (!person || ineligibleWhy(me, person, facts) !== null) continue;
    const theirs = free.get(match.id);
    if (theirs && shareSlot(mine, theirs)) out.push(match);
  }
  return out;
}
