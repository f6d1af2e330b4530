// How the matrix calls the admin's routes about people and the platform (see requests.ts): people
// and their accounts (the world's spare seller is renamed, deactivated and removed), currency
// rates, and the outbox's failed message.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema.ts';
import type { TestApp } from '../harness.ts';
import type { Recipe } from './requests.ts';
import { id } from './world.ts';

/** A failed outbox message, failed again before each call. */
const MATRIX_MESSAGE = '6d61696c-0000-4000-8000-000000000001';
const failedMessage = async (app: TestApp) => {
  await app.db.delete(emailOutbox).where(eq(emailOutbox.id, MATRIX_MESSAGE));
  await app.db.insert(emailOutbox).values({
    id: MATRIX_MESSAGE,
    kind: 'invitation',
    toEmail: 'matrix@example.test',
    locale: 'en',
    fromName: 'Matrix',
    subject: 'Matrix',
    textBody: 'Matrix',
    htmlBody: '<p>Matrix</p>',
    status: 'failed',
  });
};

export const ADMIN_RECIPES: Record<string, Recipe> = {
  'GET /api/admin/outbox/:id': { params: () => ({ id: MATRIX_MESSAGE }), prepare: failedMessage },
  'POST /api/admin/outbox/:id/retry': { params: () => ({ id: MATRIX_MESSAGE }), prepare: failedMessage },

  'GET /api/people': { query: () => ({ role: 'seller' }) },
  'GET /api/people/:id': { params: (_w, p) => ({ id: p.seller.id }) },
  'GET /api/people/:id/categories': { params: (_w, p) => ({ id: p.seller.id }) },
  'POST /api/people': {
    body: () => ({ role: 'seller', full_name: 'Hired', email: `hired-${randomBytes(4).toString('hex')}@example.test` }),
  },
  'PUT /api/people/:id': { params: id((w) => w.spare), body: () => ({ full_name: 'Spare Seller Renamed' }) },
  'DELETE /api/people/:id': { params: id((w) => w.spare) },
  'PUT /api/currency-rates': { body: () => ({ rates: [{ currency: 'EUR', usd_rate: 1.1 }] }) },
  'POST /api/users/:id/deactivate': { params: id((w) => w.spare) },
  'POST /api/users/:id/activate': { params: id((w) => w.spare) },
};
