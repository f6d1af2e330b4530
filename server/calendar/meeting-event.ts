// One meeting as a VEVENT (RFC 5545 §3.6.1), told from the side of the person it is made for:
// a buyer reads whom they meet, a seller the same, the interpreter and an admin both parties.
import type { MeetingStatus } from '../../core/rules/meetings.ts';
import { companyOrName } from '../../core/rules/names.ts';
import { meetingPlace } from '../../core/rules/tables.ts';
import { escapeText, property } from './content-lines.ts';
import { localDateTimeText } from './vtimezone.ts';
import type { CalendarWords } from './words.ts';

interface Party {
  id: string;
  full_name: string;
  company_name: string;
}

/** What a calendar shows of a meeting. Date and times are the venue's clock ('YYYY-MM-DD', 'HH:MM'). */
export interface CalendarMeeting {
  id: string;
  /** meetings.sequence: a trigger moves it whenever what a calendar shows changes. */
  sequence: number;
  updated_at: Date;
  meeting_date: string;
  start_time: string;
  end_time: string;
  location: string;
  /** The table's name (docs/rules.md#tables), null without one. */
  table: string | null;
  status: MeetingStatus;
  project: { name: string; time_zone: string; location: string };
  buyer: Party;
  seller: Party;
  interpreter: { id: string; full_name: string } | null;
}

export interface EventContext {
  /** The person the calendar is for. */
  viewer: { id: string };
  words: CalendarWords;
  /** PUBLIC_URL without a trailing slash: the meeting's link and the host of every UID. */
  publicUrl: string;
}

const STATUS: Record<MeetingStatus, 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'> = {
  scheduled: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  no_show: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** `20300501T090000` of a date and an 'HH:MM' time. */
const wallClock = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '').slice(0, 4)}00`;

/** `20300501T070000Z`: an instant in UTC, as DTSTAMP and LAST-MODIFIED want it. */
const utcStamp = (at: Date) => `${localDateTimeText(at.getTime())}Z`;

const personText = (p: { full_name: string; company_name?: string }) =>
  p.company_name ? `${p.full_name} (${p.company_name})` : p.full_name;

/** The page of the meeting in the app. */
export const meetingUrl = (publicUrl: string, id: string) => `${publicUrl}/meetings/${id}`;

/** SUMMARY: the other party for a buyer or seller, both parties for anyone else. */
function summary(m: CalendarMeeting, { viewer, words }: EventContext) {
  const party = viewer.id === m.buyer.id ? m.seller : viewer.id === m.seller.id ? m.buyer : null;
  const text = party
    ? fill(words.meetingWith, { party: companyOrName(party) })
    : fill(words.meetingBetween, { buyer: companyOrName(m.buyer), seller: companyOrName(m.seller) });
  return m.status === 'cancelled' ? `${words.cancelled}: ${text}` : text;
}

/** DESCRIPTION: the other party (or both), the interpreter, the project and the link. */
function description(m: CalendarMeeting, { viewer, words, publicUrl }: EventContext) {
  const lines: string[] = [];
  if (viewer.id !== m.buyer.id) lines.push(`${words.buyer}: ${personText(m.buyer)}`);
  if (viewer.id !== m.seller.id) lines.push(`${words.seller}: ${personText(m.seller)}`);
  lines.push(`${words.interpreter}: ${m.interpreter ? m.interpreter.full_name : words.noInterpreter}`);
  lines.push(`${words.project}: ${m.project.name}`);
  lines.push(`${words.details}: ${meetingUrl(publicUrl, m.id)}`);
  return lines.join('\n');
}

/** The VEVENT of a meeting; its time zone's VTIMEZONE must be in the same calendar. */
export function meetingEventLines(m: CalendarMeeting, ctx: EventContext): string[] {
  const zone = { TZID: m.project.time_zone };
  // The table first: it is what people look for once they are in the hall ("A-12, Hall A").
  const location = meetingPlace(m.table, m.location || m.project.location);
  return [
    'BEGIN:VEVENT',
    property('UID', `${m.id}@${new URL(ctx.publicUrl).hostname}`),
    property('SEQUENCE', String(m.sequence)),
    property('DTSTAMP', utcStamp(m.updated_at)),
    property('LAST-MODIFIED', utcStamp(m.updated_at)),
    property('DTSTART', wallClock(m.meeting_date, m.start_time), zone),
    property('DTEND', wallClock(m.meeting_date, m.end_time), zone),
    property('SUMMARY', escapeText(summary(m, ctx))),
    ...(location ? [property('LOCATION', escapeText(location))] : []),
    property('DESCRIPTION', escapeText(description(m, ctx))),
    property('STATUS', STATUS[m.status]),
    property('URL', meetingUrl(ctx.publicUrl, m.id)),
    'END:VEVENT',
  ];
}
