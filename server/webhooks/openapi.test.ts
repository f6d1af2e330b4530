// The events in the API reference (docs/decisions/049-webhooks.md#events-and-payloads): the
// OpenAPI 3.1 document's `webhooks` describe every event with its schema, headers and an example.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, webhookEnvelopeSchema } from '../../core/schemas/webhook.ts';
import { call } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.dispose();
});

describe('OpenAPI', () => {
  it('describes every event with an example payload in the document’s webhooks', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\.1/);
    const created = doc.webhooks['meeting.created'].post;
    const content = created.requestBody.content['application/json'];
    expect(content.example).toMatchObject({ type: 'meeting.created', data: { status: 'scheduled' } });
    expect(content.schema.properties.data.properties.buyer).toBeTruthy();
    expect(created.parameters.map((p: { name: string }) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(Object.keys(doc.webhooks)).toContain('meeting.checked_in');
  });

  it('lists every event of the catalogue with an example its own schema accepts', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).json();
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const type of WEBHOOK_EVENT_TYPES) {
      const { example } = doc.webhooks[type].post.requestBody.content['application/json'];
      expect(webhookEnvelopeSchema(type, WEBHOOK_EVENTS[type]).safeParse(example).error, type).toBeUndefined();
    }
  });
});
