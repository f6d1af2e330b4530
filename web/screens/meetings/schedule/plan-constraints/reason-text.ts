// A reason why there is no plan (docs/rules.md#fixed-meetings-and-precedences) as one sentence: the
// key under autoSchedule.infeasible.* and the names, days, times and lists that fill it.
import type { TFunction } from 'i18next';
import { INFEASIBILITY_CODES } from '../../../../../core/placement/infeasibility.ts';
import { ASK_INFEASIBILITY_CODES } from '../../../../../core/scheduler/asks.ts';
import type { InfeasibilityReasonView } from '../../../../../core/schemas/plan-constraints.ts';
import { formatDay } from '../../../../lib/format.ts';
import { personName } from './people.ts';

type Person = InfeasibilityReasonView['people'][number];
type Meeting = InfeasibilityReasonView['meetings'][number];

/**
 * The codes with a sentence of their own: the auto-schedule's (core/scheduler/asks.ts) and the
 * placement's (core/placement/infeasibility.ts), as the re-plan meets them; any other says the
 * code's general meaning.
 */
const KNOWN = new Set<string>([...ASK_INFEASIBILITY_CODES, ...INFEASIBILITY_CODES]);

/** "A, B and C" in the reader's language. */
export function listOf(items: string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}

/** The sentence of `reason` in the reader's language; its counts fill the numbers (`meetings`, `slots`...). */
export function reasonText(t: TFunction, reason: InfeasibilityReasonView, language: string): string {
  const day = (date: string | null) => (date ? formatDay(date, language) : '');
  const pair = (m: Meeting) =>
    t('autoSchedule.infeasible.pair', { buyer: personName(m.buyer), seller: personName(m.seller) });
  // A meeting as one person sees it: "with <the other side> (fixed)" or "(already booked)".
  const withOther = (m: Meeting, person: Person | undefined) =>
    t(m.fixed ? 'autoSchedule.infeasible.withFixed' : 'autoSchedule.infeasible.withBooked', {
      name: personName(person && m.buyer.id === person.id ? m.seller : m.buyer),
    });
  // A meeting with its time: "<pair> (<day> <time>)" when it has one.
  const timed = (m: Meeting) =>
    m.date && m.start_time
      ? t('autoSchedule.infeasible.timed', { pair: pair(m), day: day(m.date), time: m.start_time })
      : pair(m);
  // The meetings of an order keep theirs; any other list reads in name order.
  const inOrder = (items: string[]) =>
    reason.code.startsWith('precedence') ? items : [...items].sort((a, b) => a.localeCompare(b, language));
  const [first, second] = reason.meetings;
  const person = reason.people[0];
  const slot = reason.slots[0];
  const values = {
    person: person ? personName(person) : '',
    people: listOf(reason.people.map(personName), language),
    day: day(slot?.date ?? first?.date ?? null),
    time: slot?.start_time ?? first?.start_time ?? '',
    count: reason.meetings.length,
    pair: first ? pair(first) : '',
    list: listOf(inOrder(reason.meetings.map((m) => withOther(m, person))), language),
    meetingList: listOf(inOrder(reason.meetings.map(timed)), language),
    first: first ? timed(first) : '',
    second: second ? timed(second) : '',
    code: reason.code,
    ...reason.counts,
  };
  const key = KNOWN.has(reason.code) ? reason.code : 'other';
  return t(`autoSchedule.infeasible.${key}`, values);
}
