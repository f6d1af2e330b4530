// Scanning a badge at the venue (docs/rules.md#scanning-badges): what a badge's QR code names,
// which meeting a scanned person is at "now", and the picture shown for them. Pure: the server
// checks people in by these rules and the scanner's screen reads codes with the same parser.
import type { MeetingStatus } from './meetings.ts';
import { instantToZoned, toMinutes } from './time.ts';

/** A meeting counts as current from this many minutes before its start (people come early). */
export const BADGE_EARLY_MINUTES = 10;

/** The scanner ignores the same code seen again within this time (a badge stays in view). */
export const BADGE_REPEAT_MS = 4000;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const BADGE_PATH = new RegExp(`^/projects/(${UUID})/agenda$`, 'i');
const ONLY_UUID = new RegExp(`^${UUID}$`, 'i');

/**
 * The project and person a badge's QR code names, or null when the text is not a badge code. A
 * badge holds `PUBLIC_URL/projects/<project>/agenda?user=<person>` (agendaPath in agenda-links.ts);
 * any origin is taken, since the scanner cannot know every address the app was printed with.
 */
export function parseBadgeCode(text: string): { projectId: string; userId: string } | null {
  let url: URL;
  try {
    url = new URL(text.trim(), 'http://badge.invalid');
  } catch {
    return null;
  }
  const match = BADGE_PATH.exec(url.pathname);
  const userId = url.searchParams.get('user') ?? '';
  if (!match || !ONLY_UUID.test(userId)) return null;
  return { projectId: match[1].toLowerCase(), userId: userId.toLowerCase() };
}

/** What deciding the current meeting needs of each of a person's meetings: times on the venue's clock. */
export interface ScanMeeting {
  status: MeetingStatus;
  meeting_date: string;
  /** 'HH:MM' or 'HH:MM:SS'. */
  start_time: string;
  end_time: string;
}

/** The wall clock at `now` in the zone; a zone the runtime does not know reads as UTC, as elsewhere. */
function wallClock(timeZone: string, now: Date): string {
  try {
    return instantToZoned(now, timeZone);
  } catch {
    return now.toISOString().slice(0, 16);
  }
}

/**
 * The meeting a person scanned at `now` is at: a live (not cancelled) one of theirs whose window,
 * from BADGE_EARLY_MINUTES before its start until its end, holds the venue's wall clock. When two
 * hold it (one ending, the next about to start), the one whose start is nearest wins: at 09:55
 * that is the 10:00 meeting, at 09:40 still the 09:30 one. Null when none does.
 */
export function currentMeeting<M extends ScanMeeting>(meetings: M[], timeZone: string, now: Date): M | null {
  const clock = wallClock(timeZone, now);
  const today = clock.slice(0, 10);
  const minute = toMinutes(clock.slice(11, 16));
  let best: M | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const m of meetings) {
    if (m.status === 'cancelled' || m.meeting_date !== today) continue;
    const start = toMinutes(m.start_time.slice(0, 5));
    const end = toMinutes(m.end_time.slice(0, 5));
    if (minute < start - BADGE_EARLY_MINUTES || minute >= end) continue;
    const distance = Math.abs(minute - start);
    if (distance < bestDistance) {
      best = m;
      bestDistance = distance;
    }
  }
  return best;
}

const IMAGE = /\.(png|jpe?g|gif|webp)$/i;

/** The picture shown for a scanned person: the first image among their profile's files, else none (initials). */
export function photoOf(attachments: readonly string[]): string | null {
  return attachments.find((url) => IMAGE.test(url)) ?? null;
}
