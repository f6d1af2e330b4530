// The admin's schedule grid of one project day, and blocking slots (docs/rules.md#blocked-slots).
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { slotsOfDay } from '../../../core/rules/slots.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { blockedSlotSchema, blockSlotSchema, scheduleQuery, scheduleSchema } from '../../../core/schemas/schedule.ts';
import { currentUser } from '../../auth/current-user.ts';
import type { Db } from '../../db/client.ts';
import { blockedTimeSlots, meetings, profiles, projectParticipants } from '../../db/schema.ts';
import { badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgError } from '../../errors.ts';
import { listTables } from '../../queries/meeting-tables.ts';
import { findProject } from '../../queries/projects.ts';
import { dayMeetings, dayUnavailability, unlistedPeople } from '../../queries/schedule-day.ts';
import { lockPeopleSchedules, lockWholeSchedule } from '../../services/schedule-locks.ts';
import type { CurrentUser } from '../../types.ts';

/** Active, confirmed participants of a project in one role, by name. */
function participantsOf(db: Db, projectId: string, role: 'buyer' | 'seller' | 'interpreter') {
  return db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      companyName: profiles.companyName,
      languages: profiles.languages,
    })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(
        eq(projectParticipants.projectId, projectId),
        eq(projectParticipants.role, role),
        eq(projectParticipants.status, 'confirmed'),
        eq(profiles.isActive, true),
      ),
    )
    .orderBy(asc(profiles.fullName));
}

const person = (p: { id: string; fullName: string; companyName: string }) => ({
  id: p.id,
  full_name: p.fullName,
  company_name: p.companyName,
});

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

  app.get(
    '/:id/schedule',
    {
      config: { ...admin, cache: 'per-user' },
      schema: { params: uuidParam, querystring: scheduleQuery, response: { 200: scheduleSchema } },
    },
    async (request) => {
      const { date } = request.query;
      const project = await projectOn(currentUser(request), request.params.id, date);
      const live = and(eq(meetings.projectId, project.id), ne(meetings.status, 'cancelled'));
      const [buyers, sellers, interpreters, day, otherPairs, blocked, tables] = await Promise.all([
        participantsOf(app.db, project.id, 'buyer'),
        participantsOf(app.db, project.id, 'seller'),
        participantsOf(app.db, project.id, 'interpreter'),
        dayMeetings(app.db, project.id, date),
        app.db
          .select({ buyer_id: meetings.buyerId, seller_id: meetings.sellerId })
          .from(meetings)
          .where(and(live, ne(meetings.meetingDate, date))),
        app.db
          .select()
          .from(blockedTimeSlots)
          .where(and(eq(blockedTimeSlots.projectId, project.id), eq(blockedTimeSlots.date, date))),
        listTables(app.db, project.id),
      ]);
      const listed = new Set([...buyers, ...sellers, ...interpreters].map((p) => p.id));
      const unavailable = await dayUnavailability(app.db, project.id, date, [
        ...buyers.map((p) => ({ id: p.id, role: 'buyer' as const })),
        ...sellers.map((p) => ({ id: p.id, role: 'seller' as const })),
        ...interpreters.map((p) => ({ id: p.id, role: 'interpreter' as const })),
      ]);
      return {
        project,
        date,
        slots: slotsOfDay(project),
        buyers: buyers.map(person),
        sellers: sellers.map(person),
        interpreters: interpreters.map((i) => ({ id: i.id, full_name: i.fullName, languages: i.languages })),
        meetings: day,
        others: await unlistedPeople(app.db, day, listed),
        other_day_pairs: otherPairs,
        blocked: blocked.map((b) => ({
          id: b.id,
          buyer_id: b.buyerId,
          date: b.date,
          slot_number: b.slotNumber,
          reason: b.reason,
        })),
        unavailable,
        tables,
      };
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
