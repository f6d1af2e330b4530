// The transcription job. Pending notes are the queue, so it survives restarts; the app's drain
// loop (server/jobs/drain-loop.ts) runs it after an upload, at start and every minute. It claims
// one note at a time with a conditional update, so two instances on one PostgreSQL never
// transcribe the same note twice, and never holds up a request.
import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { summarize } from '../../../core/rules/summary.ts';
import type { TranscriptStatus } from '../../../core/schemas/voice-note.ts';
import type { Db } from '../../db/client.ts';
import { meetingVoiceNotes } from '../../db/schema.ts';
import { createDrainLoop } from '../../jobs/drain-loop.ts';
import type { Storage } from '../../storage/index.ts';
import { type TranscriptionEngine, TranscriptionError } from './engine.ts';

/** A note whose claim expired this often (its worker died each time) is given up as failed. */
export const MAX_ATTEMPTS = 3;

export interface TranscriptionRunner {
  /** The engine in use; none means notes are stored without a transcript. */
  readonly engine: TranscriptionEngine | undefined;
  /** Looks for pending notes now (soon after an upload). */
  wake(): void;
  /** Drains the queue once and polls it every `pollMs`. */
  start(): void;
  /** Stops polling, aborts the note in hand (it goes back to the queue) and waits for the loop. */
  stop(): Promise<void>;
}

export function createTranscriptionRunner(opts: {
  db: Db;
  storage: Storage;
  engine: TranscriptionEngine | undefined;
  log: FastifyBaseLogger;
  /** How long one note may take; a claim older than this plus a minute is taken again. */
  timeoutMs: number;
  pollMs?: number;
}): TranscriptionRunner {
  const { db, storage, engine, log } = opts;
  const leaseSeconds = Math.ceil(opts.timeoutMs / 1000) + 60;
  const controller = new AbortController();

  /** Takes the oldest pending note nobody holds; undefined when there is none. */
  async function claim() {
    const t = meetingVoiceNotes;
    // SKIP LOCKED lets two instances claim different notes at once; the status in the outer
    // condition is checked again on the locked row, so a note is never claimed twice.
    const [note] = await db
      .update(t)
      .set({ claimedAt: sql`now()`, attempts: sql`${t.attempts} + 1` })
      .where(
        and(
          eq(t.transcriptStatus, 'pending'),
          eq(
            t.id,
            sql`(select "id" from "meeting_voice_notes"
                 where "transcript_status" = 'pending'
                   and ("claimed_at" is null or "claimed_at" < now() - make_interval(secs => ${leaseSeconds}))
                 order by "created_at" limit 1 for update skip locked)`,
          ),
        ),
      )
      .returning({ id: t.id, audioPath: t.audioPath, attempts: t.attempts });
    return note;
  }

  /** Writes the outcome, if the note is still there and still pending. */
  async function finish(id: string, status: TranscriptStatus, transcript: string | null = null) {
    await db
      .update(meetingVoiceNotes)
      .set({
        transcriptStatus: status,
        transcript,
        summary: transcript === null ? null : summarize(transcript),
        claimedAt: null,
      })
      .where(and(eq(meetingVoiceNotes.id, id), eq(meetingVoiceNotes.transcriptStatus, 'pending')));
  }

  async function handle(note: { id: string; audioPath: string; attempts: number }) {
    if (!engine) return finish(note.id, 'unavailable');
    if (note.attempts > MAX_ATTEMPTS) {
      log.warn({ note: note.id }, 'voice note given up after repeated interrupted transcriptions');
      return finish(note.id, 'failed');
    }
    const started = Date.now();
    try {
      const file = await storage.get(note.audioPath);
      if (!file) throw new TranscriptionError('the recording is missing from storage');
      const bytes = await readAll(file.body);
      const fileName = note.audioPath.slice(note.audioPath.lastIndexOf('/') + 1);
      const text = await engine.transcribe({ bytes, contentType: file.contentType, fileName }, controller.signal);
      await finish(note.id, 'done', text);
      log.info({ note: note.id, engine: engine.name, ms: Date.now() - started }, 'voice note transcribed');
    } catch (err) {
      if (loop.stopped) {
        // Shutting down: hand the note back, so the next start takes it without counting a try.
        await db
          .update(meetingVoiceNotes)
          .set({ claimedAt: null, attempts: sql`greatest(${meetingVoiceNotes.attempts} - 1, 0)` })
          .where(and(eq(meetingVoiceNotes.id, note.id), eq(meetingVoiceNotes.transcriptStatus, 'pending')));
        return;
      }
      const reason = err instanceof TranscriptionError ? err.message : 'unexpected error';
      if (!(err instanceof TranscriptionError)) log.error({ err, note: note.id }, 'voice note transcription crashed');
      log.warn({ note: note.id, engine: engine.name, reason }, 'voice note transcription failed');
      await finish(note.id, 'failed');
    }
  }

  const loop = createDrainLoop({
    step: async () => {
      const note = await claim();
      if (note) await handle(note);
      return Boolean(note);
    },
    log,
    pollMs: opts.pollMs ?? 60_000,
    onStop: () => controller.abort(),
  });

  return { engine, wake: loop.wake, start: loop.start, stop: loop.stop };
}

async function readAll(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
