import { describe, expect, it } from 'vitest';
import { meetingOfNotification } from './meeting-link.ts';

describe('meetingOfNotification', () => {
  it('reads the meeting of a link to its page', () => {
    expect(meetingOfNotification(JSON.stringify({ link: '/meetings/4f1c2a' }))).toBe('4f1c2a');
  });
  it('is null for other links, no link, and data that is not JSON', () => {
    expect(meetingOfNotification(JSON.stringify({ link: '/meeting-requests' }))).toBeNull();
    expect(meetingOfNotification(JSON.stringify({ link: '/meetings/4f1c2a/extra' }))).toBeNull();
    expect(meetingOfNotification(JSON.stringify({ link: null }))).toBeNull();
    expect(meetingOfNotification('not json')).toBeNull();
  });
});
