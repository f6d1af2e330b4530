// Travel (docs/rules.md#travel): which records are upcoming or past, the filter counts, the
// summary tiles. The admin form's venue wall clock <-> instant conversion is in time.ts.

export const TRAVEL_FILTERS = ['all', 'upcoming', 'past'] as const;
export type TravelFilter = (typeof TRAVEL_FILTERS)[number];

/** What the rules need of a travel record. */
export interface TravelFacts {
  user: { id: string };
  flight_no: string;
  hotel_name: string;
  arrival_time: string | null;
}

/** 'upcoming' when the arrival is later than `now`, 'past' when it is now or earlier, null without one. */
export function travelPhase(arrival: string | null, now: Date): 'upcoming' | 'past' | null {
  if (!arrival) return null;
  return new Date(arrival).getTime() > now.getTime() ? 'upcoming' : 'past';
}

/** The records a filter shows: All everything, Upcoming and Past only those with an arrival on that side of `now`. */
export function filterTravel<T extends TravelFacts>(records: T[], filter: TravelFilter, now: Date): T[] {
  if (filter === 'all') return records;
  return records.filter((r) => travelPhase(r.arrival_time, now) === filter);
}

/** How many records each filter shows. */
export function travelCounts(records: TravelFacts[], now: Date): Record<TravelFilter, number> {
  const phases = records.map((r) => travelPhase(r.arrival_time, now));
  return {
    all: records.length,
    upcoming: phases.filter((p) => p === 'upcoming').length,
    past: phases.filter((p) => p === 'past').length,
  };
}

/** The three tiles: distinct travellers, records with a flight number, records with a hotel name. */
export function travelSummary(records: TravelFacts[]) {
  return {
    travelers: new Set(records.map((r) => r.user.id)).size,
    flights: records.filter((r) => r.flight_no.trim() !== '').length,
    hotels: records.filter((r) => r.hotel_name.trim() !== '').length,
  };
}

/** True when both times are given and the departure is before the arrival. */
export function departsBeforeArrival(arrival: string | null, departure: string | null): boolean {
  if (!arrival || !departure) return false;
  return new Date(departure).getTime() < new Date(arrival).getTime();
}
