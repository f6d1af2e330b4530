// A project's participants as webhook events (docs/decisions/049-webhooks.md#events-and-payloads):
// participant.created when an admin adds people or an import brings them in, participant.updated
// when what the project's participant list shows of someone changes (their own profile, an
// admin's edit, deactivation, an import, a seller's fixed table), each with the participant as
// GET /api/projects/:id/participants lists them, and in every project the person takes part in.
// A change the list does not show, or a project where nobody listens, queues nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Participant } from '../../core/schemas/participant.ts';
import { webhookSubscriptions } from '../db/schema.ts';
import { addParticipant, call, eventFixture, makeProject, makeUser } from '../test/factories.ts';
import { applyImportCall } from '../test/import-factories.ts';
import { webhookTestbed } from '../test/webhook-testbed.ts';
import { deliverDueWebhooks } from './sender.ts';

const bed = webhookTestbed();

/** The project's participants as the admin's list shows them, by participant id. */
async function listed(projectId: string, cookie: string) {
  const res = await call(bed.app, 'GET', `/api/projects/${projectId}/participants?limit=200`, { cookie });
  expect(res.statusCode).toBe(200);
  return new Map((res.json().items as Participant[]).map((p) => [p.id, p]));
}

/** Delivers what is due and answers the bodies received, checking every signature. */
async function delivered() {
  await deliverDueWebhooks(bed.sender());
  expect(bed.receiver.received.every((r) => r.refusal === null)).toBe(true);
  const bodies = bed.bodies();
  bed.receiver.received.length = 0;
  return bodies;
}

/** Another project's subscription of the receiver, signed with the same secret so it verifies. */
async function alsoSubscribed(projectId: string, cookie: string) {
  const res = await call(bed.app, 'POST', `/api/projects/${projectId}/webhooks`, {
    cookie,
    body: { url: bed.receiver.url, events: ['participant.created', 'participant.updated'] },
  });
  expect(res.statusCode).toBe(201);
  await bed.app.db
    .update(webhookSubscriptions)
    .set({ secret: bed.secret })
    .where(eq(webhookSubscriptions.id, res.json().id));
}

