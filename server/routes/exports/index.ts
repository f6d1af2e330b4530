// The organiser's exports (docs/rules.md#exports), admins only: a project's meetings, meeting
// requests, transactions or contracts as an .xlsx or CSV file, headers in the admin's language.
// The file streams to the client batch by batch, as a background job writes it to its file
// (docs/decisions/043-background-jobs.md), so memory holds one batch, never the table.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayIn } from '../../../core/rules/time.ts';
import { exportDatasetQuery, exportParams } from '../../../core/schemas/export.ts';
import { currentUser } from '../../auth/current-user.ts';
import { notFound } from '../../errors.ts';
import { attachment, CONTENT_TYPES } from '../../import/write-file.ts';
import { findProject } from '../../queries/projects.ts';
import { exportTableBatches } from './datasets.ts';
import { exportJob } from './jobs.ts';
import { streamTable } from './stream-table.ts';

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
      const table = await exportTableBatches(dataset, { db: app.db, project, lang });
      const file = new PassThrough();
      // A client that goes away stops the writing at the next batch; a failure half-way is logged
      // and cuts the download short (its status has already gone out).
      streamTable(file, table, format, async () => !file.destroyed).catch((err) => {
        request.log.error({ err }, 'export failed');
        file.destroy(err as Error);
      });
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
