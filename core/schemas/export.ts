// The organiser's exports of a project (docs/rules.md#exports): which tables can be downloaded,
// as which file, with headers in which language.
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** What an admin can download per project, in the order the Exports card lists them. */
export const EXPORT_DATASETS = ['meetings', 'meeting-requests', 'transactions', 'contracts'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportParams = z.object({ id: z.uuid(), dataset: z.enum(EXPORT_DATASETS) });

/** `lang` is the language of the header row (the values stay as stored). */
export const exportDatasetQuery = z.strictObject({
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
  lang: z.enum(LANGUAGES).default('en'),
});
