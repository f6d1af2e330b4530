// The organisers' moderation list (docs/rules.md#conversations): reported messages, and what an admin
// does about one: hide it from everyone but its author, warn its author, or dismiss the report.
// Every open report of the message is settled with it.
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReportOutcome } from '../../../core/rules/conversations.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { messageReportListSchema, reportListQuery } from '../../../core/schemas/conversation.ts';
import { currentUser } from '../../auth/current-user.ts';
import { conversationMessages, conversationThreads, messageReports, profiles, projects } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { presentMessage } from '../../presenters/conversation.ts';
import { publishThreadChange } from '../../services/conversation-events.ts';
import { notify } from '../../services/notify.ts';
import type { CurrentUser } from '../../types.ts';

const reporter = alias(profiles, 'reporter');
const author = alias(profiles, 'author');
const person = (p: typeof reporter | typeof author) => ({
  id: p.id,
  full_name: p.fullName,
  company_name: p.companyName,
  role: p.role,
});

export async function moderationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = { config: { access: 'admin' as const } };

  app.get(
    '/reports',
    { ...adminOnly, schema: { querystring: reportListQuery, response: { 200: messageReportListSchema } } },
    async (request) => {
      const me = currentUser(request);
      const open = request.query.open === 'true';
      const rows = await app.db
        .select({
          id: messageReports.id,
          reason: messageReports.reason,
          createdAt: messageReports.createdAt,
          outcome: messageReports.outcome,
          reporter: person(reporter),
          message: conversationMessages,
          author: person(author),
          project: { id: projects.id, name: projects.name },
        })
        .from(messageReports)
        .innerJoin(reporter, eq(reporter.id, messageReports.reporterId))
        .innerJoin(conversationMessages, eq(conversationMessages.id, messageReports.messageId))
        .innerJoin(author, eq(author.id, conversationMessages.authorId))
        .innerJoin(conversationThreads, eq(conversationThreads.id, conversationMessages.threadId))
        .innerJoin(projects, eq(projects.id, conversationThreads.projectId))
        .where(open ? isNull(messageReports.outcome) : isNotNull(messageReports.outcome))
        .orderBy(desc(messageReports.createdAt))
        .limit(200);
      return {
        items: rows.map((r) => ({
          id: r.id,
          reason: r.reason,
          created_at: r.createdAt.toISOString(),
          outcome: r.outcome as ReportOutcome | null,
          reporter: r.reporter,
          message: { ...presentMessage({ ...r.message, author: r.author }, me), project: r.project },
        })),
      };
    },
  );

  /** Settles every open report of the reported message with `outcome`; 409 when this one is settled already. */
  async function settle(me: CurrentUser, reportId: string, outcome: ReportOutcome) {
    const [report] = await app.db
      .select({ messageId: messageReports.messageId, outcome: messageReports.outcome })
      .from(messageReports)
      .where(eq(messageReports.id, reportId));
    if (!report) throw notFound('Report not found');
    if (report.outcome) throw conflict('report_settled', 'This report has already been dealt with');
    await app.db
      .update(messageReports)
      .set({ outcome, resolvedBy: me.id, resolvedAt: sql`now()` })
      .where(and(eq(messageReports.messageId, report.messageId), isNull(messageReports.outcome)));
    const [message] = await app.db
      .select({ threadId: conversationMessages.threadId, authorId: conversationMessages.authorId })
      .from(conversationMessages)
      .where(eq(conversationMessages.id, report.messageId));
    return { messageId: report.messageId, ...message };
  }

  app.post('/reports/:id/hide', { ...adminOnly, schema: { params: uuidParam } }, async (request, reply) => {
    const settled = await settle(currentUser(request), request.params.id, 'hidden');
    await app.db
      .update(conversationMessages)
      .set({ hiddenAt: sql`now()` })
      .where(eq(conversationMessages.id, settled.messageId));
    await publishThreadChange(app.db, app.bus, {
      thread_id: settled.threadId,
      message_id: settled.messageId,
      change: 'hidden',
    });
    return reply.status(204).send();
  });

  app.post('/reports/:id/warn', { ...adminOnly, schema: { params: uuidParam } }, async (request, reply) => {
    const settled = await settle(currentUser(request), request.params.id, 'warned');
    await notify(app.db, app.bus, [
      {
        userId: settled.authorId,
        type: 'warning',
        titleKey: 'notifications.conversation.warnedTitle',
        messageKey: 'notifications.conversation.warnedMessage',
        link: '/messages',
      },
    ]);
    return reply.status(204).send();
  });

  app.post('/reports/:id/dismiss', { ...adminOnly, schema: { params: uuidParam } }, async (request, reply) => {
    await settle(currentUser(request), request.params.id, 'dismissed');
    return reply.status(204).send();
  });
}
