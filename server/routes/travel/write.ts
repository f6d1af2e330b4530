// Checks on a travel record an admin writes: who travels and for which project.
import { and, eq } from 'drizzle-orm';
import type { Travel, TravelInput } from '../../../core/schemas/travel.ts';
import type { Db } from '../../db/client.ts';
import { profiles, projects } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { mayTravel } from '../../policies/travel.ts';
import { travelProjects } from './queries.ts';

/**
 * Refuses a traveller who is not an active non-admin person, and a project that is not active;
 * an edit may keep the project the record already has, whatever its status now.
 */
export async function checkTravelInput(db: Db, input: TravelInput, before?: Travel) {
  const [person] = await db
    .select({ role: profiles.role, isActive: profiles.isActive })
    .from(profiles)
    .where(eq(profiles.id, input.user_id));
  if (!person || !mayTravel(person)) throw badRequest('invalid_traveller', 'Choose an active participant to travel');
  if (!input.project_id || input.project_id === before?.project?.id) return;
  const [project] = await travelProjects(db, and(eq(projects.status, 'active'), eq(projects.id, input.project_id)));
  if (!project) throw badRequest('invalid_travel_project', 'Choose an active project');
}

/** The table's columns from the form's fields. */
export function travelColumns(input: TravelInput) {
  return {
    userId: input.user_id,
    projectId: input.project_id,
    flightNo: input.flight_no,
    arrivalTime: input.arrival_time ? new Date(input.arrival_time) : null,
    departureTime: input.departure_time ? new Date(input.departure_time) : null,
    hotelName: input.hotel_name,
    hotelAddress: input.hotel_address,
    notes: input.notes,
  };
}
