// The language of a project's export files (docs/rules.md#exports); the files themselves are
// prepared as background jobs (web/features/background-jobs).
import { LANGUAGES, type Language } from '../../../core/constants.ts';

/** The app's language as the export's `lang` (its header row); English for anything else. */
export const exportLanguage = (language: string | undefined): Language => LANGUAGES.find((l) => l === language) ?? 'en';
