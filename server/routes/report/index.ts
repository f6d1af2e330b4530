// The organiser's report (docs/rules.md#report), admins only: a project's figures as JSON for the
// Report page and the same figures as a PDF for sponsors, in the language asked for.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailLanguage } from '../../../core/rules/mail-language.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { reportPdfQuery, reportSchema } from '../../../core/schemas/report.ts';
import { currentUser } from '../../auth/current-user.ts';
import { notFound } from '../../errors.ts';
import { sendPdf } from '../../pdf/document.ts';
import { REPORT_LABELS } from '../../pdf/report-labels.ts';
import { drawReport } from '../../pdf/report-pages.ts';
import { projectReport } from '../../queries/report/index.ts';

export async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  const reportOf = async (projectId: string) => {
    const report = await projectReport(app.db, projectId, new Date());
    if (!report) throw notFound('Project not found');
    return report;
  };

  app.get(
    '/:id/report',
    { config: admin, schema: { params: uuidParam, response: { 200: reportSchema } } },
    async (request, reply) => {
      const report = await reportOf(request.params.id);
      // Deals and people's names: no shared cache keeps a copy.
      reply.header('cache-control', 'private, no-store');
      return report;
    },
  );

  app.get(
    '/:id/report/pdf',
    { config: admin, schema: { params: uuidParam, querystring: reportPdfQuery } },
    async (request, reply) => {
      const report = await reportOf(request.params.id);
      const me = currentUser(request);
      const language = request.query.lang ?? mailLanguage(me.locale, me.languages);
      const labels = REPORT_LABELS[language];
      return sendPdf(
        reply,
        request.log,
        {
          title: `${labels.title}: ${report.project.name}`,
          language,
          fileName: `${report.project.name} ${labels.title}`,
        },
        (doc, pen, pageDone) => drawReport(doc, pen, report, language, pageDone),
      );
    },
  );
}
