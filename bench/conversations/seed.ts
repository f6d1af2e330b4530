// The conversations bench's exhibition, written straight into the tables: one active project whose
// participants are numbered buyers and sellers (half each), buyer i with a pending request to seller
// i for the first `pairs` of them, and a session for everyone (createSession, no password hashing).
// The threads themselves are opened through the API by the bench (index.ts).
import { createSession } from '../../server/auth/sessions.ts';
import type { Db } from '../../server/db/client.ts';
import { meetingRequests, projectParticipants, projects } from '../../server/db/schema.ts';
import { seedPeople } from '../people.ts';

const DAY = '2030-06-03';

export interface SeededPerson {
  id: string;
  role: 'buyer' | 'seller';
  /** `sid=<token>`. */
  cookie: string;
}

export interface ConversationsEvent {
  projectId: string;
  admin: { id: string; cookie: string };
  buyers: SeededPerson[];
  sellers: SeededPerson[];
  /** Request i joins buyers[i] and sellers[i] (pending). */
  requestIds: string[];
}

async function chunked<T>(rows: T[], size: number, each: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await each(rows.slice(i, i + size));
}

/** Seeds `participants` people (at least 2 x `pairs`) into an empty, migrated database. */
export async function seedConversationsEvent(
  db: Db,
  opts: { participants: number; pairs: number },
): Promise<ConversationsEvent> {
  const participants = Math.max(opts.participants, 2 * opts.pairs);
  const counts = { buyers: Math.ceil(participants / 2), sellers: Math.floor(participants / 2), interpreters: 0 };
  const people = await seedPeople(db, counts, 'bench-no-password');
  const [project] = await db
    .insert(projects)
    .values({
      name: 'Bench Conversations Expo',
      startDate: DAY,
      endDate: DAY,
      location: 'Hall A',
      status: 'active',
      createdBy: people.admin.id,
    })
    .returning({ id: projects.id });
  const members = [
    ...people.buyers.map((p) => ({ userId: p.id, role: 'buyer' as const })),
    ...people.sellers.map((p) => ({ userId: p.id, role: 'seller' as const })),
  ];
  await chunked(members, 500, (chunk) =>
    db.insert(projectParticipants).values(chunk.map((m) => ({ ...m, projectId: project.id }))),
  );
  const requestIds: string[] = [];
  await chunked(
    Array.from({ length: opts.pairs }, (_, i) => i),
    500,
    async (chunk) => {
      const rows = await db
        .insert(meetingRequests)
        .values(
          chunk.map((i) => ({
            projectId: project.id,
            requesterId: people.buyers[i].id,
            requesterRole: 'buyer' as const,
            targetId: people.sellers[i].id,
            targetRole: 'seller' as const,
            preferredDate: DAY,
            preferredTimeStart: '10:00',
            preferredTimeEnd: '10:30',
            purpose: 'Samples and prices',
            status: 'pending' as const,
          })),
        )
        .returning({ id: meetingRequests.id });
      requestIds.push(...rows.map((r) => r.id));
    },
  );
  // Sessions ten at a time (each clears the user's expired ones first).
  const cookieOf = async (userId: string) => `sid=${(await createSession(db, userId, 1)).token}`;
  const withCookies = async (list: { id: string }[], role: SeededPerson['role']) => {
    const out: SeededPerson[] = [];
    await chunked(list, 10, async (chunk) => {
      const cookies = await Promise.all(chunk.map((p) => cookieOf(p.id)));
      chunk.forEach((p, i) => {
        out.push({ id: p.id, role, cookie: cookies[i] });
      });
    });
    return out;
  };
  return {
    projectId: project.id,
    admin: { id: people.admin.id, cookie: await cookieOf(people.admin.id) },
    buyers: await withCookies(people.buyers, 'buyer'),
    sellers: await withCookies(people.sellers, 'seller'),
    requestIds,
  };
}
