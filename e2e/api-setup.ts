// Setting up a journey's own event through the API as the signed-in admin: a project, new people or
// the demo's, participants and meetings. Each step expects success and says what the server
// answered when it did not.
import { type APIRequestContext, expect } from '@playwright/test';

export type Role = 'buyer' | 'seller' | 'interpreter';

/** A new active project from `start` to `end` (YYYY-MM-DD); returns its id. */
export async function createProject(
  api: APIRequestContext,
  project: { name: string; start: string; end: string; location: string },
): Promise<string> {
  const res = await api.post('/api/projects', {
    data: {
      name: project.name,
      start_date: project.start,
      end_date: project.end,
      location: project.location,
      status: 'active',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** The demo's people of a role, by full name (every page of the directory). */
export async function demoPeople(api: APIRequestContext, role: Role): Promise<Map<string, string>> {
  const byName = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const res = await api.get(`/api/people?role=${role}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.ok(), await res.text()).toBe(true);
    const page = (await res.json()) as { people: { id: string; full_name: string }[]; next_cursor: string | null };
    for (const p of page.people) byName.set(p.full_name, p.id);
    cursor = page.next_cursor;
  } while (cursor);
  return byName;
}

/** Every participant of a project (every page of its list). */
export async function projectParticipants<T>(api: APIRequestContext, projectId: string): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | null = null;
  do {
    const res = await api.get(
      `/api/projects/${projectId}/participants?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.ok(), await res.text()).toBe(true);
    const page = (await res.json()) as { items: T[]; next_cursor: string | null };
    all.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return all;
}

/** A new person with a unique e-mail address; returns their id. */
export async function createPerson(api: APIRequestContext, role: Role, fullName: string): Promise<string> {
  const email = `${fullName.split(' ')[0].toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.b2b.test`;
  const res = await api.post('/api/people', { data: { role, email, full_name: fullName } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).person.id;
}

/** Adds people to the project in their roles. */
export async function addParticipants(
  api: APIRequestContext,
  projectId: string,
  people: { id: string; role: Role }[],
): Promise<void> {
  const res = await api.put(`/api/projects/${projectId}/participants`, {
    data: { add: people.map((p) => ({ user_id: p.id, role: p.role })) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A meeting on the slot grid (slot from 1); returns its id. */
export async function createMeeting(
  api: APIRequestContext,
  meeting: {
    projectId: string;
    buyerId: string;
    sellerId: string;
    date: string;
    slot: number;
    interpreterId?: string | null;
  },
): Promise<string> {
  const res = await api.post('/api/meetings', {
    data: {
      project_id: meeting.projectId,
      buyer_id: meeting.buyerId,
      seller_id: meeting.sellerId,
      interpreter_id: meeting.interpreterId ?? null,
      meeting_date: meeting.date,
      slot_number: meeting.slot,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}
