// Background jobs (docs/architecture.md, One job mechanism): long work an organiser starts (every
// agenda as PDFs, every badge, large exports) runs from this queue, claimed with FOR UPDATE SKIP
// LOCKED like the outboxes, records its progress as it goes, and ends in a stored file.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BACKGROUND_JOB_STATUSES } from '../../../core/schemas/background-job.ts';
import { users } from './accounts.ts';
import { createdAt, emptyText, id } from './columns.ts';
import { projects } from './events.ts';

export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** What to make, e.g. 'agendas-pdf'; the runner for each kind lives with the server's jobs. */
    kind: text('kind').notNull(),
    /** The request's choices (locale, day, filters), as the job's runner reads them. */
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: BACKGROUND_JOB_STATUSES }).notNull().default('queued'),
    /** Units done of units to do (people, meetings, rows), written as the runner goes. */
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** Set while an instance runs the job; a claim older than the lease is taken again after a crash. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The finished file in the storage (local folder or S3), its download name and type. */
    fileKey: emptyText('file_key'),
    fileName: emptyText('file_name'),
    contentType: emptyText('content_type'),
    fileSize: integer('file_size').notNull().default(0),
    error: emptyText('error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('background_jobs_status', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
    check('background_jobs_progress', sql`${t.progress} >= 0 and ${t.total} >= 0`),
    index('background_jobs_waiting_idx').on(t.createdAt).where(sql`${t.status} in ('queued', 'running')`),
    index('background_jobs_project_idx').on(t.projectId, t.createdAt),
  ],
);
