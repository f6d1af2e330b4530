// Where a project's export files are downloaded (docs/rules.md#exports): plain links, so the
// browser saves each file itself under the name the server gives it.
import { LANGUAGES, type Language } from '../../../core/constants.ts';
import type { ExportDataset, ExportFormat } from '../../../core/schemas/export.ts';

/** The app's language as the export's `lang` (its header row); English for anything else. */
export const exportLanguage = (language: string | undefined): Language => LANGUAGES.find((l) => l === language) ?? 'en';

export const projectExportUrl = (projectId: string, dataset: ExportDataset, format: ExportFormat, lang: Language) =>
  `/api/projects/${projectId}/exports/${dataset}?${new URLSearchParams({ format, lang })}`;
