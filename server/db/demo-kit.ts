// What the demo's writers share (server/db/demo-seed.ts and its parts): the venue's clock and slot
// grid, the seed being written, and lookups that fail loudly on a typo in the demo data.
import type { Role } from '../../core/roles.ts';
import { type SlotSettings, slotAt } from '../../core/rules/slots.ts';
import { addDays } from '../../core/rules/time.ts';
import type { Db } from './client.ts';
import type { Moment } from './demo-data.ts';
import type { meetings } from './schema.ts';

// The venue: Seoul has no daylight saving, so its offset is fixed.
export const TIME_ZONE = 'Asia/Seoul';
const UTC_OFFSET = '+09:00';
export const DAY_START = '09:00';
export const SLOT_MINUTES = 60;
export const DAILY_MEET_LIMIT = 8;

export interface Person {
  id: string;
  role: Role;
  companyId: string | null;
}
export type Meeting = typeof meetings.$inferSelect;
/** The meetings that still count, by buyer and seller: a pair has at most one (meetings_buyer_seller_once). */
export type MeetingsByPair = Map<string, Meeting>;

/** What the writers share: the first day, the people by key and the two projects. */
export interface Seed {
  db: Db;
  start: string;
  adminId: string;
  people: Map<string, Person>;
  active: { id: string; location: string };
  draft: { id: string; start: string };
}

/** The person of a data key; a typo in demo-data.ts fails the seed loudly instead of writing half a demo. */
export function lookup(people: Map<string, Person>, key: string): Person {
  const person = people.get(key);
  if (!person) throw new Error(`demo data names unknown person '${key}'`);
  return person;
}

export const pairKey = (buyerId: string, sellerId: string) => `${buyerId}|${sellerId}`;

export function meetingOf(byPair: MeetingsByPair, buyerId: string, sellerId: string): Meeting {
  const meeting = byPair.get(pairKey(buyerId, sellerId));
  if (!meeting) throw new Error('demo data refers to a meeting that is not planned');
  return meeting;
}

/** The demo project's slot grid. */
const SLOTS: SlotSettings = { day_start: DAY_START, slot_minutes: SLOT_MINUTES, daily_meet_limit: DAILY_MEET_LIMIT };

/** Slot n's start and end as the database's times. */
export function slotTimes(slot: number) {
  const { start, end } = slotAt(SLOTS, slot);
  return { startTime: `${start}:00`, endTime: `${end}:00` };
}

export function preferred(start: string, day: number, slot: number) {
  const { startTime, endTime } = slotTimes(slot);
  return { preferredDate: addDays(start, day), preferredTimeStart: startTime, preferredTimeEnd: endTime };
}

/** A venue wall-clock moment as an instant. */
export const venueMoment = (projectStart: string, m: Moment) =>
  new Date(`${addDays(projectStart, m.day)}T${m.time}:00${UTC_OFFSET}`);

/** A meeting's date and 'HH:MM:SS' start at the venue, plus some minutes, as an instant. */
export const venueInstant = (date: string, time: string, plusMinutes = 0) =>
  new Date(new Date(`${date}T${time}${UTC_OFFSET}`).getTime() + plusMinutes * 60_000);
