// A deal registered and a contract made as webhook events (docs/decisions/049-webhooks.md#events-and-payloads):
// transaction.created with the deal as GET /api/transactions lists it (without `can`), and
// contract.created with the contract as GET /api/contracts/:id answers it, each queued in its
// change's transaction; a refused change and a contract of no project queue nothing.
import { describe, expect, it } from 'vitest';
import { contractBody, makeParty } from '../test/contract-factories.ts';
import { call } from '../test/factories.ts';
import { webhookTestbed } from '../test/webhook-testbed.ts';
import { deliverDueWebhooks } from './sender.ts';

const bed = webhookTestbed();

describe('deal events', () => {
  it('queues a deal registered by a seller, then agreed: transaction.created and transaction.agreed', async () => {
    const { app, receiver } = bed;
    const fx = await bed.subscribed(['transaction.created', 'transaction.agreed']);
    const [buyer, seller] = [fx.buyers[0], fx.sellers[0]];
    const registered = await call(app, 'POST', '/api/transactions', {
      cookie: seller.cookie,
      body: {
        project_id: fx.project.id,
        counterparty_id: buyer.id,
        product_service: 'Serum & toner set',
        quantity: '20,000 units',
        estimated_value: 130000.5,
        currency: 'EUR',
        notes: 'FOB Busan',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    // A refused registration (a counterparty outside the project) queues nothing.
    const refused = await call(app, 'POST', '/api/transactions', {
      cookie: seller.cookie,
      body: { project_id: fx.project.id, counterparty_id: seller.id, product_service: 'Nothing' },
    });
    expect(refused.statusCode).toBe(400);
    const agreed = await call(app, 'POST', `/api/transactions/${registered.json().id}/agree`, {
      cookie: seller.cookie,
    });
    expect(agreed.statusCode).toBe(200);
    await deliverDueWebhooks(bed.sender());
    const bodies = bed.bodies();
    expect(bodies.map((b) => b.type)).toEqual(['transaction.created', 'transaction.agreed']);
    const { can: _can, ...shown } = registered.json();
    expect(bodies[0]).toMatchObject({ project_id: fx.project.id });
    expect(bodies[0].data).toEqual(shown);
    expect(bodies[0].data).toMatchObject({ status: 'proposed', estimated_value: 130000.5, currency: 'EUR' });
    expect(bodies[1].data).toMatchObject({ id: registered.json().id, status: 'agreed' });
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
  });

  it('queues a contract made in the project with the contract as the API answers it, and none of no project', async () => {
    const { app, receiver } = bed;
    const fx = await bed.subscribed(['contract.created']);
    const [buyer, seller] = await Promise.all([makeParty(app, 'buyer'), makeParty(app, 'seller')]);
    const made = await call(app, 'POST', '/api/contracts', {
      cookie: fx.admin.cookie,
      body: contractBody(buyer.companyId, seller.companyId, { project_id: fx.project.id, quantity: '40 pallets' }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const elsewhere = await call(app, 'POST', '/api/contracts', {
      cookie: fx.admin.cookie,
      body: contractBody(buyer.companyId, seller.companyId),
    });
    expect(elsewhere.statusCode).toBe(201);
    // Refused (the same company on both sides): nothing written, nothing queued.
    const refused = await call(app, 'POST', '/api/contracts', {
      cookie: fx.admin.cookie,
      body: contractBody(buyer.companyId, buyer.companyId, { project_id: fx.project.id }),
    });
    expect(refused.statusCode).toBe(400);
    await deliverDueWebhooks(bed.sender());
    const bodies = bed.bodies();
    expect(bodies.map((b) => b.type)).toEqual(['contract.created']);
    expect(bodies[0]).toMatchObject({ project_id: fx.project.id });
    const detail = await call(app, 'GET', `/api/contracts/${made.json().id}`, { cookie: fx.admin.cookie });
    expect(bodies[0].data).toEqual(detail.json());
    expect(bodies[0].data).toMatchObject({ total_amount: 500, project: { id: fx.project.id } });
    expect(receiver.received.every((r) => r.refusal === null)).toBe(true);
  });
});
