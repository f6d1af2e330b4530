// A person's availability in a project (docs/rules.md#availability): read it, and mark or unmark
// slots, a half-day or a whole day as unavailable. Buyers, sellers and interpreters do it for
// themselves, admins for any of them. Each handler: validate -> load -> authorize -> act -> present.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { halfDaySlots } from '../../../core/rules/availability.ts';
import {
  type AvailabilityChange,
  availabilityChangeSchema,
  availabilityQuery,
  availabilitySchema,
} from '../../../core/schemas/availability.ts';
import { uuidParam } from '../../../core/schemas/common.ts';
import { currentUser } from '../../auth/current-user.ts';
import { projects, unavailableSlots } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { mayManageAvailability } from '../../policies/availability.ts';
import { visibleProjects } from '../../policies/project.ts';
import { slotSettingsOf } from '../../queries/availability.ts';
import { lockPeopleSchedules } from '../../services/schedule-locks.ts';
import type { CurrentUser } from '../../types.ts';
import { meetingParticipant, meetingSlots, readAvailability } from './queries.ts';

type ProjectRow = typeof projects.$inferSelect;

/** The slot numbers a change covers, refused when the date or a slot lies outside the project. */
function slotsOf(project: ProjectRow, change: AvailabilityChange): number[] {
  if (change.date < project.startDate || change.date > project.endDate) {
    throw badRequest('outside_project', 'The date is outside the project');
  }
  const settings = slotSettingsOf(project);
  if (change.slot_numbers) {
    if (change.slot_numbers.some((n) => n > project.dailyMeetLimit)) {
      throw badRequest('outside_project', 'The slot is outside the day');
    }
    return [...new Set(change.slot_numbers)];
  }
  if (change.part === 'day') return Array.from({ length: project.dailyMeetLimit }, (_, i) => i + 1);
  return halfDaySlots(settings, change.part ?? 'morning');
}

export async function availabilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * The project (one the caller sees, else 404) and the person (the caller by default), whom the
   * caller must be or be an admin (else 403), taking part as buyer, seller or interpreter.
   */
  async function context(me: CurrentUser, projectId: string, userId: string | undefined) {
    const [project] = await app.db
      .select()
      .from(projects)
      .where(and(eq(projects.id, projectId), visibleProjects(me)));
    if (!project) throw notFound('Project not found');
    const personId = userId ?? me.id;
    if (!mayManageAvailability(me, personId)) throw forbidden("You may not see or change this person's availability");
    const person = await meetingParticipant(app.db, project.id, personId);
    if (!person) {
      if (me.role !== 'admin')
        throw forbidden('Only buyers, sellers and interpreters of the project mark availability');
      throw badRequest('not_participant', 'The person is not a buyer, seller or interpreter of the project');
    }
    return { project, person };
  }

  app.get(
    '/:id/availability',
    { schema: { params: uuidParam, querystring: availabilityQuery, response: { 200: availabilitySchema } } },
    async (request) => {
      const { project, person } = await context(currentUser(request), request.params.id, request.query.user);
      return readAvailability(app.db, project, person);
    },
  );

  app.put(
    '/:id/availability',
    { schema: { params: uuidParam, body: availabilityChangeSchema, response: { 200: availabilitySchema } } },
    async (request) => {
      const me = currentUser(request);
      const change = request.body;
      const { project, person } = await context(me, request.params.id, change.user_id);
      if (project.status !== 'draft' && project.status !== 'active') {
        throw conflict('project_closed', 'The project is completed or cancelled: its schedule is closed');
      }
      const slots = slotsOf(project, change);
      await app.db.transaction(async (tx) => {
        // Taken before the meetings are read: an assignment made meanwhile waits, then finds the mark
        // (server/services/schedule-locks.ts).
        await lockPeopleSchedules(tx, project.id, [person.id]);
        const mine = and(
          eq(unavailableSlots.projectId, project.id),
          eq(unavailableSlots.userId, person.id),
          eq(unavailableSlots.date, change.date),
        );
        if (change.available) {
          if (slots.length > 0)
            await tx.delete(unavailableSlots).where(and(mine, inArray(unavailableSlots.slotNumber, slots)));
        } else {
          // A meeting already there must be cancelled or moved first, as for a blocked slot.
          const booked = (await meetingSlots(tx, project, person.id)).get(change.date) ?? [];
          const clash = slots.filter((n) => booked.includes(n));
          if (clash.length > 0) {
            throw conflict('slot_has_meeting', 'A meeting is scheduled in this slot', {
              slots: clash.sort((a, b) => a - b),
            });
          }
          // The unique index unavailable_slots_once makes marking twice (or two tabs at once) a no-op.
          if (slots.length > 0) {
            await tx
              .insert(unavailableSlots)
              .values(
                slots.map((n) => ({
                  projectId: project.id,
                  userId: person.id,
                  date: change.date,
                  slotNumber: n,
                  createdBy: me.id,
                })),
              )
              .onConflictDoNothing();
          }
        }
      });
      return readAvailability(app.db, project, person);
    },
  );
}
