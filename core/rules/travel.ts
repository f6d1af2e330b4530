// Travel (SPEC.md section 2 Travel): which records are upcoming or past, the filter counts, the
// summary tiles, and the venue wall-clock <-> instant conversion the admin form needs.

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

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall-clock fields of an instant in a time zone, as a UTC timestamp of the same fields. */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/** The instant (ISO, UTC) of a wall-clock 'YYYY-MM-DDTHH:mm' in `timeZone`; null when the text is not one. */
export function zonedToInstant(local: string, timeZone: string): string | null {
  const m = WALL_CLOCK.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number);
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the zone's offset at that moment, daylight-saving changes included.
  let guess = wanted;
  for (let i = 0; i < 2; i++) guess = wanted - (wallClockAsUtc(guess, timeZone) - guess);
  return new Date(guess).toISOString();
}

/** The wall-clock 'YYYY-MM-DDTHH:mm' of an instant in `timeZone` (what a datetime-local input shows). */
export function instantToZoned(instant: string, timeZone: string): string {
  return new Date(wallClockAsUtc(new Date(instant).getTime(), timeZone)).toISOString().slice(0, 16);
}
