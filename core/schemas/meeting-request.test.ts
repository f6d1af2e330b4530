import { describe, expect, it } from 'vitest';
import { meetingRequestCreateSchema, meetingRequestRejectSchema } from './meeting-request.ts';

const valid = {
  project_id: '00000000-0000-4000-8000-000000000001',
  target_id: '00000000-0000-4000-8000-000000000002',
  preferred_date: '2030-05-01',
  preferred_time_start: '10:00',
  preferred_time_end: '11:00',
};

describe('meetingRequestCreateSchema', () => {
  it('needs project, target, date, start and end; location and purpose default to empty, trimmed', () => {
    expect(meetingRequestCreateSchema.parse({ ...valid, purpose: '  Talk  ' })).toEqual({
      ...valid,
      location: '',
      purpose: 'Talk',
    });
    for (const field of Object.keys(valid)) {
      const body: Record<string, unknown> = { ...valid };
      delete body[field];
      expect(meetingRequestCreateSchema.safeParse(body).success).toBe(false);
    }
  });

  it('accepts an end before the start (the product never checked it)', () => {
    expect(meetingRequestCreateSchema.safeParse({ ...valid, preferred_time_end: '09:00' }).success).toBe(true);
  });

  it('refuses times that are not HH:MM, empty ids and unknown fields', () => {
    for (const bad of [
      { preferred_time_start: '24:00' },
      { preferred_time_end: '9:00' },
      { preferred_time_start: '' },
      { project_id: '' },
      { status: 'approved' },
    ]) {
      expect(meetingRequestCreateSchema.safeParse({ ...valid, ...bad }).success).toBe(false);
    }
  });
});

describe('meetingRequestRejectSchema', () => {
  it('needs one of the reasons; words are optional except with "other", and trimmed', () => {
    expect(meetingRequestRejectSchema.parse({ decline_reason: 'no_time' })).toEqual({
      decline_reason: 'no_time',
      reason: '',
    });
    expect(meetingRequestRejectSchema.parse({ decline_reason: 'other', reason: ' Busy ' })).toEqual({
      decline_reason: 'other',
      reason: 'Busy',
    });
    expect(meetingRequestRejectSchema.safeParse({ decline_reason: 'other', reason: '   ' }).success).toBe(false);
    expect(meetingRequestRejectSchema.safeParse({ reason: 'Busy' }).success).toBe(false);
    expect(meetingRequestRejectSchema.safeParse({ decline_reason: 'rude' }).success).toBe(false);
  });
});
