// The offline engine for real: espeak-ng speaks a known sentence, ffmpeg makes it WebM as a browser
// would, the API takes the upload, and pocketsphinx (Debian's, en-us model) writes the transcript.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentWords } from '../../../core/rules/summary.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  spokenWebm,
  uploadVoiceNote,
  voiceNoteFixture,
  waitForTranscript,
  webmBytes,
} from '../../test/voice-note-factories.ts';
import { pocketsphinxInstalled } from './pocketsphinx.ts';

const SENTENCE = 'The price is ten dollars per unit.';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-offline-'));
  app = await createTestApp({ dataDir, transcribe: { engine: 'auto', model: 'whisper-1', timeoutMs: 60_000 } });
});
afterAll(async () => {
  await app.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('offline transcription with pocketsphinx', () => {
  it('is what auto picks here: .ci/run installs ffmpeg, pocketsphinx and its en-us model', () => {
    expect(pocketsphinxInstalled()).toBe(true);
    expect(app.transcription.engine?.name).toBe('pocketsphinx');
  });

  it('writes a transcript holding the spoken words, and a summary', async () => {
    const f = await voiceNoteFixture(app);
    const audio = await spokenWebm(SENTENCE);
    const res = await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id, audio, duration: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().transcript_status).toBe('pending');

    const note = await waitForTranscript(app, f.seller.cookie, f.meeting.id, res.json().id, 60_000);
    expect(note.transcript_status).toBe('done');
    const heard = new Set(contentWords(note.transcript ?? ''));
    const matched = contentWords(SENTENCE).filter((w) => heard.has(w));
    expect(matched.length, `heard "${note.transcript}"`).toBeGreaterThanOrEqual(2);
    expect(note.summary).toBeTruthy();
  }, 90_000);

  it('marks a recording ffmpeg cannot read as failed', async () => {
    const f = await voiceNoteFixture(app);
    const res = await uploadVoiceNote(app, f.buyer.cookie, { meetingId: f.meeting.id, audio: webmBytes(200) });
    const note = await waitForTranscript(app, f.buyer.cookie, f.meeting.id, res.json().id, 60_000);
    expect(note).toMatchObject({ transcript_status: 'failed', transcript: null });
  }, 90_000);
});
