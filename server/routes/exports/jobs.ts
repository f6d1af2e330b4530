// An export file as a background job (docs/decisions/043-background-jobs.md): the same table as the
// direct download, streamed batch by batch into the job's file, so 86,000 meetings are written
// without holding the table or the file in memory, and without a request held open meanwhile.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayIn } from '../../../core/rules/time.ts';
import type { BackgroundJobParams } from '../../../core/schemas/background-job.ts';
import { projects } from '../../db/schema.ts';
import { CONTENT_TYPES } from '../../import/write-file.ts';
import { JobError, type JobKind } from '../../services/background-jobs/index.ts';
import { exportTableBatches } from './datasets.ts';
import { streamTable } from './stream-table.ts';

export function exportJob(app: FastifyInstance): JobKind {
  return {
    async run(work) {
      const { dataset, format, lang } = work.job.params as BackgroundJobParams<'export'>;
      const [project] = await app.db
        .select({ id: projects.id, name: projects.name, time_zone: projects.timeZone })
        .from(projects)
        .where(eq(projects.id, work.job.projectId));
      if (!project) throw new JobError('project not found');
      const table = await exportTableBatches(dataset, { db: app.db, project, lang });
      await work.progress(0, table.total);
      const whole = await streamTable(work.out, table, format, (rows) => work.progress(rows, table.total));
      if (!whole) return undefined;
      return {
        // Dated on the venue's calendar, like everything in the file.
        name: `${project.name}-${dataset}-${todayIn(project.time_zone)}.${format}`,
        contentType: CONTENT_TYPES[format],
        total: table.total,
      };
    },
  };
}
