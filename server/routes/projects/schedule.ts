// The admin's schedule grid of one project day, and blocking slots (docs/rules.md#blocked-slots).
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { slotsOfDay } from '../../../core/rules/slots.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import {
  blockedSlotSchema,
  blockSlotSchema,
  scheduleChoicesQuery,
  scheduleChoicesSchema,
  scheduleQuery,
  scheduleSchema,
} from '../../../core/schemas/schedule.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { blockedTimeSlots, meetings, projectParticipants } from '../../db/schema.ts';
import { badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgError } from '../../errors.ts';
import { listTables } from '../../queries/meeting-tables.ts';
import { findProject } from '../../queries/projects.ts';
import {
  buyerWindow,
  dayChoices,
  dayMeetings,
  dayUnavailability,
  namedPeople,
  otherDayPairs,
} from '../../queries/schedule-day.ts';
import { lockPeopleSchedules, lockWholeSchedule } from '../../services/schedule-locks.ts';
import type { CurrentUser } from '../../types.ts';

export async function scheduleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' as const };

  /** The project, with the date checked against its period. */
  async function projectOn(user: CurrentUser, id: string, date: string) {
    const project = await findProject(app.db, user, id);
    if (!project) throw notFound('Project not found');
    if (date < project.start_date || date > project.end_date) {
      throw badRequest('outside_project', 'The date is outside the project');
    }
    return project;
  }

  // One window of rows (docs/decisions/042-windowed-grid.md): a window's answer is cached per
  // user and URL like any other, so scrolling back to rows already seen costs no query.
  app.get(
    '/:id/schedule',
    {
      config: { ...admin, cache: 'per-user' },
      schema: { params: uuidParam, querystring: scheduleQuery, response: { 200: scheduleSchema } },
    },
    async (request) => {
      const { date, offset, limit, q } = request.query;
      const project = await projectOn(currentUser(request), request.params.id, date);
      const { buyers, total } = await buyerWindow(app.db, project.id, q, offset, limit);
      const buyerIds = buyers.map((b) => b.id);
      const [day, otherPairs, blocked] = await Promise.all([
        dayMeetings(app.db, project.id, date, buyerIds),
        otherDayPairs(app.db, project.id, date, buyerIds),
        app.db
          .select()
          .from(blockedTimeSlots)
          .where(
            and(
              eq(blockedTimeSlots.projectId, project.id),
              eq(blockedTimeSlots.date, date),
              buyerIds.length
                ? or(isNull(blockedTimeSlots.buyerId), inArray(blockedTimeSlots.buyerId, buyerIds))
                : isNull(blockedTimeSlots.buyerId),
            ),
          ),
      ]);
      // The window's buyers and the sellers and interpreters of their meetings, whom a drag checks.
      const roles = new Map<string, 'buyer' | 'seller' | 'interpreter'>(buyerIds.map((id) => [id, 'buyer']));
      const unnamed = new Set<string>();
      for (const m of day) {
        unnamed.add(m.seller_id);
        roles.set(m.seller_id, 'seller');
        if (m.interpreter_id) {
          unnamed.add(m.interpreter_id);
          roles.set(m.interpreter_id, 'interpreter');
        }
      }
      const [unavailable, people] = await Promise.all([
        dayUnavailability(
          app.db,
          project.id,
          date,
          [...roles].map(([id, role]) => ({ id, role })),
        ),
        namedPeople(app.db, unnamed),
      ]);
      return {
        project,
        date,
        slots: slotsOfDay(project),
        buyer_total: total,
        offset,
        buyers,
        meetings: day,
        people,
        other_day_pairs: otherPairs,
        blocked: blocked.map((b) => ({
          id: b.id,
          buyer_id: b.buyerId,
          date: b.date,
          slot_number: b.slotNumber,
          reason: b.reason,
        })),
        unavailable,
      };
    },
  );

  app.get(
    '/:id/schedule/choices',
    {
      config: { ...admin, cache: 'per-user' },
      schema: { params: uuidParam, querystring: scheduleChoicesQuery, response: { 200: scheduleChoicesSchema } },
    },
    async (request) => {
      const { date } = request.query;
      const project = await projectOn(currentUser(request), request.params.id, date);
      const tables = await listTables(app.db, project.id);
      return { ...(await dayChoices(app.db, project.id, date, tables)), tables };
    },
  );

  app.post(
    '/:id/blocked-slots',
    { config: admin, schema: { params: uuidParam, body: blockSlotSchema, response: { 201: blockedSlotSchema } } },
    async (request, reply) => {
      const me = currentUser(request);
      const { buyer_id, date, slot_number, reason } = request.body;
      const project = await projectOn(me, request.params.id, date);
      if (slot_number > project.daily_meet_limit) throw badRequest('outside_project', 'The slot is outside the day');
      const slot = slotsOfDay(project)[slot_number - 1];
      const row = await app.db.transaction(async (tx) => {
        // Before the meetings are read: an assignment made meanwhile waits, then finds the block
        // (server/services/schedule-locks.ts). A block for every buyer waits for every single change.
        if (buyer_id) await lockPeopleSchedules(tx, project.id, [buyer_id]);
        else await lockWholeSchedule(tx, project.id);
        const occupied = await tx
          .select({ id: meetings.id })
          .from(meetings)
          .where(
            and(
              eq(meetings.projectId, project.id),
              eq(meetings.meetingDate, date),
              eq(meetings.startTime, slot.start),
              ne(meetings.status, 'cancelled'),
              buyer_id ? eq(meetings.buyerId, buyer_id) : undefined,
            ),
          )
          .limit(1);
        if (occupied.length > 0) throw conflict('slot_has_meeting', 'A meeting is scheduled in this slot');
        if (buyer_id) await requireBuyer(tx, project.id, buyer_id);
        try {
          const [inserted] = await tx
            .insert(blockedTimeSlots)
            .values({
              projectId: project.id,
              buyerId: buyer_id,
              date,
              slotNumber: slot_number,
              reason,
              createdBy: me.id,
            })
            .returning();
          return inserted;
        } catch (err) {
          if (pgError(err)?.code === PG_UNIQUE_VIOLATION)
            throw conflict('already_blocked', 'This slot is already blocked');
          throw err;
        }
      });
      return reply.status(201).send({
        id: row.id,
        buyer_id: row.buyerId,
        date: row.date,
        slot_number: row.slotNumber,
        reason: row.reason,
      });
    },
  );
}

async function requireBuyer(db: Db, projectId: string, buyerId: string) {
  const rows = await db
    .select({ id: projectParticipants.id })
    .from(projectParticipants)
    .where(
      and(
        eq(projectParticipants.projectId, projectId),
        eq(projectParticipants.userId, buyerId),
        eq(projectParticipants.role, 'buyer'),
      ),
    );
  if (rows.length === 0) throw badRequest('not_participant', 'The buyer does not take part in the project');
}
