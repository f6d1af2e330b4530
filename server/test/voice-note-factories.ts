// Voice-note test helpers: a meeting with its people, recordings (a few bytes of WebM, or real
// speech from espeak-ng encoded by ffmpeg), the multipart upload, and a stand-in
// OpenAI-compatible transcription server on loopback.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { VoiceNote } from '../../core/schemas/voice-note.ts';
import { type meetings, meetingVoiceNotes } from '../db/schema.ts';
import { eventFixture, makeMeeting } from './factories.ts';
import type { TestApp } from './harness.ts';

const run = promisify(execFile);

/** A project with 2 buyers, 2 sellers and 2 interpreters, all signed in, and a confirmed meeting
 * of buyer 1 and seller 1 with interpreter 1. */
export async function voiceNoteFixture(app: TestApp, meeting: Partial<typeof meetings.$inferInsert> = {}) {
  const event = await eventFixture(app, { buyers: 2, sellers: 2, interpreters: 2 });
  const [buyer, otherBuyer] = event.buyers;
  const [seller, otherSeller] = event.sellers;
  const [interpreter, otherInterpreter] = event.interpreters;
  const row = await makeMeeting(app, {
    projectId: event.project.id,
    buyerId: buyer.id,
    sellerId: seller.id,
    interpreterId: interpreter.id,
    status: 'confirmed',
    ...meeting,
  });
  return { ...event, meeting: row, buyer, seller, interpreter, otherBuyer, otherSeller, otherInterpreter };
}

/** The start of a WebM file (EBML header, DocType webm) and `padding` more bytes: enough to be
 * taken as WebM, not playable. */
export const webmBytes = (padding = 64) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.alloc(padding, 7),
  ]);

/** `sentence` spoken by espeak-ng (US English) and encoded by ffmpeg as Opus in WebM, as a browser records. */
export async function spokenWebm(sentence: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'spoken-'));
  try {
    const wav = path.join(dir, 'speech.wav');
    const webm = path.join(dir, 'speech.webm');
    await run('espeak-ng', ['-v', 'en-us', '-s', '140', '-w', wav, sentence]);
    await run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', webm]);
    return await readFile(webm);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type Part = { name: string; value: string } | { name: string; file: Buffer; filename?: string; type?: string };

/** A multipart/form-data body of these parts, as a browser's FormData sends it. */
export function multipartForm(parts: Part[]) {
  const boundary = `----voice${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('file' in p) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename ?? 'recording.webm'}"\r\n` +
            `Content-Type: ${p.type ?? 'audio/webm'}\r\n\r\n`,
        ),
        p.file,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/voice-notes as the recorder does: meeting_id, duration_seconds, language, audio. */
export function uploadVoiceNote(
  app: TestApp,
  cookie: string,
  {
    meetingId,
    audio = webmBytes(),
    duration = 12,
    extra = [],
  }: {
    meetingId: string;
    audio?: Buffer | null;
    duration?: number;
    extra?: Part[];
  },
) {
  const body = multipartForm([
    { name: 'meeting_id', value: meetingId },
    { name: 'duration_seconds', value: String(duration) },
    { name: 'language', value: 'en' },
    ...(audio ? [{ name: 'audio', file: audio }] : []),
    ...extra,
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/voice-notes',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

/** A meeting's notes as `cookie`'s user sees them. */
export async function listNotes(app: TestApp, cookie: string, meetingId: string) {
  const res = await app.inject({ method: 'GET', url: `/api/voice-notes?meeting_id=${meetingId}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json() as VoiceNote[];
}

/** Polls the list, as the web does, until the note is no longer pending; returns it. */
export async function waitForTranscript(
  app: TestApp,
  cookie: string,
  meetingId: string,
  id: string,
  timeoutMs = 20_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const note = (await listNotes(app, cookie, meetingId)).find((n) => n.id === id);
    if (!note) throw new Error('note not listed');
    if (note.transcript_status !== 'pending') return note;
    if (Date.now() > until) throw new Error('transcription did not finish in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ReceivedRequest {
  path: string;
  authorization?: string;
  fields: Record<string, string>;
  file?: { name: string; type: string; bytes: Buffer };
}

/**
 * A real HTTP server on loopback that speaks the OpenAI transcription API: it records each
 * request and answers with `respond` (default { text: 'hello from the engine' }).
 */
export async function fakeTranscriptionServer(
  respond: (req: ReceivedRequest, res: ServerResponse) => void | Promise<void> = (_req, res) =>
    json(res, 200, { text: 'hello from the engine' }),
) {
  const received: ReceivedRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    // Node's own fetch Response parses multipart/form-data.
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
    const got: ReceivedRequest = { path: req.url ?? '', authorization: req.headers.authorization, fields: {} };
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') got.fields[name] = value;
      else got.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    received.push(got);
    await respond(got, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A stored recording and its note row, as an upload leaves them (pending unless `values` say). */
export async function storedNote(
  app: TestApp,
  {
    meetingId,
    userId,
    audio = webmBytes(),
    values = {},
  }: {
    meetingId: string;
    userId: string;
    audio?: Buffer;
    values?: Partial<typeof meetingVoiceNotes.$inferInsert>;
  },
) {
  const key = `voice-notes/${meetingId}/${Date.now()}-${randomBytes(4).toString('hex')}.webm`;
  await app.storage.put(key, audio, 'audio/webm');
  const [row] = await app.db
    .insert(meetingVoiceNotes)
    .values({ meetingId, userId, audioPath: key, durationSeconds: 3, ...values })
    .returning();
  return row;
}
