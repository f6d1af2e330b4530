// How one sending of a queued write is sorted (docs/rules.md#offline-writes): done, refused for
// good, or to be tried again with the same key.
import { describe, expect, it } from 'vitest';
import { sendKeyed } from './send.ts';
import type { QueuedEntry } from './types.ts';

const entry: QueuedEntry = {
  seq: 1,
  key: 'a1b2c3d4-key',
  userId: 'u1',
  method: 'PUT',
  url: '/api/meetings/m1/feedback',
  body: { rating: 5 },
  kind: 'feedback',
  target: 'm1',
  createdAt: '2030-05-01T00:00:00Z',
};

const answering = (status: number, body: string) => async () =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });
const error = (code: string) => JSON.stringify({ error: { code, message: code } });

describe('sendKeyed', () => {
  it('sends the body with its Idempotency-Key and takes a 2xx as done', async () => {
    let sent: RequestInit | undefined;
    const outcome = await sendKeyed(entry, async (_url, init) => {
      sent = init;
      return new Response('{"ok":true}', { status: 200 });
    });
    expect(outcome).toEqual({ kind: 'sent', data: { ok: true } });
    expect(sent?.method).toBe('PUT');
    expect((sent?.headers ?? {}) as Record<string, string>).toMatchObject({ 'idempotency-key': 'a1b2c3d4-key' });
    expect(sent?.body).toBe('{"rating":5}');
  });

  it('takes a refusal by the rules as final', async () => {
    const outcome = await sendKeyed(entry, answering(409, error('feedback_closed')));
    expect(outcome.kind).toBe('refused');
    expect(outcome.kind === 'refused' && outcome.error.code).toBe('feedback_closed');
  });

  it('tries again later after no answer, a cut-off answer, 5xx, 401, 429 or a key in progress', async () => {
    const cases = [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      answering(200, '{"trunc'),
      answering(503, error('internal_error')),
      answering(401, error('unauthenticated')),
      answering(429, error('rate_limited')),
      answering(409, error('idempotency_in_progress')),
    ];
    for (const fetchFn of cases) expect((await sendKeyed(entry, fetchFn)).kind).toBe('later');
  });
});
