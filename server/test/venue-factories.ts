// Test builders for what happens around the meetings: travel records, volunteer assignments and
// interpreter notes.
import { interpreterNotes, travelInfo, volunteerAssignments } from '../db/schema.ts';
import type { TestApp } from './harness.ts';

/** A travel record of a user; no flight, hotel or times unless told. */
export async function makeTravel(
  app: TestApp,
  values: Pick<typeof travelInfo.$inferInsert, 'userId'> & Partial<typeof travelInfo.$inferInsert>,
) {
  const [row] = await app.db.insert(travelInfo).values(values).returning();
  return row;
}

/** A volunteer's task, assigned on 2030-05-01 from 09:00 to 12:00 unless told. */
export async function makeAssignment(
  app: TestApp,
  values: Pick<typeof volunteerAssignments.$inferInsert, 'volunteerId'> &
    Partial<typeof volunteerAssignments.$inferInsert>,
) {
  const [row] = await app.db
    .insert(volunteerAssignments)
    .values({
      taskType: 'Registration desk',
      assignedDate: '2030-05-01',
      startTime: '09:00',
      endTime: '12:00',
      ...values,
    })
    .returning();
  return row;
}

/** An interpreter's note on a meeting. */
export async function makeNote(
  app: TestApp,
  values: Pick<typeof interpreterNotes.$inferInsert, 'meetingId' | 'interpreterId'> &
    Partial<typeof interpreterNotes.$inferInsert>,
) {
  const [row] = await app.db.insert(interpreterNotes).values(values).returning();
  return row;
}
