// Voice-note transcription as part of the app: the engine chosen from the config and one job
// runner that starts with the app and stops before the database closes.
import type { FastifyInstance } from 'fastify';
import { createTranscriptionRunner, type TranscriptionRunner } from './runner.ts';
import { selectEngine } from './select.ts';

export type { AudioFile, TranscriptionEngine } from './engine.ts';
export { TranscriptionError } from './engine.ts';
export { createTranscriptionRunner, type TranscriptionRunner } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The voice-note transcription job (wake it after storing a pending note). */
    transcription: TranscriptionRunner;
  }
}

/** Decorates `app.transcription` and ties the runner to the app's start and close. */
export function installTranscription(app: FastifyInstance) {
  const engine = selectEngine(app.config.transcribe);
  const runner = createTranscriptionRunner({
    db: app.db,
    storage: app.storage,
    engine,
    log: app.log.child({ module: 'transcription' }),
    timeoutMs: app.config.transcribe.timeoutMs,
  });
  app.decorate('transcription', runner);
  app.addHook('onReady', async () => {
    app.log.info(`voice-note transcription: ${engine?.name ?? 'none'}`);
    runner.start();
  });
  app.addHook('onClose', () => runner.stop());
}
