// The engine the configuration asks for (TRANSCRIBE_ENGINE, TRANSCRIBE_URL; see server/config.ts).
import type { Config } from '../../config.ts';
import type { TranscriptionEngine } from './engine.ts';
import { openAiEngine } from './openai.ts';
import { pocketsphinxEngine, pocketsphinxInstalled } from './pocketsphinx.ts';

/**
 * 'auto': the OpenAI-compatible endpoint when TRANSCRIBE_URL is set, else pocketsphinx when it is
 * installed, else none. 'openai' and 'pocketsphinx' force one; 'off' means none. With none, notes
 * are kept and playable, marked as having no transcript.
 */
export function selectEngine(settings: Config['transcribe']): TranscriptionEngine | undefined {
  const { engine, url, model, apiKey, timeoutMs } = settings;
  if (engine === 'off') return undefined;
  if (engine === 'openai' || (engine === 'auto' && url)) {
    if (!url) throw new Error('TRANSCRIBE_ENGINE=openai needs TRANSCRIBE_URL');
    return openAiEngine({ url, model, apiKey, timeoutMs });
  }
  if (engine === 'pocketsphinx' || pocketsphinxInstalled()) return pocketsphinxEngine({ timeoutMs });
  return undefined;
}
