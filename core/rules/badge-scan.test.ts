import { describe, expect, it } from 'vitest';
import { agendaPath } from './agenda-links.ts';
import { BADGE_EARLY_MINUTES, currentMeeting, parseBadgeCode, photoOf, type ScanMeeting } from './badge-scan.ts';

const project = '2b1d6a4e-5c1f-4a77-9d0e-3f1a2b3c4d5e';
const person = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('parseBadgeCode', () => {
  it('reads the project and the person of the address a badge prints, on any origin', () => {
    for (const origin of ['http://localhost:3000', 'https://b2b.example.com', 'https://expo.example.org/']) {
      const code = new URL(agendaPath(project, person), origin).toString();
      expect(parseBadgeCode(code)).toEqual({ projectId: project, userId: person });
    }
  });

  it('takes upper-case ids and surrounding blanks', () => {
    const code = ` https://x.test/projects/${project.toUpperCase()}/agenda?user=${person.toUpperCase()}\n`;
    expect(parseBadgeCode(code)).toEqual({ projectId: project, userId: person });
  });

  it('refuses what is not a badge: other pages, a missing or malformed person, plain text', () => {
    expect(parseBadgeCode(`https://x.test/meetings/${person}?check-in=qr`)).toBeNull();
    expect(parseBadgeCode(`https://x.test/projects/${project}/agenda`)).toBeNull();
    expect(parseBadgeCode(`https://x.test/projects/${project}/agenda?user=42`)).toBeNull();
    expect(parseBadgeCode(`https://x.test/projects/not-an-id/agenda?user=${person}`)).toBeNull();
    expect(parseBadgeCode(`https://x.test/projects/${project}/agenda/pdf?user=${person}`)).toBeNull();
    expect(parseBadgeCode('hello')).toBeNull();
    expect(parseBadgeCode('')).toBeNull();
    expect(parseBadgeCode('http://[bad')).toBeNull();
  });
});

describe('currentMeeting', () => {
  const m = (start: string, end: string, extra: Partial<ScanMeeting> = {}): ScanMeeting => ({
    status: 'confirmed',
    meeting_date: '2030-05-01',
    start_time: start,
    end_time: end,
    ...extra,
  });
  // 2030-05-01 09:00 in Seoul (UTC+9) is 00:00 UTC.
  const seoul = (hhmm: string) => new Date(`2030-05-01T${hhmm}:00+09:00`);
  const SEOUL = 'Asia/Seoul';

  it('holds from the early margin before the start until the end, not after', () => {
    const meetings = [m('09:00', '09:30')];
    const early = 9 * 60 - BADGE_EARLY_MINUTES;
    const at = (min: number) =>
      seoul(`${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`);
    expect(currentMeeting(meetings, SEOUL, at(early - 1))).toBeNull();
    expect(currentMeeting(meetings, SEOUL, at(early))).toBe(meetings[0]);
    expect(currentMeeting(meetings, SEOUL, seoul('09:29'))).toBe(meetings[0]);
    expect(currentMeeting(meetings, SEOUL, seoul('09:30'))).toBeNull();
  });

  it('reads the venue clock: 09:05 in Seoul is 00:05 UTC', () => {
    const meetings = [m('09:00', '09:30')];
    expect(currentMeeting(meetings, SEOUL, new Date('2030-05-01T00:05:00Z'))).toBe(meetings[0]);
    expect(currentMeeting(meetings, 'UTC', new Date('2030-05-01T00:05:00Z'))).toBeNull();
  });

  it('an unknown zone reads as UTC rather than refusing', () => {
    const meetings = [m('09:00', '09:30')];
    expect(currentMeeting(meetings, 'Mars/Olympus', new Date('2030-05-01T09:10:00Z'))).toBe(meetings[0]);
  });

  it('leaves out cancelled meetings and other days', () => {
    const cancelled = m('09:00', '09:30', { status: 'cancelled' });
    const tomorrow = m('09:00', '09:30', { meeting_date: '2030-05-02' });
    expect(currentMeeting([cancelled, tomorrow], SEOUL, seoul('09:10'))).toBeNull();
    const live = m('09:00', '09:30', { status: 'scheduled' });
    expect(currentMeeting([cancelled, live], SEOUL, seoul('09:10'))).toBe(live);
  });

  it('between two meetings the nearest start wins', () => {
    const first = m('09:30', '10:00');
    const next = m('10:00', '10:30');
    expect(currentMeeting([first, next], SEOUL, seoul('09:40'))).toBe(first);
    expect(currentMeeting([first, next], SEOUL, seoul('09:55'))).toBe(next);
    expect(currentMeeting([next, first], SEOUL, seoul('09:55'))).toBe(next);
  });

  it('times with seconds, as the database returns them, work the same', () => {
    const meetings = [m('09:00:00', '09:30:00')];
    expect(currentMeeting(meetings, SEOUL, seoul('09:15'))).toBe(meetings[0]);
  });
});

describe('photoOf', () => {
  it('is the first image among the files, else null', () => {
    expect(
      photoOf(['/api/attachments/u/1/deck.pdf', '/api/attachments/u/2/me.JPG', '/api/attachments/u/3/b.png']),
    ).toBe('/api/attachments/u/2/me.JPG');
    expect(photoOf(['/api/attachments/u/1/deck.pdf'])).toBeNull();
    expect(photoOf([])).toBeNull();
  });
});
