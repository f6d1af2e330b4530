// The grid's day as the windows of rows loaded so far and the day's choices, merged into the one
// schedule the grid, its lookups and its dialogs read (docs/decisions/042-windowed-grid.md).
import type { Meeting } from '../../../core/schemas/meeting.ts';
import {
  expandMeetings,
  SCHEDULE_WINDOW,
  type Schedule,
  type ScheduleChoices,
  type ScheduleWire,
} from '../../../core/schemas/schedule.ts';

/** The offsets of the windows holding rows `first` to `last`, the first window always among them. */
export function windowsFor(first: number, last: number, total: number): number[] {
  const from = Math.max(0, Math.floor(first / SCHEDULE_WINDOW));
  const to = Math.max(from, Math.floor(Math.min(last, Math.max(total - 1, 0)) / SCHEDULE_WINDOW));
  const offsets = new Set([0]);
  for (let w = from; w <= to; w++) offsets.add(w * SCHEDULE_WINDOW);
  return [...offsets];
}

/**
 * Each window's meetings with their people, made once per answer: a window merged again (as every
 * other window arrives) keeps the same meeting objects, so the grid's memoised cells skip them.
 */
const meetingsMade = new WeakMap<ScheduleWire, Meeting[]>();

function meetingsOf(wire: ScheduleWire): Meeting[] {
  let made = meetingsMade.get(wire);
  if (!made) {
    made = expandMeetings(wire);
    meetingsMade.set(wire, made);
  }
  return made;
}

/** The busy ids of each choices' answer, made once: every window that arrives merges again. */
const busyMade = new WeakMap<ScheduleChoices, Schedule['busy']>();

/** The ids behind the positions of `busy`, by start time. */
function busyOf(choices: ScheduleChoices | undefined): Schedule['busy'] {
  if (!choices) return new Map();
  const made = busyMade.get(choices);
  if (made) return made;
  const out: Schedule['busy'] = new Map();
  for (const b of choices.busy) {
    out.set(b.start, {
      sellers: new Set(b.sellers.map((i) => choices.sellers[i].id)),
      interpreters: new Set(b.interpreters.map((i) => choices.interpreters[i].id)),
      tables: new Set(b.tables.map((i) => choices.tables[i].id)),
    });
  }
  busyMade.set(choices, out);
  return out;
}

/**
 * One schedule from the windows of one day (the first of them gives the day's project, slots and
 * row count) and its choices, which may still be on their way.
 */
export function mergeWindows(windows: ScheduleWire[], choices: ScheduleChoices | undefined): Schedule {
  const [first] = windows;
  const buyers: Schedule['buyers'] = new Array(first.buyer_total);
  const meetings = new Map<string, Meeting>();
  const blocked = new Map<string, ScheduleWire['blocked'][number]>();
  const people = new Map<string, ScheduleWire['people'][number]>();
  const pairs: ScheduleWire['other_day_pairs'] = [];
  const unavailable: ScheduleWire['unavailable'] = [...(choices?.unavailable ?? [])];
  for (const w of windows) {
    // A window of another count (read before a change) must not place its rows beside the first's.
    if (w.buyer_total !== first.buyer_total) continue;
    w.buyers.forEach((b, i) => {
      buyers[w.offset + i] = b;
    });
    for (const m of meetingsOf(w)) meetings.set(m.id, m);
    for (const b of w.blocked) blocked.set(b.id, b);
    for (const p of w.people) people.set(p.id, p);
    pairs.push(...w.other_day_pairs);
    unavailable.push(...w.unavailable);
  }
  return {
    project: first.project,
    date: first.date,
    slots: first.slots,
    buyer_total: first.buyer_total,
    buyers,
    meetings: [...meetings.values()],
    people: [...people.values()],
    other_day_pairs: pairs,
    blocked: [...blocked.values()],
    unavailable,
    sellers: choices?.sellers ?? [],
    interpreters: choices?.interpreters ?? [],
    tables: choices?.tables ?? [],
    busy: busyOf(choices),
  };
}
