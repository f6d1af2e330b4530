import { describe, expect, it } from 'vitest';
import { projectInputSchema } from './project.ts';

const base = { name: 'Seoul Expo', start_date: '2030-05-01', end_date: '2030-05-03' };
const issues = (input: Record<string, unknown>) => {
  const r = projectInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('projectInputSchema', () => {
  it('fills the defaults', () => {
    expect(projectInputSchema.parse(base)).toEqual({
      ...base,
      description: '',
      location: '',
      daily_meet_limit: 10,
      status: 'active',
      poster_url: '',
      slot_minutes: 60,
      day_start: '09:00',
      time_zone: 'Asia/Seoul',
      mail_from_name: '',
      mail_reply_to: '',
      reminder_minutes: 15,
      travel_margin_minutes: 60,
      message_retention_days: null,
    });
  });

  it('takes message retention in whole days from 1 to 3650, or none', () => {
    for (const days of [0, 3651, 1.5, '30']) expect(issues({ ...base, message_retention_days: days })).toHaveLength(1);
    expect(issues({ ...base, message_retention_days: 30 })).toHaveLength(0);
    expect(projectInputSchema.parse({ ...base, message_retention_days: null }).message_retention_days).toBeNull();
  });

  it('takes a reply-to address or none, and refuses anything else', () => {
    expect(projectInputSchema.parse({ ...base, mail_reply_to: ' Desk@Kotra.example ' }).mail_reply_to).toBe(
      'desk@kotra.example',
    );
    expect(issues({ ...base, mail_reply_to: 'not an address' })).toHaveLength(1);
  });

  it('takes reminder minutes from 0 (no reminders) to a day, whole', () => {
    for (const minutes of [-1, 1441, 2.5]) expect(issues({ ...base, reminder_minutes: minutes })).toHaveLength(1);
    expect(issues({ ...base, reminder_minutes: 0 })).toHaveLength(0);
  });

  it('takes a travel margin from 0 to a day, whole', () => {
    for (const minutes of [-1, 1441, 2.5]) expect(issues({ ...base, travel_margin_minutes: minutes })).toHaveLength(1);
    expect(issues({ ...base, travel_margin_minutes: 0 })).toHaveLength(0);
    expect(issues({ ...base, travel_margin_minutes: 1440 })).toHaveLength(0);
  });

  it('accepts a one-day project', () => {
    expect(issues({ ...base, end_date: base.start_date })).toEqual([]);
  });

  it('refuses an end before the start, on end_date', () => {
    expect(issues({ ...base, end_date: '2030-04-30' })).toEqual(['end_date: end_before_start']);
  });

  it('refuses a day ending after 24:00, on daily_meet_limit', () => {
    expect(issues({ ...base, daily_meet_limit: 50 })).toEqual(['daily_meet_limit: day_too_long']);
    expect(issues({ ...base, day_start: '14:01' })).toEqual(['daily_meet_limit: day_too_long']);
  });

  it('accepts a day ending exactly at 24:00', () => {
    expect(issues({ ...base, day_start: '14:00' })).toEqual([]);
    expect(issues({ ...base, daily_meet_limit: 50, slot_minutes: 15, day_start: '00:00' })).toEqual([]);
  });

  it('reports both rules at once', () => {
    expect(issues({ ...base, end_date: '2030-04-30', daily_meet_limit: 50 })).toEqual([
      'end_date: end_before_start',
      'daily_meet_limit: day_too_long',
    ]);
  });

  it.each([0, 51, 2.5])('refuses a daily limit of %s', (daily_meet_limit) => {
    expect(issues({ ...base, daily_meet_limit })).not.toEqual([]);
  });

  it.each(['24:00', '9:00', '09:60', 'noon'])('refuses a day start of %s', (day_start) => {
    expect(issues({ ...base, day_start })).not.toEqual([]);
  });

  it('refuses a blank name, an unknown status, a bad poster URL and unknown fields', () => {
    expect(issues({ ...base, name: '   ' })).not.toEqual([]);
    expect(issues({ ...base, status: 'archived' })).not.toEqual([]);
    expect(issues({ ...base, poster_url: 'javascript:alert(1)' })).not.toEqual([]);
    expect(issues({ ...base, owner: 'me' })).not.toEqual([]);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(issues({ ...base, start_date: '2030-02-30' })).not.toEqual([]);
    expect(issues({ ...base, end_date: '05/03/2030' })).not.toEqual([]);
  });

  it('accepts known time zones and refuses unknown ones, on time_zone', () => {
    expect(issues({ ...base, time_zone: 'Asia/Tokyo' })).toEqual([]);
    expect(issues({ ...base, time_zone: 'UTC' })).toEqual([]);
    expect(issues({ ...base, time_zone: 'Mars/Phobos' })).toEqual(['time_zone: time_zone']);
    expect(issues({ ...base, time_zone: '' })).not.toEqual([]);
  });
});
