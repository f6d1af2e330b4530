import { describe, expect, it } from 'vitest';
import { departsBeforeArrival, filterTravel, travelCounts, travelPhase, travelSummary } from './travel.ts';

const now = new Date('2030-05-01T12:00:00Z');
const rec = (user: string, arrival: string | null, flight = '', hotel = '') => ({
  user: { id: user },
  arrival_time: arrival,
  flight_no: flight,
  hotel_name: hotel,
});

describe('travelPhase', () => {
  it('is upcoming only strictly after now; now itself is past; no arrival is neither', () => {
    expect(travelPhase('2030-05-01T12:00:01Z', now)).toBe('upcoming');
    expect(travelPhase('2030-05-01T12:00:00Z', now)).toBe('past');
    expect(travelPhase('2030-04-30T00:00:00Z', now)).toBe('past');
    expect(travelPhase(null, now)).toBeNull();
  });
});

describe('filters and counts', () => {
  const records = [
    rec('a', '2030-05-02T00:00:00Z', 'KE1', 'Hotel'),
    rec('a', '2030-04-01T00:00:00Z', '', 'Hotel'),
    rec('b', null, '', ''),
    rec('c', '2030-05-01T12:00:00Z', 'OZ2', ''),
  ];

  it('puts records without an arrival only under All', () => {
    expect(filterTravel(records, 'all', now)).toHaveLength(4);
    expect(filterTravel(records, 'upcoming', now).map((r) => r.flight_no)).toEqual(['KE1']);
    expect(filterTravel(records, 'past', now).map((r) => r.arrival_time)).toEqual([
      '2030-04-01T00:00:00Z',
      '2030-05-01T12:00:00Z',
    ]);
    expect(travelCounts(records, now)).toEqual({ all: 4, upcoming: 1, past: 2 });
  });

  it('counts distinct travellers, flights and hotels (blank text is none)', () => {
    expect(travelSummary(records)).toEqual({ travelers: 3, flights: 2, hotels: 2 });
    expect(travelSummary([rec('x', null, '  ', ' ')])).toEqual({ travelers: 1, flights: 0, hotels: 0 });
    expect(travelSummary([])).toEqual({ travelers: 0, flights: 0, hotels: 0 });
  });
});

describe('departsBeforeArrival', () => {
  it('refuses only a departure earlier than the arrival when both exist', () => {
    expect(departsBeforeArrival('2030-05-02T00:00:00Z', '2030-05-01T00:00:00Z')).toBe(true);
    expect(departsBeforeArrival('2030-05-01T00:00:00Z', '2030-05-01T00:00:00Z')).toBe(false);
    expect(departsBeforeArrival(null, '2030-05-01T00:00:00Z')).toBe(false);
    expect(departsBeforeArrival('2030-05-01T00:00:00Z', null)).toBe(false);
  });
});
