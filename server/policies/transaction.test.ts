// The pure rules take a user and a transaction's seller; the SQL filter runs on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { transactions } from '../db/schema.ts';
import { makeProject, makeUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { makeTransaction } from '../test/transaction-factories.ts';
import type { CurrentUser } from '../types.ts';
import { mayActOnTransaction, mayRegisterTransaction, visibleTransactions } from './transaction.ts';

const user = (role: Role, id = `${role}-id`) => ({ id, role, isActive: true }) as CurrentUser;
const deal = { seller_id: 'seller-id' };

describe('transaction policy', () => {
  it('lets buyers, sellers and admins register, not interpreters or volunteers', () => {
    expect((['admin', 'buyer', 'seller'] as const).map((r) => mayRegisterTransaction(user(r)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(mayRegisterTransaction(user('interpreter'))).toBe(false);
    expect(mayRegisterTransaction(user('volunteer'))).toBe(false);
  });

  it('lets only the deal’s seller and admins act on it', () => {
    expect(mayActOnTransaction(user('admin'), deal)).toBe(true);
    expect(mayActOnTransaction(user('seller'), deal)).toBe(true);
    expect(mayActOnTransaction(user('seller', 'other'), deal)).toBe(false);
    expect(mayActOnTransaction(user('buyer', 'seller-id'), deal)).toBe(false);
    expect(mayActOnTransaction(user('interpreter'), deal)).toBe(false);
  });
});

describe('visibleTransactions on the database', () => {
  // Two buyers and two sellers with deals of every status, one in another project.
  let app: TestApp;
  const people: Record<string, CurrentUser> = {};
  const names = new Map<string, string>();
  beforeAll(async () => {
    app = await createTestApp();
    for (const name of ['buyer', 'buyer2', 'seller', 'seller2', 'admin', 'interpreter', 'volunteer'])
      people[name] = (await makeUser(app, { role: name.replace('2', '') as Role })).profile;
    const [project, otherProject] = [await makeProject(app), await makeProject(app)];
    for (const [name, buyer, seller, status, projectId] of [
      ['b-s proposed', 'buyer', 'seller', 'proposed', project.id],
      ['b-s agreed', 'buyer', 'seller', 'agreed', project.id],
      ['b-s2 completed', 'buyer', 'seller2', 'completed', otherProject.id],
      ['b-s2 cancelled', 'buyer', 'seller2', 'cancelled', project.id],
      ['b2-s agreed', 'buyer2', 'seller', 'agreed', project.id],
    ] as const) {
      const row = await makeTransaction(app, {
        projectId,
        buyerId: people[buyer].id,
        sellerId: people[seller].id,
        status,
      });
      names.set(row.id, name);
    }
  });
  afterAll(() => app?.dispose());

  const seenBy = async (who: string) =>
    (await app.db.select({ id: transactions.id }).from(transactions).where(visibleTransactions(people[who])))
      .map((r) => names.get(r.id) ?? r.id)
      .sort();

  it('shows an admin every transaction', async () => {
    expect(await seenBy('admin')).toEqual([...names.values()].sort());
  });

  it('shows a buyer their own agreed and completed ones, not proposed, cancelled or another buyer’s', async () => {
    expect(await seenBy('buyer')).toEqual(['b-s agreed', 'b-s2 completed']);
    expect(await seenBy('buyer2')).toEqual(['b2-s agreed']);
  });

  it('shows a seller all of their own, whatever the status, not another seller’s', async () => {
    expect(await seenBy('seller')).toEqual(['b-s agreed', 'b-s proposed', 'b2-s agreed']);
    expect(await seenBy('seller2')).toEqual(['b-s2 cancelled', 'b-s2 completed']);
  });

  it('shows interpreters and volunteers none', async () => {
    expect(await seenBy('interpreter')).toEqual([]);
    expect(await seenBy('volunteer')).toEqual([]);
  });
});
