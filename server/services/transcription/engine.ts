// One interface for every way of turning a recording into text. An engine gets the stored bytes
// and answers the plain transcript, or throws; the job runner decides what either means.

export interface AudioFile {
  bytes: Buffer;
  /** The content type the recording was stored with (audio/webm, audio/ogg, audio/mp4, ...). */
  contentType: string;
  /** A name with the right extension, for engines that look at it. */
  fileName: string;
}

export interface TranscriptionEngine {
  /** 'openai' or 'pocketsphinx', for logs. */
  readonly name: string;
  /** The spoken English text of `audio`; rejects on failure or when `signal` aborts. */
  transcribe(audio: AudioFile, signal: AbortSignal): Promise<string>;
}

/** A failure an engine reports: its message is short and safe to log (no audio, no secrets). */
export class TranscriptionError extends Error {}
