// Reads of the availability routes: who the person is in the project, and their availability over
// every day of it (docs/rules.md#availability).
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { slotsOutsideStay } from '../../../core/rules/availability.ts';
import { slotNumberOf, slotsOfDay } from '../../../core/rules/slots.ts';
import { datesBetween } from '../../../core/rules/time.ts';
import { AVAILABILITY_ROLES, type Availability, type UnavailableSlot } from '../../../core/schemas/availability.ts';
import type { Db } from '../../db/client.ts';
import { meetings, profiles, projectParticipants, type projects } from '../../db/schema.ts';
import { loadStay, loadUnavailability, type MeetingRole, slotSettingsOf } from '../../queries/availability.ts';
import { activeParticipant } from '../../queries/participants.ts';

type ProjectRow = typeof projects.$inferSelect;
export interface AvailabilityPerson {
  id: string;
  fullName: string;
  companyName: string;
  role: MeetingRole;
}

/** The person as a buyer, seller or interpreter taking part in the project, or undefined. */
export async function meetingParticipant(
  db: Db,
  projectId: string,
  userId: string,
): Promise<AvailabilityPerson | undefined> {
  const [row] = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      companyName: profiles.companyName,
      role: projectParticipants.role,
    })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(
        eq(projectParticipants.projectId, projectId),
        eq(projectParticipants.userId, userId),
        inArray(projectParticipants.role, [...AVAILABILITY_ROLES]),
        activeParticipant,
      ),
    )
    .limit(1);
  return row as AvailabilityPerson | undefined;
}

/** The slot numbers, by date, in which the person has a meeting of the project that counts. */
export async function meetingSlots(db: Db, project: ProjectRow, personId: string): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ date: meetings.meetingDate, start: meetings.startTime })
    .from(meetings)
    .where(
      and(
        eq(meetings.projectId, project.id),
        ne(meetings.status, 'cancelled'),
        or(eq(meetings.buyerId, personId), eq(meetings.sellerId, personId), eq(meetings.interpreterId, personId)),
      ),
    );
  const settings = slotSettingsOf(project);
  const byDate = new Map<string, number[]>();
  for (const r of rows) {
    const slot = slotNumberOf(settings, r.start);
    if (slot !== null) byDate.set(r.date, [...(byDate.get(r.date) ?? []), slot]);
  }
  return byDate;
}

/** The person's availability on every day of the project: what is taken away, and why. */
export async function readAvailability(db: Db, project: ProjectRow, person: AvailabilityPerson): Promise<Availability> {
  const settings = slotSettingsOf(project);
  const dates = datesBetween(project.startDate, project.endDate);
  const [unavailable, stay, booked] = await Promise.all([
    loadUnavailability(db, project, [{ id: person.id, role: person.role }]),
    loadStay(db, project, person.id),
    meetingSlots(db, project, person.id),
  ]);
  const sides = new Map(
    slotsOutsideStay(settings, project.timeZone, dates, stay, project.travelMarginMinutes).map((s) => [
      `${s.date}|${s.slot}`,
      s.side,
    ]),
  );
  const byDate = new Map<string, UnavailableSlot[]>();
  for (const e of unavailable.entries()) {
    const side = e.why === 'travel' ? (sides.get(`${e.date}|${e.slot}`) ?? null) : null;
    byDate.set(e.date, [...(byDate.get(e.date) ?? []), { slot_number: e.slot, why: e.why, side }]);
  }
  return {
    project: {
      id: project.id,
      name: project.name,
      time_zone: project.timeZone,
      start_date: project.startDate,
      end_date: project.endDate,
      status: project.status,
      travel_margin_minutes: project.travelMarginMinutes,
    },
    person: { id: person.id, full_name: person.fullName, company_name: person.companyName, role: person.role },
    travel: stay,
    slots: slotsOfDay(settings),
    days: dates.map((date) => ({
      date,
      unavailable: (byDate.get(date) ?? []).sort((a, b) => a.slot_number - b.slot_number),
      meetings: (booked.get(date) ?? []).sort((a, b) => a - b),
    })),
  };
}