describe('participant events', () => {
  it('queues participant.created for the people an admin adds, as the list shows them', async () => {
    const { app } = bed;
    const fx = await bed.subscribed(['participant.created'], await eventFixture(app));
    const [buyer, seller] = await Promise.all([
      makeUser(app, { role: 'buyer', fullName: 'Mei Lin' }),
      makeUser(app, { role: 'seller', fullName: 'Ji-ho Park' }),
    ]);
    const res = await call(app, 'PUT', `/api/projects/${fx.project.id}/participants`, {
      cookie: fx.admin.cookie,
      body: {
        add: [
          { user_id: buyer.profile.id, role: 'buyer' },
          { user_id: seller.profile.id, role: 'seller' },
        ],
      },
    });
    expect(res.json()).toEqual({ added: 2, removed: 0 });
    // Refused (the buyer again): nothing written, nothing queued.
    const again = await call(app, 'PUT', `/api/projects/${fx.project.id}/participants`, {
      cookie: fx.admin.cookie,
      body: { add: [{ user_id: buyer.profile.id, role: 'buyer' }] },
    });
    expect(again.statusCode).toBe(409);
    const bodies = await delivered();
    expect(bodies.map((b) => b.type)).toEqual(['participant.created', 'participant.created']);
    const shown = await listed(fx.project.id, fx.admin.cookie);
    for (const b of bodies) {
      expect(b.project_id).toBe(fx.project.id);
      expect(b.data).toEqual(shown.get(b.data.id));
    }
    expect(bodies.map((b) => b.data.full_name).sort()).toEqual(['Ji-ho Park', 'Mei Lin']);
  });

  it('queues participant.updated in each of their projects when people change their profile, not for a field the list does not show', async () => {
    const { app } = bed;
    const fx = await bed.subscribed(['participant.updated'], await eventFixture(app, { buyers: 1 }));
    const other = await makeProject(app);
    await addParticipant(app, other.id, { id: fx.buyers[0].id, role: 'buyer' });
    await alsoSubscribed(other.id, fx.admin.cookie);
    const buyer = fx.buyers[0];
    const current = (await call(app, 'GET', '/api/profile', { cookie: buyer.cookie })).json();
    const form = { full_name: current.full_name, company_name: current.company_name, country: current.country };
    const phoneOnly = await call(app, 'PUT', '/api/profile', {
      cookie: buyer.cookie,
      body: { ...form, phone: '+1 555 0100' },
    });
    expect(phoneOnly.statusCode, phoneOnly.body).toBe(200);
    expect(await delivered()).toEqual([]);
    const renamed = await call(app, 'PUT', '/api/profile', {
      cookie: buyer.cookie,
      body: { ...form, phone: '+1 555 0100', full_name: 'Mei Lin-Park', country: 'Singapore' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const bodies = await delivered();
    expect(bodies.map((b) => b.type)).toEqual(['participant.updated', 'participant.updated']);
    expect(bodies.map((b) => b.project_id).sort()).toEqual([fx.project.id, other.id].sort());
    for (const b of bodies) {
      const shown = await listed(b.project_id, fx.admin.cookie);
      expect(b.data).toEqual(shown.get(b.data.id));
      expect(b.data).toMatchObject({ user_id: buyer.id, full_name: 'Mei Lin-Park', country: 'Singapore' });
    }
  });

  it('queues participant.updated when an admin edits, deactivates and activates someone', async () => {
    const { app } = bed;
    const fx = await bed.subscribed(['participant.updated'], await eventFixture(app, { sellers: 1 }));
    const seller = fx.sellers[0];
    const edited = await call(app, 'PUT', `/api/people/${seller.id}`, {
      cookie: fx.admin.cookie,
      body: { full_name: 'Ji-ho Park', company_name: 'Park Foods', country: 'Korea', languages: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    let bodies = await delivered();
    expect(bodies.map((b) => [b.type, b.data.full_name, b.data.company_name])).toEqual([
      ['participant.updated', 'Ji-ho Park', 'Park Foods'],
    ]);
    expect(bodies[0].data).toEqual((await listed(fx.project.id, fx.admin.cookie)).get(bodies[0].data.id));

    const off = await call(app, 'POST', `/api/users/${seller.id}/deactivate`, { cookie: fx.admin.cookie });
    expect(off.statusCode).toBe(200);
    // Deactivating one already inactive changes nothing the list shows: no event.
    expect(
      (await call(app, 'POST', `/api/users/${seller.id}/deactivate`, { cookie: fx.admin.cookie })).statusCode,
    ).toBe(200);
    const on = await call(app, 'POST', `/api/users/${seller.id}/activate`, { cookie: fx.admin.cookie });
    expect(on.statusCode).toBe(200);
    const removed = await call(app, 'DELETE', `/api/people/${seller.id}`, { cookie: fx.admin.cookie });
    expect(removed.statusCode).toBe(204);
    bodies = await delivered();
    expect(bodies.map((b) => [b.type, b.data.user_id, b.data.is_active])).toEqual([
      ['participant.updated', seller.id, false],
      ['participant.updated', seller.id, true],
      ['participant.updated', seller.id, false],
    ]);
  });

  it('queues participant.updated when a seller gets a fixed table and when that table is deleted', async () => {
    const { app } = bed;
    const fx = await bed.subscribed(['participant.updated'], await eventFixture(app, { sellers: 1 }));
    const table = await call(app, 'POST', `/api/projects/${fx.project.id}/tables`, {
      cookie: fx.admin.cookie,
      body: { name: 'B-12' },
    });
    expect(table.statusCode, table.body).toBe(201);
    const [row] = [...(await listed(fx.project.id, fx.admin.cookie)).values()].filter((p) => p.role === 'seller');
    const url = `/api/projects/${fx.project.id}/participants/${row.id}/table`;
    const fixed = await call(app, 'PUT', url, { cookie: fx.admin.cookie, body: { table_id: table.json().id } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    // The same table again changes nothing.
    await call(app, 'PUT', url, { cookie: fx.admin.cookie, body: { table_id: table.json().id } });
    let bodies = await delivered();
    expect(bodies.map((b) => [b.type, b.data.id, b.data.table_id])).toEqual([
      ['participant.updated', row.id, table.json().id],
    ]);
    expect(bodies[0].data).toEqual((await listed(fx.project.id, fx.admin.cookie)).get(row.id));
    const gone = await call(app, 'DELETE', `/api/projects/${fx.project.id}/tables/${table.json().id}`, {
      cookie: fx.admin.cookie,
    });
    expect(gone.statusCode).toBe(204);
    bodies = await delivered();
    expect(bodies.map((b) => [b.type, b.data.id, b.data.table_id])).toEqual([['participant.updated', row.id, null]]);
  });

  it('queues an import’s new people as participant.created and changed people as participant.updated, in their other projects too', async () => {
    const { app } = bed;
    const fx = await bed.subscribed(['participant.created', 'participant.updated'], await eventFixture(app));
    // Known already: one outside the project (joins it), one in it and in another project (renamed).
    const joining = await makeUser(app, { role: 'seller', fullName: 'Ji-ho Park' });
    const staying = await makeUser(app, { role: 'buyer', fullName: 'Mei Lin' });
    await addParticipant(app, fx.project.id, { id: staying.profile.id, role: 'buyer' });
    const other = await makeProject(app);
    await addParticipant(app, other.id, { id: staying.profile.id, role: 'buyer' });
    await alsoSubscribed(other.id, fx.admin.cookie);
    const res = await applyImportCall(app, fx.admin.cookie, fx.project.id, {
      headers: ['E-mail', 'Name', 'Role', 'Company'],
      columns: ['email', 'full_name', 'role', 'company_name'],
      rows: [
        ['new-buyer@example.test', 'Ana Souza', 'buyer', 'Souza Imports'],
        [joining.email, '', 'seller', ''],
        [staying.email, 'Mei Lin-Park', 'buyer', ''],
      ],
      invite: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const bodies = await delivered();
    const created = bodies.filter((b) => b.type === 'participant.created');
    const updated = bodies.filter((b) => b.type === 'participant.updated');
    expect(created.map((b) => b.data.email).sort()).toEqual([joining.email, 'new-buyer@example.test'].sort());
    expect(updated.map((b) => [b.project_id, b.data.user_id, b.data.full_name]).sort()).toEqual(
      [
        [fx.project.id, staying.profile.id, 'Mei Lin-Park'],
        [other.id, staying.profile.id, 'Mei Lin-Park'],
      ].sort(),
    );
    const shown = await listed(fx.project.id, fx.admin.cookie);
    for (const b of [...created, ...updated.filter((u) => u.project_id === fx.project.id)]) {
      expect(b.data).toEqual(shown.get(b.data.id));
    }
    // The new person was invited in the import's transaction, and the event says so.
    expect(created.find((b) => b.data.email === 'new-buyer@example.test')?.data.invitation).toBe('invited');
  });

  it('queues nothing for an import into a project where nobody listens to participants', async () => {
    const { app } = bed;
    const fx = await bed.subscribed(['meeting.created'], await eventFixture(app));
    const known = await makeUser(app, { role: 'buyer' });
    await addParticipant(app, fx.project.id, { id: known.profile.id, role: 'buyer' });
    const res = await applyImportCall(app, fx.admin.cookie, fx.project.id, {
      headers: ['E-mail', 'Name', 'Role'],
      columns: ['email', 'full_name', 'role'],
      rows: [
        ['quiet-one@example.test', 'Quiet One', 'buyer'],
        [known.email, 'Renamed', 'buyer'],
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bed.deliveriesOf(fx.subscription.id)).toEqual([]);
  });
});
