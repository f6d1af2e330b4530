// Test data builders: each test makes what it needs on its own fresh database.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Role } from '../../core/roles.ts';
import { type SignUpInput, signUpSchema } from '../../core/schemas/auth.ts';
import { meetings, notifications, profiles, projectParticipants, projects } from '../db/schema.ts';
import { createAccount } from '../services/accounts.ts';
import type { TestApp } from './harness.ts';

export const TEST_PASSWORD = 'secret-pass';

/** A unique email for this run. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.test`;

/** A valid sign-up body; `overrides` replace or add fields. */
export const signUpBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  full_name: 'Test User',
  ...overrides,
});

/** Creates an account of any role (admin too, as create-admin does) and returns its profile. */
export async function makeUser(
  app: TestApp,
  opts: {
    role?: Role;
    email?: string;
    fullName?: string;
    active?: boolean;
    companyName?: string;
    fields?: Partial<SignUpInput>;
  } = {},
) {
  const role = opts.role ?? 'buyer';
  const email = opts.email ?? uniqueEmail(role);
  const input = signUpSchema.parse({
    email,
    password: TEST_PASSWORD,
    full_name: opts.fullName ?? `Test ${role}`,
    company_name: opts.companyName ?? '',
    ...opts.fields,
  });
  let profile = await createAccount(app.db, { ...input, role }, { accepted: true });
  if (opts.active === false) profile = await setActive(app, profile.id, false);
  return { profile, email, password: TEST_PASSWORD };
}

/** Sets profiles.is_active directly, as an admin's Deactivate would. */
export async function setActive(app: TestApp, userId: string, active: boolean) {
  const [row] = await app.db.update(profiles).set({ isActive: active }).where(eq(profiles.id, userId)).returning();
  return row;
}

/** Signs in through the API and returns the Cookie header value of the new session. */
export async function signIn(app: TestApp, email: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('sign-in set no cookie');
  return `sid=${cookie.value}`;
}

/** A signed-in user of a role: profile plus the Cookie header to send. */
export async function signedIn(app: TestApp, role: Role = 'buyer', opts: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(app, { ...opts, role });
  return { ...user, cookie: await signIn(app, user.email) };
}

type Method = NonNullable<InjectOptions['method']>;

/** One API call: `call(app, 'PUT', '/api/profile', { cookie, body })`. */
export function call(
  app: TestApp,
  method: Method,
  url: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers = { ...opts.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) };
  return app.inject({ method, url, headers, payload: opts.body as InjectOptions['payload'] });
}

/** A project row; dates default to a three-day event next year. */
export async function makeProject(app: TestApp, overrides: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(projects)
    .values({
      name: `Expo ${randomBytes(3).toString('hex')}`,
      startDate: '2030-05-01',
      endDate: '2030-05-03',
      ...overrides,
    })
    .returning();
  return row;
}

/** Adds a user to a project as a confirmed participant in their own role (or `role`). */
export async function addParticipant(
  app: TestApp,
  projectId: string,
  user: { id: string; role: Role },
  role: Role = user.role,
) {
  const [row] = await app.db.insert(projectParticipants).values({ projectId, userId: user.id, role }).returning();
  return row;
}

/** A meeting row between a buyer and a seller of a project. */
export async function makeMeeting(
  app: TestApp,
  values: Pick<typeof meetings.$inferInsert, 'projectId' | 'buyerId' | 'sellerId'> &
    Partial<typeof meetings.$inferInsert>,
) {
  // A no-show holds who stayed away (check meetings_absence_is_no_show): both, unless the test says.
  const absence = values.status === 'no_show' ? 'both' : null;
  const [row] = await app.db
    .insert(meetings)
    .values({ meetingDate: '2030-05-01', startTime: '09:00', endTime: '10:00', absence, ...values })
    .returning();
  return row;
}

/** Someone in an event fixture: their profile id, profile, email and Cookie header ('' when not signed in). */
export type EventPerson = Awaited<ReturnType<typeof makeUser>> & { id: string; cookie: string };

/**
 * A project (default: 2030-05-01..03, 10 slots of 60 minutes from 09:00, location 'Hall A') with a
 * signed-in admin and the given numbers of confirmed buyers, sellers, interpreters and volunteers,
 * named 'Buyer 1', 'Seller 2'...; they are signed in unless `signIn` is false.
 */
export async function eventFixture(
  app: TestApp,
  opts: {
    buyers?: number;
    sellers?: number;
    interpreters?: number;
    volunteers?: number;
    signIn?: boolean;
    project?: Partial<typeof projects.$inferInsert>;
  } = {},
) {
  const project = await makeProject(app, { location: 'Hall A', ...opts.project });
  const admin = await signedIn(app, 'admin');
  const tag = randomBytes(3).toString('hex');
  const group = (role: 'buyer' | 'seller' | 'interpreter' | 'volunteer', n = 0) =>
    Promise.all(
      Array.from({ length: n }, async (_, i): Promise<EventPerson> => {
        const name = `${role[0].toUpperCase()}${role.slice(1)} ${i + 1}`;
        const user = await makeUser(app, { role, fullName: name, companyName: `${name} Co ${tag}` });
        await addParticipant(app, project.id, { id: user.profile.id, role });
        const cookie = opts.signIn === false ? '' : await signIn(app, user.email);
        return { ...user, id: user.profile.id, cookie };
      }),
    );
  const [buyers, sellers, interpreters, volunteers] = await Promise.all([
    group('buyer', opts.buyers),
    group('seller', opts.sellers),
    group('interpreter', opts.interpreters),
    group('volunteer', opts.volunteers),
  ]);
  return { project, admin, buyers, sellers, interpreters, volunteers };
}

/** A user's stored notifications, oldest first. */
export function notificationsOf(app: TestApp, userId: string) {
  return app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}
