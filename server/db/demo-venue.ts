// Around the demo's meetings: blocked slots, travel, volunteer tasks, interpreter notes and the welcome.
import { addDays } from '../../core/rules/time.ts';
import { DEMO_ASSIGNMENTS, DEMO_BLOCKED_SLOTS, DEMO_INTERPRETER_NOTES, DEMO_TRAVEL } from './demo-data.ts';
import { lookup, type MeetingsByPair, meetingOf, type Seed, venueMoment } from './demo-kit.ts';
import { DEMO_PEOPLE } from './demo-people.ts';
import { blockedTimeSlots, interpreterNotes, notifications, travelInfo, volunteerAssignments } from './schema.ts';

/** What happens around the meetings: blocked slots, travel, volunteer tasks, notes and notifications. */
export async function writeVenue({ db, start, adminId, people, active, draft }: Seed, byPair: MeetingsByPair) {
  await db.insert(blockedTimeSlots).values(
    DEMO_BLOCKED_SLOTS.map((b) => ({
      projectId: active.id,
      buyerId: b.buyer ? lookup(people, b.buyer).id : null,
      date: addDays(start, b.day),
      slotNumber: b.slot,
      reason: b.reason,
      createdBy: adminId,
    })),
  );
  await db.insert(travelInfo).values(
    DEMO_TRAVEL.map((t) => {
      const [projectId, projectStart] = t.project === 'active' ? [active.id, start] : [draft.id, draft.start];
      return {
        userId: lookup(people, t.user).id,
        projectId,
        flightNo: t.flight?.no ?? '',
        arrivalTime: t.flight ? venueMoment(projectStart, t.flight.arrive) : null,
        departureTime: t.flight ? venueMoment(projectStart, t.flight.depart) : null,
        hotelName: t.hotel,
        hotelAddress: t.hotelAddress,
        notes: t.notes,
      };
    }),
  );
  await db.insert(volunteerAssignments).values(
    DEMO_ASSIGNMENTS.map((a) => ({
      volunteerId: lookup(people, a.volunteer).id,
      projectId: active.id,
      taskType: a.taskType,
      taskDescription: a.description,
      assignedDate: addDays(start, a.day),
      startTime: `${a.start}:00`,
      endTime: `${a.end}:00`,
      status: a.status,
    })),
  );
  await db.insert(interpreterNotes).values(
    DEMO_INTERPRETER_NOTES.map(({ buyer, seller, ...note }) => {
      const meeting = meetingOf(byPair, lookup(people, buyer).id, lookup(people, seller).id);
      return { meetingId: meeting.id, interpreterId: meeting.interpreterId!, ...note };
    }),
  );
  // Title and message are i18n keys, so each reader sees the welcome in their own language.
  await db.insert(notifications).values(
    ['buyer', 'seller', 'interpreter'].map((key) => ({
      userId: lookup(people, key).id,
      type: 'info' as const,
      titleKey: 'notifications.welcome.title',
      messageKey: 'notifications.welcome.message',
      params: { name: DEMO_PEOPLE.find((p) => p.key === key)!.fullName },
      link: '/meetings',
    })),
  );
}
