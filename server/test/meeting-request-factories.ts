// Test builders for meeting requests: a request body, a stored request, the request's meetings.
import { eq } from 'drizzle-orm';
import { meetingRequests, meetings } from '../db/schema.ts';
import { call, type EventPerson } from './factories.ts';
import type { TestApp } from './harness.ts';

/** A valid Request Meeting body; `overrides` replace fields. */
export const requestBody = (projectId: string, targetId: string, overrides: Record<string, unknown> = {}) => ({
  project_id: projectId,
  target_id: targetId,
  preferred_date: '2030-05-01',
  preferred_time_start: '10:00',
  preferred_time_end: '11:00',
  location: 'Booth 12',
  purpose: 'Talk about supply',
  ...overrides,
});

/** Sends a request through the API as `from`; returns the answer. */
export function sendRequest(
  app: TestApp,
  from: EventPerson,
  projectId: string,
  to: { id: string },
  overrides: Record<string, unknown> = {},
) {
  return call(app, 'POST', '/api/meeting-requests', {
    cookie: from.cookie,
    body: requestBody(projectId, to.id, overrides),
  });
}

/** Sends a request and returns its id, failing the test when it is refused. */
export async function makeRequest(
  app: TestApp,
  from: EventPerson,
  projectId: string,
  to: { id: string },
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await sendRequest(app, from, projectId, to, overrides);
  if (res.statusCode !== 201) throw new Error(`request failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/**
 * A request row written straight into the database (any status, any sending time), from `from` to
 * `to` for 10:00-11:00 on 2030-05-01 unless `values` say otherwise.
 */
export async function storeRequest(
  app: TestApp,
  projectId: string,
  from: EventPerson,
  to: EventPerson,
  values: Partial<typeof meetingRequests.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(meetingRequests)
    .values({
      projectId,
      requesterId: from.id,
      requesterRole: from.profile.role,
      targetId: to.id,
      targetRole: to.profile.role,
      preferredDate: '2030-05-01',
      preferredTimeStart: '10:00',
      preferredTimeEnd: '11:00',
      ...values,
    })
    .returning();
  return row;
}

/** The stored request row. */
export async function requestRow(app: TestApp, id: string) {
  const [row] = await app.db.select().from(meetingRequests).where(eq(meetingRequests.id, id));
  return row;
}

/** The meetings of a project. */
export const meetingsOfProject = (app: TestApp, projectId: string) =>
  app.db.select().from(meetings).where(eq(meetings.projectId, projectId));
