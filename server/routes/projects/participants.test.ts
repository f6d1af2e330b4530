import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectParticipants } from '../../db/schema.ts';
import { call, type EventPerson, eventFixture, makeProject, makeUser, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Fixture: one project with 2 buyers, 1 seller, 1 interpreter, 1 volunteer; an outsider buyer.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
let outsider: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 2, sellers: 1, interpreters: 1, volunteers: 1 });
  outsider = await signedIn(app, 'buyer');
});
afterAll(() => app.dispose());

const admin = () => fx.admin.cookie;
const url = (projectId = fx.project.id) => `/api/projects/${projectId}/participants`;
const change = (body: unknown, cookie = admin(), projectId = fx.project.id) =>
  call(app, 'PUT', url(projectId), { cookie, body });

/** The project's participant rows as 'role userId', sorted. */
async function rows(projectId = fx.project.id) {
  const all = await app.db.select().from(projectParticipants).where(eq(projectParticipants.projectId, projectId));
  return all.map((r) => `${r.role} ${r.userId}`).sort();
}

/** A fresh project for tests that change participants. */
async function freshProject(people: EventPerson[] = []) {
  const project = await makeProject(app);
  if (people.length) {
    await change({ add: people.map((p) => ({ user_id: p.id, role: p.profile.role })) }, admin(), project.id);
  }
  return project;
}

