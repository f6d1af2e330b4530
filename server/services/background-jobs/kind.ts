// What a kind of background job is to the runner (docs/decisions/043-background-jobs.md): given
// the job and a file to write, it writes the file in small units, reporting its progress after
// each, and stops early when told to (cancelled, taken over, or the app shutting down).
import type { Writable } from 'node:stream';
import type { backgroundJobs } from '../../db/schema.ts';

export type JobRow = typeof backgroundJobs.$inferSelect;

export interface JobWork {
  job: JobRow;
  /** Where the file goes; the kind ends it when the file is whole. */
  out: Writable;
  /**
   * Units done of units to do (people, badges, rows). Resolves false when the job must stop; the
   * kind then returns undefined without ending `out`.
   */
  progress(done: number, total: number): Promise<boolean>;
  /** True once the job must stop: checked between pages, where awaiting the database is too dear. */
  readonly stopped: boolean;
}

/** The finished file: its download name (with extension), type, and the units it holds. */
export interface JobFile {
  name: string;
  contentType: string;
  total: number;
}

export interface JobKind {
  run(work: JobWork): Promise<JobFile | undefined>;
}

/** A failure the organiser is told about as it is (a project deleted meanwhile): not a crash. */
export class JobError extends Error {}
