// Sends one queued write with its Idempotency-Key (docs/rules.md#offline-writes) and sorts the
// answer: done, refused for good, or to be tried again later with the same key.
import { IDEMPOTENCY_KEY_HEADER } from '../../../core/rules/idempotency.ts';
import { ApiError } from '../api.ts';
import type { QueuedEntry, SendOutcome } from './types.ts';

/** Answers after which the same request may succeed later: the server's failures, throttling, the session. */
const LATER_STATUSES = new Set([401, 408, 429]);
/**
 * A venue's overloaded Wi-Fi may hold a request for minutes: after this long the write waits in
 * the queue instead (shown as waiting), and the next try with the same key gets the answer of
 * this one if it did arrive.
 */
const SEND_TIMEOUT_MS = 15_000;

export async function sendKeyed(entry: QueuedEntry, fetchFn: typeof fetch = fetch): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetchFn(entry.url, {
      method: entry.method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: entry.key },
      body: JSON.stringify(entry.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'later' };
  }
  const data = await res.json().catch(() => undefined);
  // An answer cut off on the way: the next try with the key is given it whole.
  if (res.ok) return data === undefined && res.status !== 204 ? { kind: 'later' } : { kind: 'sent', data };
  const err = data?.error;
  const error = new ApiError(res.status, err?.code ?? 'internal_error', err?.message ?? res.statusText, err?.details);
  // 409 idempotency_in_progress: this key is being applied (another tab, a request still under
  // way); its answer will be there to replay.
  if (res.status >= 500 || LATER_STATUSES.has(res.status) || error.code === 'idempotency_in_progress')
    return { kind: 'later', error };
  return { kind: 'refused', error };
}
