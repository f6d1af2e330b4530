// Invitations (docs/rules.md#invitations): queued with a one-time link for people an admin made,
// resent on demand, accepted when the person chooses a password; on both databases.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { addParticipant, call, makeProject, makeUser, signedIn, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { latestToken, outboxFor } from '../../test/mail-factories.ts';

let app: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin');
});
afterAll(() => app.dispose());

/** A person as an admin-created or imported one: an account whose invitation is not accepted. */
async function newcomer(projectId: string) {
  const user = await makeUser(app, { role: 'seller' });
  await app.db.update(users).set({ acceptedAt: null }).where(eq(users.id, user.profile.id));
  await addParticipant(app, projectId, user.profile);
  return user;
}

const participants = async (projectId: string) =>
  (await call(app, 'GET', `/api/projects/${projectId}/participants`, { cookie: admin.cookie })).json().items as {
    user_id: string;
    invitation: string;
    invited_at: string | null;
  }[];

describe('inviting a project', () => {
  it('invites everyone not yet accepted, in the project name, and shows who accepted', async () => {
    const project = await makeProject(app, {
      name: 'Seoul Beauty Week',
      mailFromName: 'KOTRA Seoul',
      mailReplyTo: 'desk@kotra.example',
    });
    const a = await newcomer(project.id);
    const b = await newcomer(project.id);
    const veteran = await makeUser(app, { role: 'buyer' });
    await addParticipant(app, project.id, veteran.profile);

    const res = await call(app, 'POST', `/api/projects/${project.id}/invitations`, { cookie: admin.cookie, body: {} });
    expect(res.json()).toEqual({ invited: 2 });
    expect(await outboxFor(app, veteran.email)).toHaveLength(0);
    const [message] = await outboxFor(app, a.email);
    expect(message).toMatchObject({ kind: 'invitation', fromName: 'KOTRA Seoul', replyTo: 'desk@kotra.example' });
    expect(message.subject).toContain('Seoul Beauty Week');
    expect(message.htmlBody).toContain('Seoul Beauty Week');

    const states = Object.fromEntries((await participants(project.id)).map((p) => [p.user_id, p.invitation]));
    expect(states).toEqual({ [a.profile.id]: 'invited', [b.profile.id]: 'invited', [veteran.profile.id]: 'accepted' });

    const token = await latestToken(app, a.email);
    const info = await call(app, 'GET', `/api/auth/tokens/${token}`);
    expect(info.json()).toMatchObject({ purpose: 'invitation', email: a.email });
    expect(
      (await call(app, 'POST', '/api/auth/set-password', { body: { token, password: 'chosen-pass' } })).statusCode,
    ).toBe(200);
    const after = Object.fromEntries((await participants(project.id)).map((p) => [p.user_id, p.invitation]));
    expect(after[a.profile.id]).toBe('accepted');

    // A second round reaches only the one still open.
    const again = await call(app, 'POST', `/api/projects/${project.id}/invitations`, {
      cookie: admin.cookie,
      body: {},
    });
    expect(again.json()).toEqual({ invited: 1 });
  });

  it('resends to one person: the new link replaces the old one', async () => {
    const project = await makeProject(app);
    const person = await newcomer(project.id);
    const invite = () =>
      call(app, 'POST', `/api/projects/${project.id}/invitations`, {
        cookie: admin.cookie,
        body: { user_ids: [person.profile.id] },
      });
    await invite();
    const first = await latestToken(app, person.email);
    await invite();
    const second = await latestToken(app, person.email);
    expect(second).not.toBe(first);
    expect((await call(app, 'GET', `/api/auth/tokens/${first}`)).json().error.code).toBe('token_replaced');
    expect((await call(app, 'GET', `/api/auth/tokens/${second}`)).statusCode).toBe(200);
  });

  it('refuses people outside the project or already signed in', async () => {
    const project = await makeProject(app);
    const stranger = await makeUser(app);
    const res = await call(app, 'POST', `/api/projects/${project.id}/invitations`, {
      cookie: admin.cookie,
      body: { user_ids: [stranger.profile.id] },
    });
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'not_invitable']);
    expect(await outboxFor(app, stranger.email)).toHaveLength(0);
  });
});

describe('an admin-created person', () => {
  it('gets an invitation besides the temporary password, and cannot be invited once accepted', async () => {
    const email = uniqueEmail('hired');
    const res = await call(app, 'POST', '/api/people', {
      cookie: admin.cookie,
      body: { role: 'buyer', full_name: '王芳', email, languages: ['中文'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ invited: true });
    const [message] = await outboxFor(app, email);
    expect(message).toMatchObject({ kind: 'invitation', locale: 'zh', fromName: 'B2B Platform' });
    expect(message.textBody).toContain('王芳');
    // Signing in with the temporary password accepts the invitation too.
    const signIn = await call(app, 'POST', '/api/auth/sign-in', {
      body: { email, password: res.json().temporary_password },
    });
    expect(signIn.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row.acceptedAt).not.toBeNull();
  });
});
