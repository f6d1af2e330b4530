// The organiser's exports (docs/rules.md#exports), admins only: a project's meetings, meeting
// requests, transactions or contracts as an .xlsx or CSV file, headers in the admin's language.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayIn } from '../../../core/rules/time.ts';
import { exportDatasetQuery, exportParams } from '../../../core/schemas/export.ts';
import { currentUser } from '../../auth/current-user.ts';
import { notFound } from '../../errors.ts';
import { attachment, CONTENT_TYPES, writeTable } from '../../import/write-file.ts';
import { findProject } from '../../queries/projects.ts';
import { exportTable } from './datasets.ts';
import { exportJob } from './jobs.ts';

export async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The same files as background jobs, streamed (docs/decisions/043-background-jobs.md).
  fastify.backgroundJobs.define('export', exportJob(fastify));

  app.get(
    '/:id/exports/:dataset',
    { config: { access: 'admin' }, schema: { params: exportParams, querystring: exportDatasetQuery } },
    async (request, reply) => {
      const project = await findProject(app.db, currentUser(request), request.params.id);
      if (!project) throw notFound('Project not found');
      const { dataset } = request.params;
      const { format, lang } = request.query;
      const table = await exportTable(dataset, { db: app.db, project, lang });
      const file = await writeTable(table.header, table.body, format, table.sheetName);
      return (
        reply
          .header('content-type', CONTENT_TYPES[format])
          // Dated on the venue's calendar, like everything in the file.
          .header('content-disposition', attachment(`${project.name}-${dataset}`, format, todayIn(project.time_zone)))
          // People's names and deals: no shared cache keeps a copy.
          .header('cache-control', 'private, no-store')
          .send(file)
      );
    },
  );
}
