// Requests sent and answered by the organiser on a participant's behalf as webhook events
// (docs/decisions/049-webhooks.md#events-and-payloads; docs/rules.md#acting-on-behalf): sending
// queues request.sent, accepting queues the meeting's meeting.created and request.answered (one
// by one, or many at once), declining queues request.answered; each with the request as the API
// lists it (sent_by, answered_by naming the organiser), and a refused one queues nothing.
import { describe, expect, it } from 'vitest';
import { call } from '../test/factories.ts';
import { makeRequest, requestBody } from '../test/meeting-request-factories.ts';
import { webhookTestbed } from '../test/webhook-testbed.ts';
import { deliverDueWebhooks } from './sender.ts';

const bed = webhookTestbed();

describe('on-behalf events', () => {
  it('queues request.sent, request.answered and meeting.created when the organiser acts for the participants', async () => {
    const { app, receiver } = bed;
    const fx = await bed.subscribed(['request.sent', 'request.answered', 'meeting.created']);
    const url = `/api/projects/${fx.project.id}/requests-on-behalf`;
    const { project_id: _p, ...fields } = requestBody('', fx.sellers[0].id, { preferred_time_start: '11:00' });
    const sent = await call(app, 'POST', url, {
      cookie: fx.admin.cookie,
      body: { ...fields, requester_id: fx.buyers[0].id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // A buyer asking a buyer is refused: nothing written, nothing queued.
    const refused = await call(app, 'POST', url, {
      cookie: fx.admin.cookie,
      body: { ...fields, target_id: fx.buyers[1].id, requester_id: fx.buyers[0].id },
    });
    expect(refused.statusCode).toBe(400);
    const approved = await call(app, 'POST', `${url}/${sent.json().id}/approve`, { cookie: fx.admin.cookie });
    expect(approved.statusCode, approved.body).toBe(200);
    const toDecline = await makeRequest(app, fx.buyers[1], fx.project.id, fx.sellers[1]);
    const declined = await call(app, 'POST', `${url}/${toDecline}/reject`, {
      cookie: fx.admin.cookie,
      body: { decline_reason: 'no_time' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const toAccept = await makeRequest(app, fx.sellers[1], fx.project.id, fx.buyers[0]);
    const many = await call(app, 'POST', `${url}/approve-many`, { cookie: fx.admin.cookie, body: { ids: [toAccept] } });
    expect(many.json().results).toEqual([expect.objectContaining({ ok: true })]);
    await deliverDueWebhooks(bed.sender());
    const bodies = bed.bodies();
    const byRequest = (id: string) => bodies.filter((b) => b.type.startsWith('request.') && b.data.id === id);
    expect(byRequest(sent.json().id).map((b) => b.type)).toEqual(['request.sent', 'request.answered']);
    expect(byRequest(sent.json().id)[0].data).toEqual(sent.json());
    expect(byRequest(sent.json().id)[1].data).toEqual(approved.json());
    expect(approved.json()).toMatchObject({
      sent_by: { id: fx.admin.profile.id },
      answered_by: { id: fx.admin.profile.id },
    });
    expect(byRequest(toDecline).map((b) => b.type)).toEqual(['request.sent', 'request.answered']);
    expect(byRequest(toDecline)[1].data).toEqual(declined.json());
    expect(byRequest(toAccept).map((b) => b.type)).toEqual(['request.sent', 'request.answered']);
    expect(byRequest(toAccept)[1].data).toEqual(many.json().results[0].request);
    const meetingsMade = bodies.filter((b) => b.type === 'meeting.created').map((b) => b.data.id);
    expect(meetingsMade.sort()).toEqual([approved.json().meeting_id, many.json().results[0].request.meeting_id].sort());
    expect(bodies).toHaveLength(8);
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
  });
});
