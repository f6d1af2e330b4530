// Printable agendas and badges (docs/rules.md#agendas-and-badges): a person's agenda as JSON for
// the agenda page and as a PDF; for admins, every participant's agenda in one PDF and the badges.
// PDFs stream while their pages are drawn (docs/decisions/017-pdf-agendas.md); above a size that
// would keep the request open for minutes, everyone's agendas and badges are background jobs only
// (docs/decisions/043-background-jobs.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from '../../../core/constants.ts';
import { mailLanguage } from '../../../core/rules/mail-language.ts';
import {
  agendaPdfQuery,
  agendaQuery,
  badgesQuery,
  personAgendaSchema,
  projectAgendasQuery,
} from '../../../core/schemas/agenda.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { currentUser } from '../../auth/current-user.ts';
import { notFound } from '../../errors.ts';
import { drawAgendas } from '../../pdf/agenda-pages.ts';
import { drawBadges } from '../../pdf/badge-pages.ts';
import { sendPdf } from '../../pdf/document.ts';
import { PDF_LABELS } from '../../pdf/labels.ts';
import { mayReadAgenda } from '../../policies/agenda.ts';
import { personAgenda, projectAgendas, projectBadgePeople } from '../../queries/agendas.ts';
import { agendaPeopleCount, DIRECT_AGENDAS_MAX, DIRECT_BADGES_MAX, refuseAbove } from './direct-limits.ts';
import { agendasPdfJob, badgesPdfJob } from './jobs.ts';

/** The PDF's language: the one the web asked for (its current one), else the caller's e-mail language. */
const languageOf = (request: FastifyRequest, lang: Language | undefined): Language => {
  const me = currentUser(request);
  return lang ?? mailLanguage(me.locale, me.languages);
};

export async function agendaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };
  // The same pages for every participant as background jobs (docs/decisions/043-background-jobs.md).
  fastify.backgroundJobs.define('agendas-pdf', agendasPdfJob(fastify));
  fastify.backgroundJobs.define('badges-pdf', badgesPdfJob(fastify));

  /**
   * The agenda of `user` (the caller by default), when the caller may see the project and it. Admins
   * see every project; anyone else reads only their own agenda, which exists only while they take
   * part in the project, which is what makes it visible to them (server/policies/project.ts): the
   * agenda's own read answers both, and a participant's read is two prepared statements
   * (docs/decisions/047-agenda-reads.md).
   */
  const agendaFor = async (request: FastifyRequest, projectId: string, user?: string, day?: string) => {
    const me = currentUser(request);
    const userId = user ?? me.id;
    const agenda = mayReadAgenda(me, userId) ? await personAgenda(app.db, { projectId, userId, day }) : undefined;
    if (!agenda) throw notFound('No agenda of this person in this project');
    return agenda;
  };

  // Kept per reader while nothing changed (docs/decisions/012-read-cache.md): phones at the venue
  // read their agenda again and again between changes.
  app.get(
    '/:id/agenda',
    {
      config: { cache: 'per-user' },
      schema: { params: uuidParam, querystring: agendaQuery, response: { 200: personAgendaSchema } },
    },
    async (request) => agendaFor(request, request.params.id, request.query.user, request.query.day),
  );

  app.get('/:id/agenda/pdf', { schema: { params: uuidParam, querystring: agendaPdfQuery } }, async (request, reply) => {
    const { user, day, lang } = request.query;
    const agenda = await agendaFor(request, request.params.id, user, day);
    const language = languageOf(request, lang);
    const name = `${agenda.person.full_name} ${agenda.project.name}${day ? ` ${day}` : ''}`;
    return sendPdf(
      reply,
      request.log,
      { title: `${PDF_LABELS[language].agenda}: ${agenda.person.full_name}`, language, fileName: name },
      (doc, pen, pageDone) =>
        drawAgendas(doc, pen, [agenda], { language, publicUrl: app.config.publicUrl, day }, pageDone),
    );
  });

  app.get(
    '/:id/agendas/pdf',
    { config: admin, schema: { params: uuidParam, querystring: projectAgendasQuery } },
    async (request, reply) => {
      const { day, lang } = request.query;
      refuseAbove(DIRECT_AGENDAS_MAX, await agendaPeopleCount(app.db, request.params.id));
      const found = await projectAgendas(app.db, { projectId: request.params.id, day });
      if (!found) throw notFound('Project not found');
      const { project, agendas } = found;
      const language = languageOf(request, lang);
      const title = `${PDF_LABELS[language].agendas}: ${project.name}`;
      return sendPdf(
        reply,
        request.log,
        { title, language, fileName: `${project.name} ${PDF_LABELS[language].agendas}${day ? ` ${day}` : ''}` },
        (doc, pen, pageDone) =>
          drawAgendas(doc, pen, agendas, { language, publicUrl: app.config.publicUrl, day }, pageDone),
      );
    },
  );

  app.get(
    '/:id/badges/pdf',
    { config: admin, schema: { params: uuidParam, querystring: badgesQuery } },
    async (request, reply) => {
      const found = await projectBadgePeople(app.db, request.params.id);
      if (!found) throw notFound('Project not found');
      const language = languageOf(request, request.query.lang);
      const { project, people } = found;
      refuseAbove(DIRECT_BADGES_MAX, people.length);
      const title = `${PDF_LABELS[language].badges}: ${project.name}`;
      return sendPdf(
        reply,
        request.log,
        { title, language, fileName: `${project.name} ${PDF_LABELS[language].badges}` },
        (doc, pen, pageDone) =>
          drawBadges(doc, pen, people, { language, publicUrl: app.config.publicUrl, project }, pageDone),
      );
    },
  );
}
