// The offline English engine: Debian's pocketsphinx with its en-us model. ffmpeg turns whatever
// the browser recorded into the 16 kHz mono WAV pocketsphinx reads; both run as child processes
// in a temporary folder, killed when the time limit passes or the app stops.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type TranscriptionEngine, TranscriptionError } from './engine.ts';

const run = promisify(execFile);

/** Where Debian's pocketsphinx-en-us puts the acoustic model, language model and dictionary. */
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const model = (dir: string) => ({
  hmm: path.join(dir, 'en-us'),
  lm: path.join(dir, 'en-us.lm.bin'),
  dict: path.join(dir, 'cmudict-en-us.dict'),
});

/** True when `command` is an executable file in one of PATH's folders. */
function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      fs.accessSync(path.join(dir, command), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** True when ffmpeg, pocketsphinx_continuous and the en-us model are all installed. */
export function pocketsphinxInstalled(modelDir = POCKETSPHINX_MODEL_DIR): boolean {
  return onPath('ffmpeg') && onPath('pocketsphinx_continuous') && Object.values(model(modelDir)).every(fs.existsSync);
}

export function pocketsphinxEngine({
  timeoutMs,
  modelDir = POCKETSPHINX_MODEL_DIR,
}: {
  timeoutMs: number;
  modelDir?: string;
}): TranscriptionEngine {
  const m = model(modelDir);
  return {
    name: 'pocketsphinx',
    async transcribe(audio, signal) {
      const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'voice-note-'));
      try {
        const input = path.join(dir, audio.fileName);
        const wav = path.join(dir, 'speech.wav');
        await writeFile(input, audio.bytes);
        await step('ffmpeg', deadline, () =>
          run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', input, '-ar', '16000', '-ac', '1', wav], {
            signal: deadline,
          }),
        );
        const { stdout } = await step('pocketsphinx', deadline, () =>
          run(
            'pocketsphinx_continuous',
            ['-infile', wav, '-hmm', m.hmm, '-lm', m.lm, '-dict', m.dict, '-logfn', '/dev/null'],
            { signal: deadline, maxBuffer: 16 * 1024 * 1024 },
          ),
        );
        // One line per stretch of speech between pauses.
        return stdout
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join(' ');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };

  /** Runs one child process, turning its failure into a short reason (the shutdown abort passes through). */
  async function step<T>(what: string, deadline: AbortSignal, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (deadline.aborted) {
        if (deadline.reason instanceof DOMException && deadline.reason.name === 'TimeoutError')
          throw new TranscriptionError(`${what} took longer than ${timeoutMs} ms`);
        throw err;
      }
      const e = err as { code?: unknown; stderr?: unknown };
      const detail = typeof e.stderr === 'string' && e.stderr.trim() ? `: ${e.stderr.trim().slice(0, 200)}` : '';
      throw new TranscriptionError(`${what} failed (${String(e.code ?? 'error')})${detail}`);
    }
  }
}
