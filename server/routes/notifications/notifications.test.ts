import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type NewNotification, notify } from '../../services/notify.ts';
import { call, makeUser, signedIn, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

/** Notifies a user through the service the other routes use, and returns what was stored. */
const send = (userId: string, extra: Partial<NewNotification> = {}) =>
  notify(app.db, app.bus, [{ userId, titleKey: 'n.title', messageKey: 'n.message', ...extra }]);

/** A signed-in user with helpers for their notification calls. */
async function asUser() {
  const user = await signedIn(app);
  const as = (method: 'GET' | 'POST' | 'DELETE', path = '') =>
    call(app, method, `/api/notifications${path}`, { cookie: user.cookie, body: method === 'GET' ? undefined : {} });
  return { ...user, as, list: async () => (await as('GET')).json() };
}

describe('notifications', () => {
  it('lists only the user own notifications with the unread count', async () => {
    const [alice, bob] = [await asUser(), await asUser()];
    await send(alice.profile.id, { titleKey: 'a.one' });
    await send(alice.profile.id, { titleKey: 'a.two', params: { name: 'Kim', count: 2 }, link: '/meetings' });
    await send(bob.profile.id, { titleKey: 'b.one' });
    const mine = await alice.list();
    expect(mine.unread_count).toBe(2);
    expect(mine.items.map((n: { title_key: string }) => n.title_key).sort()).toEqual(['a.one', 'a.two']);
    expect(mine.items.find((n: { title_key: string }) => n.title_key === 'a.two')).toMatchObject({
      type: 'info',
      message_key: 'n.message',
      params: { name: 'Kim', count: 2 },
      link: '/meetings',
      read: false,
    });
    expect((await bob.list()).unread_count).toBe(1);
  });

  it('lists the newest first', async () => {
    const me = await asUser();
    await send(me.profile.id, { titleKey: 'older' });
    await new Promise((r) => setTimeout(r, 10));
    await send(me.profile.id, { titleKey: 'newer' });
    expect((await me.list()).items.map((n: { title_key: string }) => n.title_key)).toEqual(['newer', 'older']);
  });

  it('is empty for a user without notifications', async () => {
    const me = await asUser();
    expect(await me.list()).toEqual({ items: [], unread_count: 0 });
  });

  it('marks one read', async () => {
    const me = await asUser();
    await send(me.profile.id);
    await send(me.profile.id);
    const [first] = (await me.list()).items;
    expect((await me.as('POST', `/${first.id}/read`)).statusCode).toBe(204);
    const after = await me.list();
    expect(after.unread_count).toBe(1);
    expect(after.items.find((n: { id: string }) => n.id === first.id).read).toBe(true);
  });

  it('marks all read, only the user own', async () => {
    const [me, other] = [await asUser(), await asUser()];
    await send(me.profile.id);
    await send(me.profile.id);
    await send(other.profile.id);
    expect((await me.as('POST', '/read-all')).statusCode).toBe(204);
    expect((await me.list()).unread_count).toBe(0);
    expect((await other.list()).unread_count).toBe(1);
  });

  it('deletes one own notification', async () => {
    const me = await asUser();
    await send(me.profile.id, { titleKey: 'keep' });
    await send(me.profile.id, { titleKey: 'drop' });
    const drop = (await me.list()).items.find((n: { title_key: string }) => n.title_key === 'drop');
    expect((await me.as('DELETE', `/${drop.id}`)).statusCode).toBe(204);
    expect((await me.list()).items.map((n: { title_key: string }) => n.title_key)).toEqual(['keep']);
  });

  it('answers 404 to deleting another user notification, and keeps it', async () => {
    const [me, other] = [await asUser(), await asUser()];
    await send(other.profile.id);
    const [theirs] = (await other.list()).items;
    const res = await me.as('DELETE', `/${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await other.list()).items).toHaveLength(1);
  });

  it('answers 404 to marking another user notification read, and leaves it unread', async () => {
    const [me, other] = [await asUser(), await asUser()];
    await send(other.profile.id);
    const [theirs] = (await other.list()).items;
    expect((await me.as('POST', `/${theirs.id}/read`)).statusCode).toBe(404);
    expect((await other.list()).unread_count).toBe(1);
  });

  it('answers 404 to an unknown notification id', async () => {
    const me = await asUser();
    expect((await me.as('DELETE', '/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('clears all the user own notifications only', async () => {
    const [me, other] = [await asUser(), await asUser()];
    await send(me.profile.id);
    await send(me.profile.id);
    await send(other.profile.id);
    expect((await me.as('DELETE')).statusCode).toBe(204);
    expect(await me.list()).toEqual({ items: [], unread_count: 0 });
    expect((await other.list()).items).toHaveLength(1);
  });

  it('notify() with no items stores nothing', async () => {
    const me = await asUser();
    await notify(app.db, app.bus, []);
    expect((await me.list()).items).toHaveLength(0);
  });
});

describe('live stream', () => {
  let base: string;
  /** Subscriptions of open streams on the bus right now. */
  let liveSubscriptions = 0;
  beforeAll(async () => {
    const subscribe = app.bus.subscribe;
    vi.spyOn(app.bus, 'subscribe').mockImplementation((userId, listener) => {
      liveSubscriptions++;
      const off = subscribe(userId, listener);
      return () => {
        liveSubscriptions--;
        off();
      };
    });
    base = await listen(app);
  });
  // fetch keeps a spare connection open after an abort; it would hold app.close() for seconds.
  afterAll(() => app.server.closeAllConnections());

  it('answers 401 without a session', async () => {
    const res = await fetch(`${base}/api/notifications/stream`);
    expect(res.status).toBe(401);
  });

  it('pushes a new notification to the user open stream', async () => {
    const me = await asUser();
    const stream = await openStream(base, me.cookie);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/text\/event-stream/);
      await stream.next(': connected');
      await send(me.profile.id, { titleKey: 'live.title', params: { who: 'Kim' } });
      const body = await stream.next('live.title');
      const data = body.split('event: notification\ndata: ')[1].split('\n')[0];
      expect(JSON.parse(data)).toMatchObject({ title_key: 'live.title', params: { who: 'Kim' }, read: false });
    } finally {
      stream.close();
    }
  });

  it('does not push another user notification', async () => {
    const [me, other] = [await asUser(), await asUser()];
    const stream = await openStream(base, me.cookie);
    try {
      await stream.next(': connected');
      await send(other.profile.id, { titleKey: 'not.yours' });
      await send(me.profile.id, { titleKey: 'yours' });
      await stream.next('yours');
      expect(stream.received()).not.toContain('not.yours');
    } finally {
      stream.close();
    }
  });

  it('unsubscribes when the client goes away', async () => {
    const me = await asUser();
    const before = liveSubscriptions;
    const stream = await openStream(base, me.cookie);
    await stream.next(': connected');
    expect(liveSubscriptions).toBe(before + 1);
    stream.close();
    await vi.waitFor(() => expect(liveSubscriptions).toBe(before), { timeout: 2000 });
    await expect(send(me.profile.id)).resolves.toBeUndefined();
  });

  it('ends open streams when the server closes', async () => {
    const own = await createTestApp();
    try {
      const me = await makeUser(own);
      const stream = await openStream(await listen(own), await signIn(own, me.email));
      await stream.next(': connected');
      const closing = own.close();
      await expect(stream.ended()).resolves.toBe(true);
      await closing;
    } finally {
      await own.dispose();
    }
  });
});

/** Starts the app on a free loopback port and returns its base URL. */
async function listen(target: TestApp) {
  await target.listen({ port: 0, host: '127.0.0.1' });
  const address = target.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens the event stream as a user; `next(text)` resolves once the body so far contains `text`. */
async function openStream(base: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream`, { headers: { cookie }, signal: abort.signal });
  if (!res.body) throw new Error('no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const read = (timeoutMs: number) =>
    Promise.race([
      reader.read(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`stream silent; got ${received}`)), timeoutMs),
      ),
    ]);
  return {
    res,
    received: () => received,
    close: () => abort.abort(),
    async next(text: string, timeoutMs = 2000) {
      while (!received.includes(text)) {
        const chunk = await read(timeoutMs);
        if (chunk.done) throw new Error(`stream ended; got ${received}`);
        received += decoder.decode(chunk.value, { stream: true });
      }
      return received;
    },
    /** True once the server ends the stream (within two seconds). */
    async ended() {
      for (;;) if ((await read(2000)).done) return true;
    },
  };
}
