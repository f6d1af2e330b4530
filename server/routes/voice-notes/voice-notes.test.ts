// Voice notes through the API with no transcription engine: who may record, list, play and remove,
// what the upload checks, and that a refusal writes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VOICE_NOTE_BYTES } from '../../../core/schemas/voice-note.ts';
import { meetingVoiceNotes } from '../../db/schema.ts';
import { pdfBytes } from '../../test/attachment-factories.ts';
import { call, makeMeeting, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  listNotes,
  multipartForm,
  uploadVoiceNote,
  voiceNoteFixture,
  webmBytes,
} from '../../test/voice-note-factories.ts';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-notes-'));
  app = await createTestApp({ dataDir, transcribe: { engine: 'off', model: 'whisper-1', timeoutMs: 5000 } });
});
afterAll(async () => {
  await app.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Recordings stored for a meeting (their content-type files aside). */
const storedFiles = (meetingId: string) => {
  const dir = path.join(dataDir, 'uploads', 'voice-notes', meetingId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.meta.json')) : [];
};
const rowsOf = async (meetingId: string) =>
  (await app.db.select({ n: count() }).from(meetingVoiceNotes).where(eq(meetingVoiceNotes.meetingId, meetingId)))[0].n;

describe('POST /api/voice-notes', () => {
  it('stores the recording under a timestamp name and answers the note, with no transcript to come', async () => {
    const f = await voiceNoteFixture(app);
    const res = await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id, duration: 75 });
    expect(res.statusCode).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({
      meeting_id: f.meeting.id,
      user: { id: f.buyer.id, full_name: 'Buyer 1' },
      duration_seconds: 75,
      transcript: null,
      summary: null,
      transcript_status: 'unavailable',
      audio_url: `/api/voice-notes/${note.id}/audio`,
      can: { delete: true },
    });
    expect(storedFiles(f.meeting.id)).toEqual([expect.stringMatching(/^\d{13}-[0-9a-f]{8}\.webm$/)]);
    const [row] = await app.db.select().from(meetingVoiceNotes).where(eq(meetingVoiceNotes.id, note.id));
    expect(row.audioPath).toBe(`voice-notes/${f.meeting.id}/${storedFiles(f.meeting.id)[0]}`);
  });

  it('lets the seller, the interpreter and an admin record too', async () => {
    const f = await voiceNoteFixture(app);
    for (const who of [f.seller, f.interpreter, f.admin]) {
      const res = await uploadVoiceNote(app, who.cookie, { meetingId: f.meeting.id });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.id).toBe(who.profile.id);
    }
    expect(await rowsOf(f.meeting.id)).toBe(3);
  });

  it('answers 404 to anyone else, and stores nothing', async () => {
    const f = await voiceNoteFixture(app);
    const volunteer = await signedIn(app, 'volunteer');
    for (const who of [f.otherBuyer, f.otherSeller, f.otherInterpreter, volunteer]) {
      const res = await uploadVoiceNote(app, who.cookie, { meetingId: f.meeting.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect(await rowsOf(f.meeting.id)).toBe(0);
    expect(storedFiles(f.meeting.id)).toEqual([]);
  });

  it('answers 404 to the interpreter of a meeting not yet confirmed, which they do not see', async () => {
    const f = await voiceNoteFixture(app, { status: 'scheduled' });
    expect((await uploadVoiceNote(app, f.interpreter.cookie, { meetingId: f.meeting.id })).statusCode).toBe(404);
    expect((await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id })).statusCode).toBe(201);
  });

  it('refuses a cancelled meeting with 409 and says why', async () => {
    const f = await voiceNoteFixture(app, { status: 'cancelled' });
    const res = await uploadVoiceNote(app, f.seller.cookie, { meetingId: f.meeting.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'meeting_cancelled',
      message: 'A cancelled meeting takes no recordings',
    });
    expect(await rowsOf(f.meeting.id)).toBe(0);
    expect(storedFiles(f.meeting.id)).toEqual([]);
  });

  it('refuses a form without audio, or with an empty recording: no audio data recorded', async () => {
    const f = await voiceNoteFixture(app);
    for (const audio of [null, Buffer.alloc(0)]) {
      const res = await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id, audio });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'no_audio_data', message: 'No audio data recorded' });
    }
    expect(await rowsOf(f.meeting.id)).toBe(0);
  });

  it('judges the recording by its bytes: a PDF or HTML named .webm is refused with 415', async () => {
    const f = await voiceNoteFixture(app);
    for (const audio of [pdfBytes(), Buffer.from('<!doctype html><script>alert(1)</script>')]) {
      const res = await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id, audio });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('unsupported_audio_type');
    }
    expect(storedFiles(f.meeting.id)).toEqual([]);
  });

  it('accepts Ogg, MP4, WAV and MP3 and serves each with its own type', async () => {
    const f = await voiceNoteFixture(app);
    const cases: [Buffer, string][] = [
      [Buffer.concat([Buffer.from('OggS'), Buffer.alloc(40)]), 'audio/ogg'],
      [Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.alloc(40)]), 'audio/mp4'],
      [Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(40)]), 'audio/wav'],
      [Buffer.concat([Buffer.from('ID3'), Buffer.alloc(40)]), 'audio/mpeg'],
    ];
    for (const [audio, type] of cases) {
      const res = await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id, audio });
      expect(res.statusCode).toBe(201);
      const played = await call(app, 'GET', res.json().audio_url, { cookie: f.buyer.cookie });
      expect(played.headers['content-type']).toBe(type);
      expect(played.rawPayload.equals(audio)).toBe(true);
    }
  });

  it('refuses a recording over 25 MB with 413, and stores nothing', async () => {
    const f = await voiceNoteFixture(app);
    const res = await uploadVoiceNote(app, f.buyer.cookie, {
      meetingId: f.meeting.id,
      audio: webmBytes(MAX_VOICE_NOTE_BYTES),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('audio_too_large');
    expect(await rowsOf(f.meeting.id)).toBe(0);
    expect(storedFiles(f.meeting.id)).toEqual([]);
  });

  it('validates the fields: meeting, duration, language, and nothing undeclared', async () => {
    const f = await voiceNoteFixture(app);
    const bad = [
      { meetingId: 'not-a-uuid' },
      { meetingId: f.meeting.id, duration: -1 },
      { meetingId: f.meeting.id, duration: 1.5 },
      { meetingId: f.meeting.id, extra: [{ name: 'user_id', value: f.seller.id }] },
      { meetingId: f.meeting.id, audio: null, extra: [{ name: 'file', file: webmBytes() }] },
    ];
    for (const body of bad) {
      const res = await uploadVoiceNote(app, f.buyer.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/voice-notes',
      headers: { cookie: f.buyer.cookie },
      payload: { meeting_id: f.meeting.id },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(await rowsOf(f.meeting.id)).toBe(0);
  });

  it('refuses the language when it is not English', async () => {
    const f = await voiceNoteFixture(app);
    const body = multipartForm([
      { name: 'meeting_id', value: f.meeting.id },
      { name: 'duration_seconds', value: '3' },
      { name: 'language', value: 'ko' },
      { name: 'audio', file: webmBytes() },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/voice-notes',
      headers: { ...body.headers, cookie: f.buyer.cookie },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for a meeting that does not exist, and 401 when signed out', async () => {
    const f = await voiceNoteFixture(app);
    const missing = await uploadVoiceNote(app, f.buyer.cookie, { meetingId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect((await uploadVoiceNote(app, '', { meetingId: f.meeting.id })).statusCode).toBe(401);
  });
});

describe('GET /api/voice-notes?meeting_id=', () => {
  it('lists a meeting’s notes newest first, with the recorder’s name, to each of its people', async () => {
    const f = await voiceNoteFixture(app);
    const first = (await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id, duration: 5 })).json();
    const second = (await uploadVoiceNote(app, f.seller.cookie, { meetingId: f.meeting.id, duration: 61 })).json();
    for (const who of [f.buyer, f.seller, f.interpreter, f.admin]) {
      const list = await listNotes(app, who.cookie, f.meeting.id);
      expect(list.map((n) => n.id)).toEqual([second.id, first.id]);
    }
    const seen = await listNotes(app, f.buyer.cookie, f.meeting.id);
    expect(seen[0]).toMatchObject({ user: { full_name: 'Seller 1' }, duration_seconds: 61, can: { delete: false } });
    expect(seen[1]).toMatchObject({ user: { full_name: 'Buyer 1' }, can: { delete: true } });
    expect((await listNotes(app, f.admin.cookie, f.meeting.id)).every((n) => n.can.delete)).toBe(true);
  });

  it('answers 404 to anyone who may not see the meeting, so its notes stay secret', async () => {
    const f = await voiceNoteFixture(app);
    await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id });
    const volunteer = await signedIn(app, 'volunteer');
    for (const who of [f.otherBuyer, f.otherSeller, f.otherInterpreter, volunteer]) {
      const res = await call(app, 'GET', `/api/voice-notes?meeting_id=${f.meeting.id}`, { cookie: who.cookie });
      expect(res.statusCode).toBe(404);
    }
  });

  it('shows only that meeting’s notes, and none of another meeting', async () => {
    const f = await voiceNoteFixture(app);
    const other = await makeMeeting(app, {
      projectId: f.project.id,
      buyerId: f.buyer.id,
      sellerId: f.otherSeller.id,
      startTime: '10:00',
      endTime: '11:00',
    });
    await uploadVoiceNote(app, f.buyer.cookie, { meetingId: other.id });
    expect(await listNotes(app, f.buyer.cookie, f.meeting.id)).toEqual([]);
    expect(await listNotes(app, f.buyer.cookie, other.id)).toHaveLength(1);
  });

  it('needs a meeting id', async () => {
    const f = await voiceNoteFixture(app);
    expect((await call(app, 'GET', '/api/voice-notes', { cookie: f.buyer.cookie })).statusCode).toBe(400);
  });
});

describe('GET /api/voice-notes/:id/audio', () => {
  it('plays the recording to the meeting’s people, typed by its bytes and never sniffed', async () => {
    const f = await voiceNoteFixture(app);
    const audio = webmBytes(1000);
    const note = (await uploadVoiceNote(app, f.seller.cookie, { meetingId: f.meeting.id, audio })).json();
    for (const who of [f.buyer, f.seller, f.interpreter, f.admin]) {
      const res = await call(app, 'GET', note.audio_url, { cookie: who.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'audio/webm',
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
        'content-length': String(audio.length),
      });
      expect(res.rawPayload.equals(audio)).toBe(true);
    }
  });

  it('answers byte ranges, so the player can seek', async () => {
    const f = await voiceNoteFixture(app);
    const audio = webmBytes(1000);
    const note = (await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id, audio })).json();
    const get = (range: string) => call(app, 'GET', note.audio_url, { cookie: f.buyer.cookie, headers: { range } });

    const head = await get('bytes=0-3');
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-3/${audio.length}`);
    expect(head.rawPayload.equals(audio.subarray(0, 4))).toBe(true);

    const rest = await get('bytes=500-');
    expect(rest.headers['content-range']).toBe(`bytes 500-${audio.length - 1}/${audio.length}`);
    expect(rest.rawPayload.equals(audio.subarray(500))).toBe(true);

    const tail = await get('bytes=-10');
    expect(tail.rawPayload.equals(audio.subarray(-10))).toBe(true);

    const past = await get(`bytes=${audio.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${audio.length}`);
  });

  it('answers 404 to outsiders and for a note that does not exist', async () => {
    const f = await voiceNoteFixture(app);
    const note = (await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id })).json();
    for (const who of [f.otherBuyer, f.otherSeller, f.otherInterpreter]) {
      expect((await call(app, 'GET', note.audio_url, { cookie: who.cookie })).statusCode).toBe(404);
    }
    const missing = await call(app, 'GET', '/api/voice-notes/00000000-0000-4000-8000-000000000000/audio', {
      cookie: f.buyer.cookie,
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(app, 'GET', note.audio_url)).statusCode).toBe(401);
  });
});

describe('DELETE /api/voice-notes/:id', () => {
  it('lets the recorder remove their note: the row and the file go', async () => {
    const f = await voiceNoteFixture(app);
    const note = (await uploadVoiceNote(app, f.interpreter.cookie, { meetingId: f.meeting.id })).json();
    const res = await call(app, 'DELETE', `/api/voice-notes/${note.id}`, { cookie: f.interpreter.cookie });
    expect(res.statusCode).toBe(204);
    expect(await listNotes(app, f.buyer.cookie, f.meeting.id)).toEqual([]);
    expect(storedFiles(f.meeting.id)).toEqual([]);
    expect((await call(app, 'GET', note.audio_url, { cookie: f.interpreter.cookie })).statusCode).toBe(404);
    expect(
      (await call(app, 'DELETE', `/api/voice-notes/${note.id}`, { cookie: f.interpreter.cookie })).statusCode,
    ).toBe(404);
  });

  it('refuses the meeting’s other people with 403, outsiders with 404; an admin may remove any', async () => {
    const f = await voiceNoteFixture(app);
    const note = (await uploadVoiceNote(app, f.seller.cookie, { meetingId: f.meeting.id })).json();
    const url = `/api/voice-notes/${note.id}`;
    expect((await call(app, 'DELETE', url, { cookie: f.buyer.cookie })).statusCode).toBe(403);
    expect((await call(app, 'DELETE', url, { cookie: f.interpreter.cookie })).statusCode).toBe(403);
    expect((await call(app, 'DELETE', url, { cookie: f.otherSeller.cookie })).statusCode).toBe(404);
    expect(await listNotes(app, f.seller.cookie, f.meeting.id)).toHaveLength(1);
    expect((await call(app, 'DELETE', url, { cookie: f.admin.cookie })).statusCode).toBe(204);
    expect(await listNotes(app, f.seller.cookie, f.meeting.id)).toEqual([]);
  });
});