describe('GET /api/projects/:id/participants', () => {
  it('lists everyone for an admin, by role and name, with their profile fields', async () => {
    const res = await call(app, 'GET', url(), { cookie: admin() });
    expect(res.statusCode).toBe(200);
    const list = res.json().items;
    expect(list.map((p: { role: string; full_name: string }) => `${p.role} ${p.full_name}`)).toEqual([
      'buyer Buyer 1',
      'buyer Buyer 2',
      'seller Seller 1',
      'interpreter Interpreter 1',
      'volunteer Volunteer 1',
    ]);
    expect(list[0]).toMatchObject({
      user_id: fx.buyers[0].id,
      role: 'buyer',
      status: 'confirmed',
      email: fx.buyers[0].email,
      company_name: expect.stringContaining('Buyer 1 Co'),
      is_active: true,
    });
  });

  it('lists them for a participant too', async () => {
    for (const p of [fx.buyers[0], fx.sellers[0], fx.interpreters[0], fx.volunteers[0]]) {
      const res = await call(app, 'GET', url(), { cookie: p.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toHaveLength(5);
    }
  });

  it('answers 404 to an outsider', async () => {
    const res = await call(app, 'GET', url(), { cookie: outsider.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('answers 404 for an unknown project', async () => {
    expect((await call(app, 'GET', url(randomUUID()), { cookie: admin() })).statusCode).toBe(404);
  });
});

describe('GET /api/projects/:id/candidates', () => {
  it('lists the active profiles of a role with participant_id when already added', async () => {
    const inactive = await makeUser(app, { role: 'seller', fullName: 'Zz Inactive', active: false });
    const res = await call(app, 'GET', `/api/projects/${fx.project.id}/candidates?role=seller`, { cookie: admin() });
    expect(res.statusCode).toBe(200);
    const list: { user_id: string; participant_id: string | null }[] = res.json();
    const [participant] = await app.db
      .select()
      .from(projectParticipants)
      .where(eq(projectParticipants.userId, fx.sellers[0].id));
    expect(list.find((c) => c.user_id === fx.sellers[0].id)?.participant_id).toBe(participant.id);
    expect(list.some((c) => c.user_id === inactive.profile.id)).toBe(false);
    expect(list.some((c) => c.user_id === fx.buyers[0].id)).toBe(false);
  });

  it('gives participant_id null for someone not in the project', async () => {
    const res = await call(app, 'GET', `/api/projects/${fx.project.id}/candidates?role=buyer`, { cookie: admin() });
    const entry = res.json().find((c: { user_id: string }) => c.user_id === outsider.profile.id);
    expect(entry).toMatchObject({ full_name: 'Test buyer', email: outsider.email, participant_id: null });
  });

  it('answers 404 for an unknown project', async () => {
    const res = await call(app, 'GET', `/api/projects/${randomUUID()}/candidates?role=buyer`, { cookie: admin() });
    expect(res.statusCode).toBe(404);
  });

  it('is admin-only', async () => {
    for (const p of [fx.buyers[0], fx.sellers[0], fx.interpreters[0], fx.volunteers[0]]) {
      const res = await call(app, 'GET', `/api/projects/${fx.project.id}/candidates?role=buyer`, { cookie: p.cookie });
      expect(res.statusCode).toBe(403);
    }
  });

  it('needs a participant role', async () => {
    const base = `/api/projects/${fx.project.id}/candidates`;
    expect((await call(app, 'GET', base, { cookie: admin() })).statusCode).toBe(400);
    expect((await call(app, 'GET', `${base}?role=admin`, { cookie: admin() })).statusCode).toBe(400);
  });
});

describe('PUT /api/projects/:id/participants', () => {
  it('adds and removes in one call', async () => {
    const [b1, b2] = fx.buyers;
    const project = await freshProject([b1]);
    const [row] = await app.db.select().from(projectParticipants).where(eq(projectParticipants.projectId, project.id));
    const res = await change(
      {
        add: [
          { user_id: b2.id, role: 'buyer' },
          { user_id: fx.sellers[0].id, role: 'seller' },
        ],
        remove: [row.id],
      },
      admin(),
      project.id,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 2, removed: 1 });
    expect(await rows(project.id)).toEqual([`buyer ${b2.id}`, `seller ${fx.sellers[0].id}`].sort());
    const [added] = await app.db.select().from(projectParticipants).where(eq(projectParticipants.userId, b2.id));
    expect(added.status).toBe('confirmed');
  });

  it('adds interpreters and volunteers', async () => {
    const project = await freshProject();
    const res = await change(
      {
        add: [
          { user_id: fx.interpreters[0].id, role: 'interpreter' },
          { user_id: fx.volunteers[0].id, role: 'volunteer' },
        ],
      },
      admin(),
      project.id,
    );
    expect(res.json()).toEqual({ added: 2, removed: 0 });
  });

  it('does not remove a participant row of another project', async () => {
    const project = await freshProject([fx.buyers[0]]);
    const [other] = await app.db
      .select()
      .from(projectParticipants)
      .where(eq(projectParticipants.projectId, fx.project.id));
    const res = await change({ remove: [other.id] }, admin(), project.id);
    expect(res.json()).toEqual({ added: 0, removed: 0 });
    expect(await rows()).toHaveLength(5);
  });

  it.each([{}, { add: [], remove: [] }])('refuses no changes (%j) with 400 no_changes', async (body) => {
    const res = await change(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('no_changes');
  });

  it('refuses someone already added with this role: 409 duplicate_participant, nothing written', async () => {
    const project = await freshProject([fx.buyers[0], fx.sellers[0]]);
    const sellerRow = (
      await app.db.select().from(projectParticipants).where(eq(projectParticipants.projectId, project.id))
    ).find((r) => r.role === 'seller');
    const before = await rows(project.id);
    const res = await change(
      {
        add: [
          { user_id: fx.buyers[1].id, role: 'buyer' },
          { user_id: fx.buyers[0].id, role: 'buyer' },
        ],
        remove: [sellerRow?.id],
      },
      admin(),
      project.id,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('duplicate_participant');
    // All or nothing: neither the removal nor the other addition happened.
    expect(await rows(project.id)).toEqual(before);
  });

  it('lets one call remove a person and add them back', async () => {
    const project = await freshProject([fx.buyers[0]]);
    const [row] = await app.db.select().from(projectParticipants).where(eq(projectParticipants.projectId, project.id));
    const res = await change(
      { add: [{ user_id: fx.buyers[0].id, role: 'buyer' }], remove: [row.id] },
      admin(),
      project.id,
    );
    expect(res.json()).toEqual({ added: 1, removed: 1 });
    expect(await rows(project.id)).toEqual([`buyer ${fx.buyers[0].id}`]);
  });

  it('refuses the same person twice in one call: 409 duplicate_participant', async () => {
    const project = await freshProject();
    const add = { user_id: fx.buyers[1].id, role: 'buyer' };
    const res = await change({ add: [add, add] }, admin(), project.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('duplicate_participant');
    expect(await rows(project.id)).toEqual([]);
  });

  it('refuses an unknown user id: 409 invalid_reference, nothing written', async () => {
    const project = await freshProject();
    const res = await change(
      {
        add: [
          { user_id: fx.buyers[0].id, role: 'buyer' },
          { user_id: randomUUID(), role: 'buyer' },
        ],
      },
      admin(),
      project.id,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_reference');
    expect(await rows(project.id)).toEqual([]);
  });

  it('refuses an unknown project: 409 invalid_reference', async () => {
    const res = await change({ add: [{ user_id: fx.buyers[0].id, role: 'buyer' }] }, admin(), randomUUID());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invalid_reference');
  });

  it('refuses a role other than the profile role: 400 role_mismatch, nothing written', async () => {
    const project = await freshProject();
    const res = await change(
      {
        add: [
          { user_id: fx.buyers[0].id, role: 'buyer' },
          { user_id: fx.sellers[0].id, role: 'buyer' },
        ],
      },
      admin(),
      project.id,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('role_mismatch');
    expect(await rows(project.id)).toEqual([]);
  });

  it('refuses a malformed body with 400', async () => {
    expect((await change({ add: [{ user_id: 'x', role: 'buyer' }] })).statusCode).toBe(400);
    expect((await change({ add: [{ user_id: fx.buyers[0].id, role: 'admin' }] })).statusCode).toBe(400);
    expect((await change({ remove: ['nope'] })).statusCode).toBe(400);
  });

  it('is admin-only', async () => {
    for (const p of [fx.buyers[0], fx.sellers[0], fx.interpreters[0], fx.volunteers[0], outsider]) {
      const res = await change({ add: [{ user_id: outsider.profile.id, role: 'buyer' }] }, p.cookie);
      expect(res.statusCode).toBe(403);
    }
    expect(await rows()).toHaveLength(5);
  });
});

describe('DELETE /api/projects/:id/participants/:participantId', () => {
  it('removes one participant: 204, then 404', async () => {
    const project = await freshProject([fx.buyers[0], fx.sellers[0]]);
    const [row] = await app.db
      .select()
      .from(projectParticipants)
      .where(eq(projectParticipants.userId, fx.sellers[0].id))
      .then((r) => r.filter((p) => p.projectId === project.id));
    const path = `${url(project.id)}/${row.id}`;
    const res = await call(app, 'DELETE', path, { cookie: admin() });
    expect(res.statusCode).toBe(204);
    expect(await rows(project.id)).toEqual([`buyer ${fx.buyers[0].id}`]);
    expect((await call(app, 'DELETE', path, { cookie: admin() })).statusCode).toBe(404);
  });

  it('answers 404 for a participant of another project', async () => {
    const project = await freshProject();
    const [other] = await app.db
      .select()
      .from(projectParticipants)
      .where(eq(projectParticipants.projectId, fx.project.id));
    const res = await call(app, 'DELETE', `${url(project.id)}/${other.id}`, { cookie: admin() });
    expect(res.statusCode).toBe(404);
    expect(await rows()).toHaveLength(5);
  });

  it('is admin-only', async () => {
    const [row] = await app.db
      .select()
      .from(projectParticipants)
      .where(eq(projectParticipants.projectId, fx.project.id));
    for (const p of [fx.buyers[0], fx.sellers[0], outsider]) {
      const res = await call(app, 'DELETE', `${url()}/${row.id}`, { cookie: p.cookie });
      expect(res.statusCode).toBe(403);
    }
    expect(await rows()).toHaveLength(5);
  });
});
