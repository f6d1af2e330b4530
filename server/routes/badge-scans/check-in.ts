// A scanned person checked in (docs/rules.md#scanning-badges): to the meeting they are at now, or
// to the event when they have none now. A meeting check-in records their arrival at the event too
// (someone at a table has arrived). Each is one row a repeat leaves as it was, so two scanners at
// two doors, or a scan after the person checked in on their phone, change nothing and say when.
import { currentMeeting } from '../../../core/rules/badge-scan.ts';
import { todayIn } from '../../../core/rules/time.ts';
import type { BadgeScanInput, BadgeScanResult, ScannedPerson } from '../../../core/schemas/badge-scan.ts';
import type { Db } from '../../db/client.ts';
import { eventCheckIns, meetingAttendances } from '../../db/schema.ts';
import { iso } from '../../presenters/profile.ts';
import { arrivalOf, attendanceOf, meetingsOfDay } from './queries.ts';

export async function checkInScanned(
  db: Db,
  o: {
    project: { id: string; timeZone: string };
    person: ScannedPerson;
    scannerId: string;
    method: BadgeScanInput['method'];
    now: Date;
  },
): Promise<BadgeScanResult> {
  const { project, person, scannerId, now } = o;
  const day = todayIn(project.timeZone, now);
  const meeting = currentMeeting(await meetingsOfDay(db, project.id, person.id, day), project.timeZone, now);
  // A person picked by name is stored as a manual check-in made by the scanner (the enum has no
  // 'search'); `checked_in_by` tells both apart from the person's own check-in.
  const method = o.method === 'scan' ? ('scan' as const) : ('manual' as const);
  const { attended, arrived } = await db.transaction(async (tx) => {
    const attended = meeting
      ? await tx
          .insert(meetingAttendances)
          .values({ meetingId: meeting.id, userId: person.id, checkInMethod: method, checkedInBy: scannerId })
          .onConflictDoNothing()
          .returning({ at: meetingAttendances.checkedInAt })
      : [];
    const arrived = await tx
      .insert(eventCheckIns)
      .values({ projectId: project.id, userId: person.id, method, checkedInBy: scannerId })
      .onConflictDoNothing()
      .returning({ at: eventCheckIns.checkedInAt });
    return { attended, arrived };
  });
  const fresh = meeting ? attended[0] : arrived[0];
  const before = fresh
    ? undefined
    : meeting
      ? await attendanceOf(db, meeting.id, person.id)
      : await arrivalOf(db, project.id, person.id);
  const at = fresh?.at ?? before ?? now;
  return {
    person,
    checked_into: meeting ? 'meeting' : 'event',
    meeting: meeting
      ? {
          id: meeting.id,
          meeting_date: meeting.meeting_date,
          start_time: meeting.start_time,
          end_time: meeting.end_time,
          location: meeting.location,
          table: meeting.table,
          counterparts: meeting.counterparts.map(({ full_name, company_name }) => ({ full_name, company_name })),
        }
      : null,
    already: !fresh,
    checked_in_at: iso(at),
  };
}
