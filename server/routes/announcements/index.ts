// Announcements (docs/rules.md#announcements): a project's organisers post a title and a text to its
// participants, all or one role; each member of the audience sees it pinned on their dashboard at
// once (live, on the notification bus) and, when the organiser asks, gets it by e-mail, queued in the
// same transaction. Admins see how many of the audience have read each one.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AnnouncementAudience,
  type AnnouncementEvent,
  announcementCreateSchema,
  announcementListSchema,
  announcementParams,
  announcementSchema,
} from '../../../core/schemas/announcement.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { arrayPageQuery } from '../../../core/schemas/list-page.ts';
import { currentUser } from '../../auth/current-user.ts';
import { announcementReads, announcements, projects, users } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { announcementMail } from '../../mail/announcement-mail.ts';
import { projectSender, queueMail } from '../../mail/outbox.ts';
import { activeRecipients } from '../../mail/recipients.ts';
import { audienceOf, mayManageAnnouncements } from '../../policies/announcement.ts';
import { visibleProjects } from '../../policies/project.ts';
import { pageFrom } from '../../queries/keyset.ts';
import type { CurrentUser } from '../../types.ts';
import { announcementListeners, listAnnouncements, readableAnnouncement } from './queries.ts';

export async function announcementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  /** The project if `me` may see it, else 404. */
  async function visibleProject(me: CurrentUser, projectId: string) {
    const [project] = await app.db
      .select()
      .from(projects)
      .where(and(eq(projects.id, projectId), visibleProjects(me)));
    if (!project) throw notFound('Project not found');
    return project;
  }

  /** Tells each listener's open screens that the project's announcements changed. */
  async function publish(projectId: string, announcementId: string, audience: AnnouncementAudience) {
    const event: AnnouncementEvent = { event: 'announcement', project_id: projectId, announcement_id: announcementId };
    for (const userId of await announcementListeners(app.db, projectId, audience)) app.bus.publish(userId, event);
  }

  app.get(
    '/:id/announcements',
    {
      schema: { params: uuidParam, querystring: arrayPageQuery, response: { 200: announcementListSchema } },
    },
    async (request) => {
      const me = currentUser(request);
      const project = await visibleProject(me, request.params.id);
      const { limit, cursor } = request.query;
      const page = pageFrom(await listAnnouncements(app.db, me, project.id, undefined, { limit, cursor }), limit);
      return { items: page.rows, next_cursor: page.next_cursor };
    },
  );

  app.post(
    '/:id/announcements',
    {
      config: admin,
      schema: { params: uuidParam, body: announcementCreateSchema, response: { 201: announcementSchema } },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (!mayManageAnnouncements(me)) throw forbidden('Only organisers post announcements');
      const project = await visibleProject(me, request.params.id);
      const { title, body, audience, email } = request.body;
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(announcements)
          .values({ projectId: project.id, authorId: me.id, audience, title, body, emailed: email })
          .returning({ id: announcements.id });
        if (email) {
          const people = await activeRecipients(tx, inArray(users.id, audienceOf(project.id, audience)));
          await queueMail(
            tx,
            people.map((person) => ({
              ...announcementMail({
                language: person.language,
                name: person.name,
                event: project.name,
                title,
                body,
                publicUrl: app.config.publicUrl,
              }),
              to: { email: person.email, name: person.name, userId: person.id },
              projectId: project.id,
              ...projectSender(project),
            })),
          );
        }
        return row.id;
      });
      if (email) app.mailer.wake();
      await publish(project.id, id, audience);
      const [created] = await listAnnouncements(app.db, me, project.id, id);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/:id/announcements/:announcementId',
    { config: admin, schema: { params: announcementParams } },
    async (request, reply) => {
      const me = currentUser(request);
      if (!mayManageAnnouncements(me)) throw forbidden('Only organisers remove announcements');
      const [removed] = await app.db
        .delete(announcements)
        .where(and(eq(announcements.id, request.params.announcementId), eq(announcements.projectId, request.params.id)))
        .returning({ id: announcements.id, audience: announcements.audience });
      if (!removed) throw notFound('Announcement not found');
      await publish(request.params.id, removed.id, removed.audience as AnnouncementAudience);
      return reply.status(204).send();
    },
  );
}

/** POST /api/announcements/:id/read: the caller has read it; admins see the count go up at once. */
export async function announcementReadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/:id/read', { schema: { params: uuidParam } }, async (request, reply) => {
    const me = currentUser(request);
    const announcement = await readableAnnouncement(app.db, me, request.params.id);
    if (!announcement) throw notFound('Announcement not found');
    const added = await app.db
      .insert(announcementReads)
      .values({ announcementId: announcement.id, userId: me.id })
      .onConflictDoNothing()
      .returning({ userId: announcementReads.userId });
    if (added.length > 0) {
      const event: AnnouncementEvent = {
        event: 'announcement',
        project_id: announcement.projectId,
        announcement_id: announcement.id,
      };
      const admins = await announcementListeners(app.db, announcement.projectId, null, 'admins');
      for (const userId of new Set([...admins, me.id])) app.bus.publish(userId, event);
    }
    return reply.status(204).send();
  });
}
