// A background job in the API's shape (core/schemas/background-job.ts): its file's storage key and
// who asked for it stay on the server.
import type { BackgroundJob, BackgroundJobKind } from '../../core/schemas/background-job.ts';
import type { backgroundJobs } from '../db/schema.ts';

export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentBackgroundJob(row: BackgroundJobRow): BackgroundJob {
  return {
    id: row.id,
    project_id: row.projectId,
    kind: row.kind as BackgroundJobKind,
    params: row.params as Record<string, unknown>,
    status: row.status,
    progress: row.progress,
    total: row.total,
    file_name: row.fileName,
    file_size: row.fileSize,
    error: row.error,
    created_at: new Date(row.createdAt).toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
  };
}
