// A project's background jobs (docs/decisions/043-background-jobs.md): the organiser starts one
// (every agenda, every badge, an export), which answers 202 at once; follows its progress; cancels
// it; and downloads its file when it is done. The work itself runs on the app's job runner
// (server/services/background-jobs), which the agendas' and exports' route folders give their kinds.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backgroundJobListQuery,
  backgroundJobParams,
  backgroundJobSchema,
  startBackgroundJobBody,
} from '../../../core/schemas/background-job.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { currentUser } from '../../auth/current-user.ts';
import { projects } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { mayUseBackgroundJobs } from '../../policies/background-job.ts';
import { presentBackgroundJob } from '../../presenters/background-job.ts';
import { cancelJob, findJob, findUnfinishedTwin, insertJob, listJobs } from '../../queries/background-jobs.ts';
import { contentDisposition } from '../../storage/content-disposition.ts';

export async function backgroundJobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  const guard = (request: Parameters<typeof currentUser>[0]) => {
    if (!mayUseBackgroundJobs(currentUser(request))) throw forbidden();
  };
  const jobOf = async (projectId: string, jobId: string) => {
    const job = await findJob(app.db, projectId, jobId);
    if (!job) throw notFound('No such job in this project');
    return job;
  };

  app.post(
    '/:id/background-jobs',
    {
      config: admin,
      schema: { params: uuidParam, body: startBackgroundJobBody, response: { 202: backgroundJobSchema } },
    },
    async (request, reply) => {
      guard(request);
      const projectId = request.params.id;
      const [project] = await app.db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
      if (!project) throw notFound('Project not found');
      const { kind, ...params } = request.body;
      // A second click (or a second organiser) asking for the same file joins the job under way.
      const job =
        (await findUnfinishedTwin(app.db, projectId, kind, params)) ??
        (await insertJob(app.db, { projectId, kind, params, requestedBy: currentUser(request).id }));
      app.backgroundJobs.wake();
      return reply.code(202).send(presentBackgroundJob(job));
    },
  );

  app.get(
    '/:id/background-jobs',
    {
      config: admin,
      schema: {
        params: uuidParam,
        querystring: backgroundJobListQuery,
        response: { 200: z.object({ jobs: z.array(backgroundJobSchema) }) },
      },
    },
    async (request) => {
      guard(request);
      const rows = await listJobs(app.db, request.params.id, request.query.limit);
      return { jobs: rows.map(presentBackgroundJob) };
    },
  );

  app.get(
    '/:id/background-jobs/:jobId',
    { config: admin, schema: { params: backgroundJobParams, response: { 200: backgroundJobSchema } } },
    async (request) => {
      guard(request);
      return presentBackgroundJob(await jobOf(request.params.id, request.params.jobId));
    },
  );

  app.post(
    '/:id/background-jobs/:jobId/cancel',
    { config: admin, schema: { params: backgroundJobParams, response: { 200: backgroundJobSchema } } },
    async (request) => {
      guard(request);
      const { id, jobId } = request.params;
      const cancelled = await cancelJob(app.db, id, jobId);
      if (cancelled) return presentBackgroundJob(cancelled);
      await jobOf(id, jobId);
      throw conflict('job_finished', 'This job has finished already');
    },
  );

  app.get(
    '/:id/background-jobs/:jobId/file',
    { config: admin, schema: { params: backgroundJobParams } },
    async (request, reply) => {
      guard(request);
      const job = await jobOf(request.params.id, request.params.jobId);
      if (job.status !== 'done') throw conflict('job_not_done', 'This job has no file yet');
      const file = await app.storage.get(job.fileKey);
      if (!file) throw notFound('The file of this job is gone');
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition('attachment', job.fileName))
          // People's names and deals: no shared cache keeps a copy.
          .header('cache-control', 'private, no-store')
          .send(file.body)
      );
    },
  );
}
