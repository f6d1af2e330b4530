// Voice notes of a meeting (docs/rules.md#voice-notes): upload a
// recording, list a meeting's notes, play one, remove one. Transcription is the job's
// (server/services/transcription): an upload answers at once with the note pending.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  MAX_VOICE_NOTE_BYTES,
  VOICE_NOTE_FILE_FIELD,
  voiceNoteListQuery,
  voiceNoteSchema,
  voiceNoteUploadSchema,
} from '../../../core/schemas/voice-note.ts';
import { currentUser } from '../../auth/current-user.ts';
import { meetingVoiceNotes } from '../../db/schema.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { mayDeleteVoiceNote, mayRecordOn, recordingOpen, voiceNoteMeetings } from '../../policies/voice-note.ts';
import { presentVoiceNote } from '../../presenters/voice-note.ts';
import { findMeeting } from '../../queries/meetings.ts';
import { byteRange, sniffAudio } from './audio.ts';
import { findVoiceNote, listVoiceNotes } from './queries.ts';

const tooLarge = () => new ApiError(413, 'audio_too_large', 'The recording is larger than 25 MB');

export async function voiceNoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_VOICE_NOTE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  /** The form's text fields and the recording's bytes (an absent or empty recording is no audio). */
  async function readForm(request: FastifyRequest) {
    const fields: Record<string, string> = {};
    let audio: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        // A file under another name is an undeclared field: the schema refuses it.
        if (part.fieldname === VOICE_NOTE_FILE_FIELD) audio = bytes;
        else fields[part.fieldname] = '';
      }
    } catch (err) {
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
      throw err;
    }
    return { fields, audio };
  }

  app.post('/', { schema: { response: { 201: voiceNoteSchema } } }, async (request, reply) => {
    const me = currentUser(request);
    if (!request.isMultipart())
      throw new ApiError(415, 'unsupported_media_type', 'Send the recording as multipart/form-data');
    const { fields, audio } = await readForm(request);
    const parsed = voiceNoteUploadSchema.safeParse(fields);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: `/${i.path.join('/')}`, message: i.message }));
      throw badRequest('validation_failed', 'The request is not valid', { issues });
    }
    if (!audio?.length) throw badRequest('no_audio_data', 'No audio data recorded');
    const kind = sniffAudio(audio);
    if (!kind) throw new ApiError(415, 'unsupported_audio_type', 'Only WebM, Ogg, MP4, WAV or MP3 recordings');

    const meeting = await findMeeting(app.db, parsed.data.meeting_id, voiceNoteMeetings(me));
    if (!meeting) throw notFound('Meeting not found');
    const people = {
      buyer_id: meeting.buyer.id,
      seller_id: meeting.seller.id,
      interpreter_id: meeting.interpreter?.id ?? null,
    };
    if (!mayRecordOn(me, people)) throw forbidden('Only the meeting’s people may record notes');
    if (!recordingOpen(meeting.status)) throw conflict('meeting_cancelled', 'A cancelled meeting takes no recordings');

    // Named by the time it was made, unique by a random tail.
    const key = `voice-notes/${meeting.id}/${Date.now()}-${randomBytes(4).toString('hex')}.${kind.ext}`;
    await app.storage.put(key, audio, kind.mime);
    let row: typeof meetingVoiceNotes.$inferSelect;
    try {
      [row] = await app.db
        .insert(meetingVoiceNotes)
        .values({
          meetingId: meeting.id,
          userId: me.id,
          audioPath: key,
          durationSeconds: parsed.data.duration_seconds,
          transcriptStatus: app.transcription.engine ? 'pending' : 'unavailable',
        })
        .returning();
    } catch (err) {
      // Nothing half-written: no row, no file.
      await app.storage.delete(key);
      throw err;
    }
    app.transcription.wake();
    return reply.status(201).send(presentVoiceNote({ note: row, recorder: { id: me.id, fullName: me.fullName } }, me));
  });

  app.get(
    '/',
    { schema: { querystring: voiceNoteListQuery, response: { 200: voiceNoteSchema.array() } } },
    async (request) => {
      const me = currentUser(request);
      const meeting = await findMeeting(app.db, request.query.meeting_id, voiceNoteMeetings(me));
      if (!meeting) throw notFound('Meeting not found');
      return listVoiceNotes(app.db, me, meeting.id);
    },
  );

  // Played by <audio>, which asks for byte ranges to seek.
  app.get('/:id/audio', { schema: { params: uuidParam, hide: true } }, async (request, reply) => {
    const me = currentUser(request);
    const found = await findVoiceNote(app.db, me, request.params.id);
    const file = found && (await app.storage.get(found.note.audioPath));
    if (!file) throw notFound('Recording not found');
    reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, max-age=3600');
    const range = byteRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      file.body.destroy();
      return reply.status(416).header('content-range', `bytes */${file.size}`).send();
    }
    if (!range) return reply.header('content-length', file.size).send(file.body);
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(Readable.from(slice(file.body, range.start, range.end)));
  });

  app.delete('/:id', { schema: { params: uuidParam } }, async (request, reply) => {
    const me = currentUser(request);
    const found = await findVoiceNote(app.db, me, request.params.id);
    if (!found) throw notFound('Recording not found');
    if (!mayDeleteVoiceNote(me, { user_id: found.note.userId }))
      throw forbidden('Only its recorder or an admin may remove a recording');
    const [gone] = await app.db
      .delete(meetingVoiceNotes)
      .where(eq(meetingVoiceNotes.id, found.note.id))
      .returning({ audioPath: meetingVoiceNotes.audioPath });
    if (!gone) throw notFound('Recording not found');
    await app.storage.delete(gone.audioPath);
    return reply.status(204).send();
  });
}

/** The bytes start..end (inclusive) of a stream, reading no further than needed. */
async function* slice(body: Readable, start: number, end: number) {
  let at = 0;
  for await (const chunk of body) {
    const buf = chunk as Buffer;
    const from = Math.max(0, start - at);
    const to = Math.min(buf.length, end + 1 - at);
    if (to > from) yield buf.subarray(from, to);
    at += buf.length;
    if (at > end) break;
  }
  body.destroy();
}
