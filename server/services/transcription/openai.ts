// An OpenAI-compatible transcription endpoint (POST multipart: file, model, language,
// response_format=json; answers { text }): OpenAI itself, faster-whisper-server, LocalAI, or
// whisper.cpp's whisper-server (its /inference path takes the same form).
import { VOICE_NOTE_LANGUAGE } from '../../../core/schemas/voice-note.ts';
import { type TranscriptionEngine, TranscriptionError } from './engine.ts';

export interface OpenAiEngineSettings {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/**
 * The endpoint to POST to. A URL with a path is used as it is (…/v1/audio/transcriptions,
 * whisper.cpp's …/inference); a bare origin, or one ending in /v1, gets /v1/audio/transcriptions.
 */
export function transcriptionEndpoint(url: string): string {
  const u = new URL(url);
  const path = u.pathname.replace(/\/+$/, '');
  if (path === '') u.pathname = '/v1/audio/transcriptions';
  else if (path.endsWith('/v1')) u.pathname = `${path}/audio/transcriptions`;
  return u.toString();
}

export function openAiEngine(settings: OpenAiEngineSettings): TranscriptionEngine {
  const endpoint = transcriptionEndpoint(settings.url);
  return {
    name: 'openai',
    async transcribe(audio, signal) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio.bytes)], { type: audio.contentType }), audio.fileName);
      form.append('model', settings.model);
      form.append('language', VOICE_NOTE_LANGUAGE);
      form.append('response_format', 'json');
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          body: form,
          headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : undefined,
          signal: AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]),
        });
      } catch (err) {
        const name = (err as Error).name;
        if (name === 'TimeoutError') throw new TranscriptionError(`no answer within ${settings.timeoutMs} ms`);
        if (name === 'AbortError') throw err;
        throw new TranscriptionError(`cannot reach the endpoint: ${(err as Error).message}`);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new TranscriptionError(`the endpoint answered HTTP ${res.status}`);
      }
      const data = (await res.json().catch(() => undefined)) as { text?: unknown } | undefined;
      if (typeof data?.text !== 'string') throw new TranscriptionError('the endpoint answered no text');
      return data.text.trim();
    },
  };
}
