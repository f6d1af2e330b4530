// The offline write queue's rules (docs/rules.md#offline-writes) with a store in memory and a
// server that answers as told: keys, order, waiting without the network, refusals, people apart.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api.ts';
import { isQueuedWrite, OfflineQueue } from './queue.ts';
import type { QueuedEntry, SendOutcome, WriteRequest, WriteStore } from './types.ts';

function memoryStore(): WriteStore & { all: QueuedEntry[] } {
  let seq = 0;
  const all: QueuedEntry[] = [];
  return {
    all,
    add: async (entry) => {
      seq += 1;
      all.push({ ...entry, seq });
      return seq;
    },
    list: async (userId) => all.filter((e) => e.userId === userId),
    remove: async (s) => {
      const i = all.findIndex((e) => e.seq === s);
      if (i >= 0) all.splice(i, 1);
    },
  };
}

/** A queue with a network that can be cut and a server that answers `answer(entry)`. */
function setup(answer: (entry: QueuedEntry) => SendOutcome = (e) => ({ kind: 'sent', data: { echo: e.body } })) {
  const store = memoryStore();
  const net = { online: true, sent: [] as QueuedEntry[] };
  const queue = new OfflineQueue({
    store,
    isOnline: () => net.online,
    send: async (entry) => {
      if (!net.online) return { kind: 'later' };
      net.sent.push(entry);
      return answer(entry);
    },
  });
  queue.setUser('u1');
  return { store, net, queue };
}

const checkIn = (target: string, body: unknown = { method: 'manual' }): WriteRequest => ({
  method: 'POST',
  url: `/api/meetings/${target}/check-in`,
  body,
  kind: 'check-in',
  target,
});

const outcome = (p: Promise<unknown>): Promise<{ data?: unknown; error?: unknown }> =>
  p.then(
    (data) => ({ data }),
    (error: unknown) => ({ error }),
  );

describe('OfflineQueue', () => {
  it('sends an online write at once, with a key, and keeps nothing', async () => {
    const { store, net, queue } = setup();
    await expect(queue.write(checkIn('m1'))).resolves.toEqual({ echo: { method: 'manual' } });
    expect(net.sent).toHaveLength(1);
    expect(net.sent[0].key).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
    expect(store.all).toEqual([]);
    expect(queue.getState().waiting).toEqual([]);
  });

  it('keeps an offline write waiting and sends it once, with the same key, when the network is back', async () => {
    const { net, queue } = setup();
    net.online = false;
    const { error } = await outcome(queue.write(checkIn('m1')));
    expect(isQueuedWrite(error)).toBe(true);
    expect(queue.getState().waiting.map((w) => [w.kind, w.target])).toEqual([['check-in', 'm1']]);
    await queue.flush();
    expect(net.sent).toEqual([]);

    net.online = true;
    let settled = 0;
    queue.onSettled(() => settled++);
    await queue.flush();
    await queue.flush();
    expect(net.sent).toHaveLength(1);
    expect(net.sent[0].key).toBe((error as { entry: QueuedEntry }).entry.key);
    expect(queue.getState().waiting).toEqual([]);
    expect(settled).toBe(1);
  });

  it('sends waiting writes in the order they were made, and a new online write after them', async () => {
    const { net, queue } = setup();
    net.online = false;
    await outcome(queue.write(checkIn('m1')));
    await outcome(queue.write(checkIn('m2')));
    net.online = true;
    const third = await queue.write(checkIn('m3'));
    expect(third).toEqual({ echo: { method: 'manual' } });
    expect(net.sent.map((e) => e.target)).toEqual(['m1', 'm2', 'm3']);
  });

  it('keeps a write the server could not take now (5xx, 409 in progress, signed out) and tries the same key again', async () => {
    const answers: SendOutcome[] = [
      { kind: 'later', error: new ApiError(503, 'internal_error', 'down') },
      { kind: 'later', error: new ApiError(409, 'idempotency_in_progress', 'busy') },
    ];
    const { net, queue } = setup(() => answers.shift() ?? { kind: 'sent', data: 'ok' });
    const { error } = await outcome(queue.write(checkIn('m1')));
    expect(isQueuedWrite(error)).toBe(true);
    await queue.flush();
    expect(queue.getState().waiting).toHaveLength(1);
    await queue.flush();
    expect(queue.getState().waiting).toEqual([]);
    expect(new Set(net.sent.map((e) => e.key)).size).toBe(1);
    expect(net.sent).toHaveLength(3);
  });

  it('drops a refused write (4xx) and shows the refusal, then sends the next', async () => {
    const refusal = new ApiError(409, 'feedback_closed', 'closed');
    const { net, queue } = setup((e) =>
      e.target === 'm1' ? { kind: 'refused', error: refusal } : { kind: 'sent', data: 'ok' },
    );
    net.online = false;
    await outcome(queue.write(checkIn('m1')));
    await outcome(queue.write(checkIn('m2')));
    net.online = true;
    await queue.flush();
    expect(net.sent.map((e) => e.target)).toEqual(['m1', 'm2']);
    expect(queue.getState().waiting).toEqual([]);
    expect(queue.getState().failures).toEqual([
      { key: net.sent[0].key, kind: 'check-in', target: 'm1', error: refusal },
    ]);
    queue.dismissFailure(net.sent[0].key);
    expect(queue.getState().failures).toEqual([]);
  });

  it('gives a refusal to the screen still waiting for it, as any request would', async () => {
    const refusal = new ApiError(403, 'forbidden', 'no');
    const { queue } = setup(() => ({ kind: 'refused', error: refusal }));
    await expect(queue.write(checkIn('m1'))).rejects.toBe(refusal);
    expect(queue.getState().failures).toEqual([]);
  });

  it('sends only the signed-in person’s writes', async () => {
    const { net, queue } = setup();
    net.online = false;
    await outcome(queue.write(checkIn('m1')));
    queue.setUser('u2');
    net.online = true;
    await queue.flush();
    expect(net.sent).toEqual([]);
    expect(queue.getState().waiting).toEqual([]);
    queue.setUser('u1');
    await queue.flush();
    expect(net.sent.map((e) => [e.userId, e.target])).toEqual([['u1', 'm1']]);
  });

  it('tells its readers only when what waits or failed changed', async () => {
    const { net, queue } = setup();
    await queue.flush();
    let told = 0;
    queue.subscribe(() => {
      told += 1;
    });
    const before = queue.getState();
    queue.setUser('u2');
    await queue.flush();
    // Another person with nothing waiting: the same empty lists, the same state, no new drawing.
    expect(told).toBe(0);
    expect(queue.getState()).toBe(before);
    net.online = false;
    await outcome(queue.write(checkIn('m1')));
    expect(told).toBeGreaterThan(0);
    expect(queue.getState().waiting.map((w) => w.target)).toEqual(['m1']);
  });
});
