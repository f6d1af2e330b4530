// Events of single changes (docs/decisions/049-webhooks.md#events-and-payloads): a meeting moved
// and cancelled, a request sent and answered (and the meeting its approval made), a deal agreed
// and completed, and feedback given are each queued in their change's transaction, and delivered
// with the record as the API shows it; a refused change queues nothing.
import { describe, expect, it } from 'vitest';
import { call, makeMeeting } from '../test/factories.ts';
import { sendRequest } from '../test/meeting-request-factories.ts';
import { makeTransaction } from '../test/transaction-factories.ts';
import { webhookTestbed } from '../test/webhook-testbed.ts';
import { deliverDueWebhooks } from './sender.ts';

const bed = webhookTestbed();

describe('events', () => {
  it('queues the cancel and the move of a meeting in their transactions, one delivery each', async () => {
    const { app, receiver } = bed;
    const fx = await bed.subscribed();
    const meeting = await bed.meetingOf(fx, 1);
    const moved = await call(app, 'POST', `/api/meetings/${meeting.id}/move`, {
      cookie: fx.admin.cookie,
      body: { meeting_date: '2030-05-02', slot_number: 3 },
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await call(app, 'POST', `/api/meetings/${meeting.id}/cancel`, { cookie: fx.admin.cookie });
    expect(cancelled.statusCode).toBe(200);
    // A refused change queues nothing.
    expect(
      (await call(app, 'POST', `/api/meetings/${meeting.id}/cancel`, { cookie: fx.admin.cookie })).statusCode,
    ).toBe(409);
    await deliverDueWebhooks(bed.sender());
    const bodies = bed.bodies();
    expect(bodies.map((b) => b.type)).toEqual(['meeting.created', 'meeting.moved', 'meeting.cancelled']);
    expect(bodies[1].data).toMatchObject({ id: meeting.id, meeting_date: '2030-05-02', status: 'scheduled' });
    expect(bodies[2].data).toEqual(cancelled.json());
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
  });

  it('queues a request sent and answered, and the meeting its approval made, each as the API shows it', async () => {
    const { app, receiver } = bed;
    const fx = await bed.subscribed(['request.sent', 'request.answered', 'meeting.created']);
    const [buyer, seller] = [fx.buyers[0], fx.sellers[0]];
    const sent = await sendRequest(app, buyer, fx.project.id, seller);
    expect(sent.statusCode).toBe(201);
    const approved = await call(app, 'POST', `/api/meeting-requests/${sent.json().id}/approve`, {
      cookie: seller.cookie,
    });
    expect(approved.statusCode).toBe(200);
    const declined = await sendRequest(app, fx.buyers[1], fx.project.id, fx.sellers[1]);
    const rejected = await call(app, 'POST', `/api/meeting-requests/${declined.json().id}/reject`, {
      cookie: fx.sellers[1].cookie,
      body: { decline_reason: 'not_relevant' },
    });
    expect(rejected.statusCode).toBe(200);
    await deliverDueWebhooks(bed.sender());
    const bodies = bed.bodies();
    expect(bodies.map((b) => b.type)).toEqual([
      'request.sent',
      'meeting.created',
      'request.answered',
      'request.sent',
      'request.answered',
    ]);
    expect(bodies[0].data).toEqual(sent.json());
    expect(bodies[2].data).toEqual(approved.json());
    expect(bodies[1].data.id).toBe(approved.json().meeting_id);
    expect(bodies[4].data).toEqual(rejected.json());
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
  });

  it('queues a deal agreed and completed, the deal as the API lists it without what its reader may do', async () => {
    const { app, receiver } = bed;
    const fx = await bed.subscribed(['transaction.agreed', 'transaction.completed']);
    const deal = await makeTransaction(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[0].id,
      sellerId: fx.sellers[0].id,
      productService: 'Knitwear capsule',
    });
    const agreed = await call(app, 'POST', `/api/transactions/${deal.id}/agree`, { cookie: fx.sellers[0].cookie });
    expect(agreed.statusCode).toBe(200);
    const completed = await call(app, 'POST', `/api/transactions/${deal.id}/complete`, { cookie: fx.admin.cookie });
    expect(completed.statusCode).toBe(200);
    await deliverDueWebhooks(bed.sender());
    const bodies = bed.bodies();
    expect(bodies.map((b) => b.type)).toEqual(['transaction.agreed', 'transaction.completed']);
    const { can: _can, ...shown } = completed.json();
    expect(bodies[1].data).toEqual(shown);
    expect(bodies[0].data).toMatchObject({ id: deal.id, status: 'agreed', product_service: 'Knitwear capsule' });
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
  });

  it('queues feedback given after a meeting, the answer as the API shows it', async () => {
    const { app, receiver } = bed;
    const fx = await bed.subscribed(['feedback.given']);
    const held = await makeMeeting(app, {
      projectId: fx.project.id,
      buyerId: fx.buyers[0].id,
      sellerId: fx.sellers[0].id,
      meetingDate: '2024-03-05',
      status: 'completed',
    });
    const answered = await call(app, 'PUT', `/api/meetings/${held.id}/feedback`, {
      cookie: fx.buyers[0].cookie,
      body: { rating: 5 },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await deliverDueWebhooks(bed.sender());
    const [body] = bed.bodies();
    expect(body).toMatchObject({ type: 'feedback.given', project_id: fx.project.id });
    expect(body.data).toEqual(answered.json());
    expect(receiver.received[0].refusal).toBeNull();
  });
});
