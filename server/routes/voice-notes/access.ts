// Who may call the voice note routes (authorization matrix, ADR 009). The recording is the
// buyer's, on the confirmed meeting: whoever sees the meeting hears it; its recorder and admins
// remove it.
import { type RouteRules, rule } from '../access-rules.ts';

const meetingPeople = rule({ ok: ['admin', 'buyer', 'seller', 'interpreter'] });

export const voiceNoteAccess: RouteRules = {
  'POST /api/voice-notes': meetingPeople,
  'GET /api/voice-notes': meetingPeople,
  'GET /api/voice-notes/:id/audio': meetingPeople,
  'DELETE /api/voice-notes/:id': rule({ ok: ['admin', 'buyer'], forbidden: ['seller', 'interpreter'] }),
};
