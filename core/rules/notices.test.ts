import { describe, expect, it } from 'vitest';
import { noticeKindOf } from './notices.ts';

describe('noticeKindOf', () => {
  it('groups notifications into the kinds people choose for', () => {
    expect(noticeKindOf('notifications.request.received.title')).toBe('meeting_requests');
    expect(noticeKindOf('notifications.request.rejected.title')).toBe('meeting_requests');
    expect(noticeKindOf('notifications.meeting.cancelled.title')).toBe('meetings');
    expect(noticeKindOf('notifications.autoSchedule.title')).toBe('meetings');
    expect(noticeKindOf('notifications.transaction.agreed.title')).toBe('transactions');
    expect(noticeKindOf('notifications.assignment.rescheduled.title')).toBe('assignments');
    expect(noticeKindOf('notifications.message.unreadTitle')).toBe('messages');
  });

  it('leaves out notifications that are not news (the welcome)', () => {
    expect(noticeKindOf('notifications.welcome.title')).toBeNull();
    expect(noticeKindOf('something.else')).toBeNull();
  });
});
