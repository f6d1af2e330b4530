// The signal window (docs/rules.md#running-late-and-at-the-table): from 30 minutes before the start
// until the end, on the venue's clock, for meetings still on.
import { describe, expect, it } from 'vitest';
import { type SignalMeeting, signalRefusal, signalWindow } from './meeting-signals.ts';

const seoul: SignalMeeting = {
  status: 'confirmed',
  meeting_date: '2030-05-02',
  start_time: '09:00',
  end_time: '09:30',
  time_zone: 'Asia/Seoul',
};
const at = (iso: string) => new Date(iso);

describe('signalWindow', () => {
  it('opens 30 minutes before the start and closes at the end, in the project’s zone', () => {
    expect(signalWindow(seoul)).toEqual({ opens: at('2030-05-01T23:30:00Z'), closes: at('2030-05-02T00:30:00Z') });
  });

  it('follows daylight saving: a Berlin meeting the morning the clocks went forward', () => {
    const berlin = {
      ...seoul,
      meeting_date: '2030-03-31',
      start_time: '10:00',
      end_time: '11:00',
      time_zone: 'Europe/Berlin',
    };
    expect(signalWindow(berlin)).toEqual({ opens: at('2030-03-31T07:30:00Z'), closes: at('2030-03-31T09:00:00Z') });
  });

  it('reads an unknown zone as UTC, as the rest of the rules do', () => {
    const lost = { ...seoul, time_zone: 'Mars/Olympus' };
    expect(signalWindow(lost).opens).toEqual(at('2030-05-02T08:30:00Z'));
  });
});

describe('signalRefusal', () => {
  it('takes signals inside the window only: closed before it and from the end on', () => {
    expect(signalRefusal(seoul, at('2030-05-01T23:29:59Z'))).toBe('signal_window_closed');
    expect(signalRefusal(seoul, at('2030-05-01T23:30:00Z'))).toBeNull();
    expect(signalRefusal(seoul, at('2030-05-02T00:10:00Z'))).toBeNull();
    expect(signalRefusal(seoul, at('2030-05-02T00:29:59Z'))).toBeNull();
    expect(signalRefusal(seoul, at('2030-05-02T00:30:00Z'))).toBe('signal_window_closed');
    expect(signalRefusal(seoul, at('2030-04-20T00:00:00Z'))).toBe('signal_window_closed');
  });

  it('takes them for scheduled and confirmed meetings, never a cancelled, no-show or completed one', () => {
    const now = at('2030-05-02T00:00:00Z');
    expect(signalRefusal({ ...seoul, status: 'scheduled' }, now)).toBeNull();
    for (const status of ['cancelled', 'no_show', 'completed'] as const) {
      expect(signalRefusal({ ...seoul, status }, now)).toBe('meeting_not_live');
    }
  });
});
