import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, profiles } from '../../db/schema.ts';
import { call, eventFixture, signedIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

type Fixture = Awaited<ReturnType<typeof eventFixture>>;
const as = (who: { cookie: string }, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  call(app, method, url, { cookie: who.cookie, body: body ?? (method === 'POST' ? {} : undefined) });

const post = (fx: Fixture, body: Record<string, unknown>) =>
  as(fx.admin, 'POST', `/api/projects/${fx.project.id}/announcements`, {
    title: 'Hall B opens at 9',
    body: 'Badges at desk 2.\nCoffee in the lobby.',
    audience: null,
    email: false,
    ...body,
  });

const titles = async (who: { cookie: string }, fx: Fixture) =>
  (await as(who, 'GET', `/api/projects/${fx.project.id}/announcements`))
    .json()
    .items.map((i: { title: string }) => i.title);

const mailsOf = (projectId: string) =>
  app.db
    .select({
      kind: emailOutbox.kind,
      to: emailOutbox.toEmail,
      locale: emailOutbox.locale,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.projectId, projectId));

describe('announcements', () => {
  it('shows each participant those for everyone and for their role, newest first; admins all', async () => {
    const fx = await eventFixture(app, { buyers: 1, sellers: 1, interpreters: 1 });
    expect((await post(fx, { title: 'For all' })).statusCode).toBe(201);
    const forBuyers = await post(fx, { title: 'For buyers', audience: 'buyer' });
    expect(forBuyers.statusCode).toBe(201);
    expect(forBuyers.json()).toMatchObject({
      title: 'For buyers',
      audience: 'buyer',
      emailed: false,
      read: false,
      read_count: 0,
      audience_count: 1,
      author: { id: fx.admin.profile.id, full_name: fx.admin.profile.fullName },
    });
    await post(fx, { title: 'For sellers', audience: 'seller' });

    expect(await titles(fx.buyers[0], fx)).toEqual(['For buyers', 'For all']);
    expect(await titles(fx.sellers[0], fx)).toEqual(['For sellers', 'For all']);
    expect(await titles(fx.interpreters[0], fx)).toEqual(['For all']);
    expect(await titles(fx.admin, fx)).toEqual(['For sellers', 'For buyers', 'For all']);
    const [shown] = (await as(fx.buyers[0], 'GET', `/api/projects/${fx.project.id}/announcements`)).json().items;
    expect(shown).toMatchObject({
      read_count: null,
      audience_count: null,
      body: 'Badges at desk 2.\nCoffee in the lobby.',
    });
  });

  it('counts the audience’s reads for admins, and lets only the audience mark one read', async () => {
    const fx = await eventFixture(app, { buyers: 2, sellers: 1 });
    const everyone = (await post(fx, {})).json();
    const buyersOnly = (await post(fx, { audience: 'buyer' })).json();
    expect(everyone.audience_count).toBe(3);

    expect((await as(fx.buyers[0], 'POST', `/api/announcements/${everyone.id}/read`)).statusCode).toBe(204);
    // Twice is once.
    expect((await as(fx.buyers[0], 'POST', `/api/announcements/${everyone.id}/read`)).statusCode).toBe(204);
    expect((await as(fx.sellers[0], 'POST', `/api/announcements/${everyone.id}/read`)).statusCode).toBe(204);
    // Not the seller's to read: hidden.
    expect((await as(fx.sellers[0], 'POST', `/api/announcements/${buyersOnly.id}/read`)).statusCode).toBe(404);
    // An admin's own read is kept, and not counted as the audience's.
    expect((await as(fx.admin, 'POST', `/api/announcements/${everyone.id}/read`)).statusCode).toBe(204);

    const items = (await as(fx.admin, 'GET', `/api/projects/${fx.project.id}/announcements`)).json().items;
    expect(items.find((i: { id: string }) => i.id === everyone.id)).toMatchObject({
      read: true,
      read_count: 2,
      audience_count: 3,
    });
    expect(items.find((i: { id: string }) => i.id === buyersOnly.id)).toMatchObject({
      read_count: 0,
      audience_count: 2,
    });
    const mine = (await as(fx.buyers[0], 'GET', `/api/projects/${fx.project.id}/announcements`)).json().items;
    expect(mine.map((i: { read: boolean }) => i.read)).toEqual([false, true]);
  });

  it('tells the audience’s open screens and the admins live, and nobody else', async () => {
    const fx = await eventFixture(app, { buyers: 1, sellers: 1 });
    const outsider = await signedIn(app, 'buyer');
    const heard: Record<string, unknown[]> = { buyer: [], seller: [], admin: [], outsider: [] };
    const stops = [
      app.bus.subscribe(fx.buyers[0].id, (e) => heard.buyer.push(e)),
      app.bus.subscribe(fx.sellers[0].id, (e) => heard.seller.push(e)),
      app.bus.subscribe(fx.admin.profile.id, (e) => heard.admin.push(e)),
      app.bus.subscribe(outsider.profile.id, (e) => heard.outsider.push(e)),
    ];
    const created = (await post(fx, { audience: 'seller' })).json();
    for (const stop of stops) stop();
    const expected = { event: 'announcement', project_id: fx.project.id, announcement_id: created.id };
    expect(heard.seller).toEqual([expected]);
    expect(heard.admin).toEqual([expected]);
    expect(heard.buyer).toEqual([]);
    expect(heard.outsider).toEqual([]);
  });

  it('e-mails each member of the audience in their language with the announcement, only when asked', async () => {
    const fx = await eventFixture(app, { buyers: 2, sellers: 1 });
    await app.db.update(profiles).set({ locale: 'ko' }).where(eq(profiles.id, fx.buyers[1].id));
    await post(fx, { title: 'Not by mail', audience: 'buyer' });
    expect(await mailsOf(fx.project.id)).toEqual([]);

    expect((await post(fx, { title: 'By mail', audience: 'buyer', email: true })).json().emailed).toBe(true);
    const mails = await mailsOf(fx.project.id);
    expect(mails.map((m) => m.to).sort()).toEqual([fx.buyers[0].email, fx.buyers[1].email].sort());
    expect(mails.every((m) => m.kind === 'announcement')).toBe(true);
    const korean = mails.find((m) => m.to === fx.buyers[1].email);
    expect(korean).toMatchObject({ locale: 'ko', subject: `[${fx.project.name}] By mail` });
    const english = mails.find((m) => m.to === fx.buyers[0].email);
    expect(english).toMatchObject({ subject: `${fx.project.name}: By mail` });
    expect(english?.text).toContain('Badges at desk 2.\n\nCoffee in the lobby.');
    expect(english?.text).toContain('/dashboard');

    // The organisers' words stay text in the HTML.
    await post(fx, { title: '<b>Bold</b>', body: '<script>x()</script>', audience: 'buyer', email: true });
    const hostile = (await mailsOf(fx.project.id)).find((m) => m.subject.includes('<b>Bold</b>'));
    expect(hostile?.html).toContain('&lt;script&gt;x()&lt;/script&gt;');
    expect(hostile?.html).not.toContain('<script>');
  });

  it('refuses an empty title or body and a role that is not an audience', async () => {
    const fx = await eventFixture(app, { buyers: 1 });
    for (const body of [{ title: '   ' }, { body: '' }, { audience: 'admin' }, { title: 'x'.repeat(201) }]) {
      const res = await post(fx, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await post(fx, { title: '가'.repeat(200) })).statusCode).toBe(201);
  });

  it('hides a project’s announcements from strangers and lets only admins post and remove', async () => {
    const fx = await eventFixture(app, { buyers: 1 });
    const stranger = await signedIn(app, 'buyer');
    const created = (await post(fx, {})).json();
    expect((await as(stranger, 'GET', `/api/projects/${fx.project.id}/announcements`)).statusCode).toBe(404);
    expect((await as(stranger, 'POST', `/api/announcements/${created.id}/read`)).statusCode).toBe(404);
    const byBuyer = await as(fx.buyers[0], 'POST', `/api/projects/${fx.project.id}/announcements`, {
      title: 'Mine',
      body: 'x',
      audience: null,
      email: false,
    });
    expect(byBuyer.statusCode).toBe(403);
    const url = `/api/projects/${fx.project.id}/announcements/${created.id}`;
    expect((await as(fx.buyers[0], 'DELETE', url)).statusCode).toBe(403);
    expect((await as(fx.admin, 'DELETE', url)).statusCode).toBe(204);
    expect((await as(fx.admin, 'DELETE', url)).statusCode).toBe(404);
    expect(await titles(fx.buyers[0], fx)).toEqual([]);
  });
});
