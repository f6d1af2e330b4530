// The job's queue on the real database: each pending note is transcribed once even with several
// runners (instances) at work, a restart takes up what was left, and a stop hands the note back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingVoiceNotes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { storedNote, voiceNoteFixture, webmBytes } from '../../test/voice-note-factories.ts';
import type { TranscriptionEngine } from './engine.ts';
import { createTranscriptionRunner, MAX_ATTEMPTS } from './runner.ts';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-queue-'));
  app = await createTestApp({ dataDir, transcribe: { engine: 'off', model: 'whisper-1', timeoutMs: 5000 } });
  // The app's own runner stays out of the way: each test runs the ones it makes.
  await app.transcription.stop();
});
afterAll(async () => {
  await app.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const silent = { info() {}, warn() {}, error() {}, child: () => silent } as never;
const runner = (engine: TranscriptionEngine | undefined) =>
  createTranscriptionRunner({ db: app.db, storage: app.storage, engine, log: silent, timeoutMs: 5000 });

/** An engine that answers the recording's last byte as text, after `ms`, counting its calls. */
function countingEngine(ms = 30) {
  const calls: string[] = [];
  const engine: TranscriptionEngine = {
    name: 'counting',
    async transcribe(audio) {
      const word = `note${audio.bytes[audio.bytes.length - 1]}`;
      calls.push(word);
      await new Promise((r) => setTimeout(r, ms));
      return word;
    },
  };
  return { engine, calls };
}

const statusOf = async (ids: string[]) =>
  app.db
    .select({
      id: meetingVoiceNotes.id,
      status: meetingVoiceNotes.transcriptStatus,
      transcript: meetingVoiceNotes.transcript,
      claimedAt: meetingVoiceNotes.claimedAt,
      attempts: meetingVoiceNotes.attempts,
    })
    .from(meetingVoiceNotes)
    .where(inArray(meetingVoiceNotes.id, ids));

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the transcription queue', () => {
  it('transcribes each note exactly once with three runners at work on one database', async () => {
    const f = await voiceNoteFixture(app);
    const notes = [];
    for (let i = 0; i < 9; i++) {
      const audio = Buffer.concat([webmBytes(), Buffer.from([i])]);
      notes.push(await storedNote(app, { meetingId: f.meeting.id, userId: f.buyer.id, audio }));
    }
    const { engine, calls } = countingEngine();
    const runners = [runner(engine), runner(engine), runner(engine)];
    for (const r of runners) r.start();
    const ids = notes.map((n) => n.id);
    await until(async () => (await statusOf(ids)).every((n) => n.status === 'done'));
    await Promise.all(runners.map((r) => r.stop()));

    expect([...calls].sort()).toEqual(Array.from({ length: 9 }, (_, i) => `note${i}`).sort());
    const rows = await statusOf(ids);
    for (const row of rows) expect(row).toMatchObject({ status: 'done', claimedAt: null, attempts: 1 });
    expect(new Set(rows.map((r) => r.transcript)).size).toBe(9);
  });

  it('takes up on start what was left pending, but not a note another live runner holds', async () => {
    const f = await voiceNoteFixture(app);
    const left = await storedNote(app, { meetingId: f.meeting.id, userId: f.seller.id });
    const held = await storedNote(app, {
      meetingId: f.meeting.id,
      userId: f.seller.id,
      values: { claimedAt: new Date(), attempts: 1 },
    });
    const abandoned = await storedNote(app, {
      meetingId: f.meeting.id,
      userId: f.seller.id,
      values: { claimedAt: new Date(Date.now() - 3 * 3600_000), attempts: 1 },
    });
    const { engine, calls } = countingEngine(1);
    const r = runner(engine);
    r.start();
    await until(async () => (await statusOf([left.id, abandoned.id])).every((n) => n.status === 'done'));
    await r.stop();
    expect(calls).toHaveLength(2);
    const [heldNow] = await statusOf([held.id]);
    expect(heldNow.status).toBe('pending');
  });

  it(`gives a note up as failed after ${MAX_ATTEMPTS} interrupted tries`, async () => {
    const f = await voiceNoteFixture(app);
    const note = await storedNote(app, {
      meetingId: f.meeting.id,
      userId: f.seller.id,
      values: { claimedAt: new Date(Date.now() - 3 * 3600_000), attempts: MAX_ATTEMPTS },
    });
    const { engine, calls } = countingEngine(1);
    const r = runner(engine);
    r.start();
    await until(async () => (await statusOf([note.id]))[0].status !== 'pending');
    await r.stop();
    expect((await statusOf([note.id]))[0].status).toBe('failed');
    expect(calls).toEqual([]);
  });

  it('hands the note in hand back to the queue when it stops, without counting the try', async () => {
    const f = await voiceNoteFixture(app);
    const note = await storedNote(app, { meetingId: f.meeting.id, userId: f.buyer.id });
    let started!: () => void;
    const inHand = new Promise<void>((r) => {
      started = r;
    });
    const engine: TranscriptionEngine = {
      name: 'endless',
      transcribe: (_audio, signal) =>
        new Promise((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    };
    const r = runner(engine);
    r.start();
    await inHand;
    expect((await statusOf([note.id]))[0].attempts).toBe(1);
    await r.stop();
    expect((await statusOf([note.id]))[0]).toMatchObject({ status: 'pending', claimedAt: null, attempts: 0 });

    // The next start transcribes it.
    const next = runner(countingEngine(1).engine);
    next.start();
    await until(async () => (await statusOf([note.id]))[0].status === 'done');
    await next.stop();
  });

  it('marks pending notes as having no transcript when no engine is configured any more', async () => {
    const f = await voiceNoteFixture(app);
    const note = await storedNote(app, { meetingId: f.meeting.id, userId: f.buyer.id });
    const r = runner(undefined);
    r.start();
    await until(async () => (await statusOf([note.id]))[0].status !== 'pending');
    await r.stop();
    expect((await statusOf([note.id]))[0]).toMatchObject({ status: 'unavailable', transcript: null });
  });

  it('fails a note whose recording is missing from storage', async () => {
    const f = await voiceNoteFixture(app);
    const note = await storedNote(app, { meetingId: f.meeting.id, userId: f.buyer.id });
    await app.storage.delete(note.audioPath);
    const { engine, calls } = countingEngine(1);
    const r = runner(engine);
    r.start();
    await until(async () => (await statusOf([note.id]))[0].status !== 'pending');
    await r.stop();
    expect((await statusOf([note.id]))[0].status).toBe('failed');
    expect(calls).toEqual([]);
  });

  it('refuses an unknown status in the database itself', async () => {
    const f = await voiceNoteFixture(app);
    const note = await storedNote(app, {
      meetingId: f.meeting.id,
      userId: f.buyer.id,
      values: { transcriptStatus: 'done' },
    });
    await expect(
      app.db
        .update(meetingVoiceNotes)
        .set({ transcriptStatus: sql`'processing'` })
        .where(eq(meetingVoiceNotes.id, note.id)),
    ).rejects.toThrow();
  });
});
