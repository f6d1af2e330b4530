// Signing (docs/decisions/049-webhooks.md#signing-standard-webhooks): each subscription has a
// whsec_ secret of 32 random bytes that the admin can rotate, and every delivery is signed so that
// another implementation of Standard Webhooks (the `standardwebhooks` package) accepts it, and
// refuses it replayed an hour later, altered, or checked with another secret.
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { call } from '../test/factories.ts';
import { webhookTestbed } from '../test/webhook-testbed.ts';
import { deliverDueWebhooks } from './sender.ts';
import { signedHeaders } from './signing.ts';

const bed = webhookTestbed();

describe('signing', () => {
  it('gives the admin a whsec_ secret of 32 random bytes and rotates it', async () => {
    const { app } = bed;
    const { project, admin, subscription } = await bed.subscribed();
    expect(subscription.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(subscription.secret.slice(6), 'base64')).toHaveLength(32);
    const rotated = await call(app, 'POST', `/api/projects/${project.id}/webhooks/${subscription.id}/rotate-secret`, {
      cookie: admin.cookie,
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(subscription.secret);
    const list = await call(app, 'GET', `/api/projects/${project.id}/webhooks`, { cookie: admin.cookie });
    expect(list.json()).toEqual([expect.objectContaining({ id: subscription.id, secret: rotated.json().secret })]);
  });

  it('signs each delivery so that standardwebhooks accepts it, with the meeting as the API shows it', async () => {
    const { receiver } = bed;
    const fx = await bed.subscribed();
    const meeting = await bed.meetingOf(fx, 1);
    const [queued] = await bed.deliveriesOf(fx.subscription.id);
    expect(queued).toMatchObject({ eventType: 'meeting.created', status: 'pending', attempts: 0 });
    expect(await deliverDueWebhooks(bed.sender())).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got.refusal).toBeNull();
    expect(got.id).toBe(queued.id);
    expect(got.headers['content-type']).toBe('application/json');
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ type: 'meeting.created', project_id: fx.project.id });
    expect(body.data).toEqual(meeting);
    const [done] = await bed.deliveriesOf(fx.subscription.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200, responseBody: 'ok' });
    expect(done.durationMs).toBeGreaterThanOrEqual(0);

    // Replayed an hour later, or altered, the same delivery is refused by the receiver's library.
    const verifier = new Webhook(bed.secret);
    const headers = got.headers as Record<string, string>;
    expect(() => verifier.verify(got.body, headers)).not.toThrow();
    const old = signedHeaders(bed.secret, got.id, new Date(Date.now() - 3_600_000), got.body);
    expect(() => verifier.verify(got.body, old)).toThrow(/timestamp/i);
    expect(() => verifier.verify(got.body.replace('meeting.created', 'meeting.cancelled'), headers)).toThrow();
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(got.body, headers)).toThrow();
  });
});
