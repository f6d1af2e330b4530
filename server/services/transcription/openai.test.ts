// The OpenAI-compatible engine against a real HTTP server on loopback, through the API and the job:
// what it is sent, what is stored, what a failure or a slow engine does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { summarize } from '../../../core/rules/summary.ts';
import { call } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  fakeTranscriptionServer,
  json,
  listNotes,
  uploadVoiceNote,
  voiceNoteFixture,
  waitForTranscript,
  webmBytes,
} from '../../test/voice-note-factories.ts';
import { transcriptionEndpoint } from './openai.ts';

const TRANSCRIPT =
  'We make wireless speakers for hotels. The weather is nice. Hotels in Europe order speakers in batches. ' +
  'Let me get some coffee. Send the price list for the speakers please.';

let engine: Awaited<ReturnType<typeof fakeTranscriptionServer>>;
/** What the stand-in engine does next; each test sets its own. */
let respond: Parameters<typeof fakeTranscriptionServer>[0];
let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  engine = await fakeTranscriptionServer((req, res) => respond?.(req, res));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-openai-'));
  app = await createTestApp({
    dataDir,
    transcribe: {
      engine: 'auto',
      url: `${engine.url}/v1`,
      model: 'whisper-large-v3',
      apiKey: 'sk-test',
      timeoutMs: 1500,
    },
  });
});
afterEach(() => {
  engine.received.length = 0;
});
afterAll(async () => {
  await app.dispose();
  await engine.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('transcriptionEndpoint', () => {
  it('adds the OpenAI path to a base URL and keeps a full one', () => {
    expect(transcriptionEndpoint('http://127.0.0.1:8000')).toBe('http://127.0.0.1:8000/v1/audio/transcriptions');
    expect(transcriptionEndpoint('http://h:8000/v1/')).toBe('http://h:8000/v1/audio/transcriptions');
    expect(transcriptionEndpoint('https://api.openai.com/v1/audio/transcriptions')).toBe(
      'https://api.openai.com/v1/audio/transcriptions',
    );
    expect(transcriptionEndpoint('http://127.0.0.1:8080/inference')).toBe('http://127.0.0.1:8080/inference');
  });
});

describe('with an OpenAI-compatible endpoint', () => {
  it('uploads as pending, sends the recording with model, language and bearer, and stores transcript and summary', async () => {
    respond = (_req, res) => json(res, 200, { text: ` ${TRANSCRIPT} ` });
    const f = await voiceNoteFixture(app);
    const audio = webmBytes(500);
    const res = await uploadVoiceNote(app, f.seller.cookie, { meetingId: f.meeting.id, audio });
    expect(res.statusCode).toBe(201);
    expect(res.json().transcript_status).toBe('pending');

    const note = await waitForTranscript(app, f.buyer.cookie, f.meeting.id, res.json().id);
    expect(note).toMatchObject({ transcript_status: 'done', transcript: TRANSCRIPT });
    // The extract itself is core/rules/summary.test.ts's; here: it is made and stored.
    expect(note.summary).toBe(summarize(TRANSCRIPT));
    expect(note.summary).toContain('speakers');
    expect(note.summary?.length).toBeLessThan(TRANSCRIPT.length);

    expect(engine.received).toHaveLength(1);
    const [sent] = engine.received;
    expect(sent.path).toBe('/v1/audio/transcriptions');
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.fields).toEqual({ model: 'whisper-large-v3', language: 'en', response_format: 'json' });
    expect(sent.file?.type).toBe('audio/webm');
    expect(sent.file?.name).toMatch(/^\d+-[0-9a-f]+\.webm$/);
    expect(sent.file?.bytes.equals(audio)).toBe(true);
  });

  it('marks the note failed when the engine answers 500, and keeps it playable', async () => {
    respond = (_req, res) => json(res, 500, { error: 'model not loaded' });
    const f = await voiceNoteFixture(app);
    const res = await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id });
    const note = await waitForTranscript(app, f.buyer.cookie, f.meeting.id, res.json().id);
    expect(note).toMatchObject({ transcript_status: 'failed', transcript: null, summary: null });
    expect((await call(app, 'GET', note.audio_url, { cookie: f.buyer.cookie })).statusCode).toBe(200);
  });

  it('marks the note failed when the engine answers no text', async () => {
    respond = (_req, res) => json(res, 200, { nothing: true });
    const f = await voiceNoteFixture(app);
    const res = await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id });
    expect((await waitForTranscript(app, f.buyer.cookie, f.meeting.id, res.json().id)).transcript_status).toBe(
      'failed',
    );
  });

  it('marks the note failed when the engine does not answer in time, while the API keeps answering', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    respond = async (_req, res) => {
      await held;
      json(res, 200, { text: 'too late' });
    };
    const f = await voiceNoteFixture(app);
    const started = Date.now();
    const res = await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id });
    expect(res.statusCode).toBe(201);
    // The engine is holding the request: the API answers regardless.
    const list = await listNotes(app, f.seller.cookie, f.meeting.id);
    expect(list[0].transcript_status).toBe('pending');
    expect(Date.now() - started).toBeLessThan(1500);

    const note = await waitForTranscript(app, f.buyer.cookie, f.meeting.id, res.json().id);
    expect(note.transcript_status).toBe('failed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    release();
  });

  it('transcribes an empty recording of speech as done with no text, and no summary', async () => {
    respond = (_req, res) => json(res, 200, { text: '   ' });
    const f = await voiceNoteFixture(app);
    const res = await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id });
    const note = await waitForTranscript(app, f.buyer.cookie, f.meeting.id, res.json().id);
    expect(note).toMatchObject({ transcript_status: 'done', transcript: '', summary: '' });
  });
});
