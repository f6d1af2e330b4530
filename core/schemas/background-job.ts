// Long work an organiser starts and comes back to (every agenda as PDFs, every badge, large exports):
// a queued job with progress that survives a restart and ends in a file to download
// (docs/architecture.md, One job mechanism; docs/decisions/043-background-jobs.md).
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { EXPORT_DATASETS, EXPORT_FORMATS } from './export.ts';

export const BACKGROUND_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type BackgroundJobStatus = (typeof BACKGROUND_JOB_STATUSES)[number];

/** Statuses of a job still to finish: it may be cancelled, and the web keeps polling it. */
export const UNFINISHED_JOB_STATUSES = ['queued', 'running'] as const satisfies readonly BackgroundJobStatus[];

/** What a job makes: every agenda in one PDF, every badge in one PDF, or one export file. */
export const BACKGROUND_JOB_KINDS = ['agendas-pdf', 'badges-pdf', 'export'] as const;
export type BackgroundJobKind = (typeof BACKGROUND_JOB_KINDS)[number];

const lang = z.enum(LANGUAGES).default('en');

/** POST /api/projects/:id/background-jobs: the kind and its choices, as the runner reads them back. */
export const startBackgroundJobBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('agendas-pdf'), lang, day: z.iso.date().optional() }),
  z.strictObject({ kind: z.literal('badges-pdf'), lang }),
  z.strictObject({
    kind: z.literal('export'),
    lang,
    dataset: z.enum(EXPORT_DATASETS),
    format: z.enum(EXPORT_FORMATS).default('xlsx'),
  }),
]);
export type StartBackgroundJob = z.infer<typeof startBackgroundJobBody>;
/** A job's choices without its kind, as stored in its `params`. */
export type BackgroundJobParams<K extends BackgroundJobKind> = Omit<Extract<StartBackgroundJob, { kind: K }>, 'kind'>;

export const backgroundJobSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  kind: z.enum(BACKGROUND_JOB_KINDS),
  /** The choices the job was started with (language, day, dataset, format). */
  params: z.record(z.string(), z.unknown()),
  status: z.enum(BACKGROUND_JOB_STATUSES),
  /** Units done of units to do (people, badges, rows); total is 0 until the job has counted them. */
  progress: z.number().int(),
  total: z.number().int(),
  /** The finished file's name and size; '' and 0 until the job is done. */
  file_name: z.string(),
  file_size: z.number().int(),
  /** Why a failed job failed, in English for the organiser's support; '' otherwise. */
  error: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

export const backgroundJobParams = z.object({ id: z.uuid(), jobId: z.uuid() });

/** The most jobs one list answers. */
export const MAX_JOB_LIST = 100;
export const backgroundJobListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_JOB_LIST).default(20),
});
