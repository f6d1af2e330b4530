import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCountryCode } from '../../core/rules/countries.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';
import {
  blockedTimeSlots,
  companies,
  contracts,
  currencyRates,
  interpreterNotes,
  meetingAttendances,
  meetingFeedback,
  meetingRequests,
  meetings,
  meetingTables,
  profiles,
  projectParticipants,
  projects,
  transactions,
  travelInfo,
  users,
  volunteerAssignments,
} from './schema.ts';

let app: TestApp;
let seeded: boolean;
let seedMs: number;

beforeAll(async () => {
  app = await createTestApp();
  const began = performance.now();
  seeded = await seedDemoIfEmpty(app.db, hashPassword);
  seedMs = performance.now() - began;
});
afterAll(() => app.dispose());

const count = async (table: PgTable, where?: SQL) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0].n;
const distinct = async <T>(column: PgColumn, table: PgTable) =>
  (await app.db.selectDistinct({ v: column }).from(table)).map((r) => r.v as T).sort();
const roleCount = (role: (typeof profiles.$inferSelect)['role']) => count(profiles, eq(profiles.role, role));

describe('demo seed on an empty database', () => {
  it('seeds, quickly', () => {
    expect(seeded).toBe(true);
    expect(seedMs).toBeLessThan(5_000);
  });

  it('creates the people of the demo event', async () => {
    expect(await roleCount('admin')).toBe(1);
    expect(await roleCount('buyer')).toBeGreaterThanOrEqual(6);
    expect(await roleCount('seller')).toBe(8);
    expect(await roleCount('interpreter')).toBe(3);
    expect(await roleCount('volunteer')).toBe(2);
    const buyerCountries = await app.db
      .selectDistinct({ c: profiles.country })
      .from(profiles)
      .where(eq(profiles.role, 'buyer'));
    expect(buyerCountries.length).toBeGreaterThanOrEqual(4);
  });

  it('links every buyer and seller to a company of their type, with categories', async () => {
    const rows = await app.db
      .select({ role: profiles.role, type: companies.type, categories: profiles.productCategories })
      .from(profiles)
      .leftJoin(companies, eq(companies.id, profiles.companyId))
      .where(sql`${profiles.role} in ('buyer', 'seller')`);
    for (const row of rows) {
      expect(row.type).toBe(row.role);
      expect(row.categories.length).toBeGreaterThan(0);
    }
    const interpreters = await app.db.select().from(profiles).where(eq(profiles.role, 'interpreter'));
    for (const i of interpreters) expect(i.languages.length).toBeGreaterThanOrEqual(2);
  });

  it('fills what people match on: the exhibitions’ categories, and every company’s markets and looking-for', async () => {
    const rows = await app.db
      .select({
        categories: profiles.productCategories,
        markets: profiles.markets,
        lookingFor: profiles.lookingFor,
        languages: profiles.languages,
      })
      .from(profiles)
      .where(sql`${profiles.role} in ('buyer', 'seller')`);
    const [active] = await app.db.select().from(projects).where(eq(projects.status, 'active'));
    const listed = new Set(active.categories.map((c) => c.toLowerCase()));
    expect(active.categories.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.categories.every((c) => listed.has(c.toLowerCase()))).toBe(true);
      expect(row.markets.length).toBeGreaterThan(0);
      expect(row.markets.every(isCountryCode)).toBe(true);
      expect(row.lookingFor.length).toBeGreaterThan(10);
      expect(row.languages.length).toBeGreaterThan(0);
    }
  });

  it('creates an active 3-day exhibition around today and a later draft one', async () => {
    const all = await app.db.select().from(projects);
    const active = all.filter((p) => p.status === 'active');
    const draft = all.filter((p) => p.status === 'draft');
    expect(active).toHaveLength(1);
    expect(draft).toHaveLength(1);
    const day = 86_400_000;
    expect(Date.parse(active[0].endDate) - Date.parse(active[0].startDate)).toBe(2 * day);
    expect(Math.abs(Date.parse(active[0].startDate) + day - Date.now())).toBeLessThan(2 * day);
    expect(draft[0].startDate > active[0].endDate).toBe(true);
  });

  it('books meetings in every status on the slot grid, at the venue', async () => {
    expect(await distinct(meetings.status, meetings)).toEqual([
      'cancelled',
      'completed',
      'confirmed',
      'no_show',
      'scheduled',
    ]);
    const [active] = await app.db.select().from(projects).where(eq(projects.status, 'active'));
    const rows = await app.db.select().from(meetings);
    for (const m of rows) {
      const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
      const fromStart = minutes(m.startTime) - 9 * 60;
      expect(fromStart % 60).toBe(0);
      expect(fromStart / 60).toBeLessThan(active.dailyMeetLimit);
      expect(minutes(m.endTime) - minutes(m.startTime)).toBe(60);
      expect(m.meetingDate >= active.startDate && m.meetingDate <= active.endDate).toBe(true);
      expect(m.location).toBe(active.location);
    }
  });

  it('gives the demo buyer, seller and interpreter a full schedule', async () => {
    const id = async (role: string) => {
      const email = DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
      return (await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
    };
    const [buyer, seller, interpreter] = await Promise.all(['buyer', 'seller', 'interpreter'].map(id));
    expect(await count(meetings, eq(meetings.buyerId, buyer))).toBeGreaterThanOrEqual(3);
    expect(await count(meetings, eq(meetings.sellerId, seller))).toBeGreaterThanOrEqual(3);
    expect(await count(meetings, and(eq(meetings.buyerId, buyer), eq(meetings.sellerId, seller)))).toBe(1);
    const interpreted = await app.db
      .selectDistinct({ s: meetings.status })
      .from(meetings)
      .where(eq(meetings.interpreterId, interpreter));
    expect(interpreted.map((r) => r.s)).toEqual(expect.arrayContaining(['confirmed', 'completed']));
    expect(await count(interpreterNotes, eq(interpreterNotes.interpreterId, interpreter))).toBeGreaterThan(0);
    expect(await count(travelInfo, eq(travelInfo.userId, buyer))).toBeGreaterThan(0);
  });

  it('has requests pending and answered; approved ones name their meeting, rejected ones a reason', async () => {
    expect(await distinct(meetingRequests.status, meetingRequests)).toEqual(
      expect.arrayContaining(['approved', 'pending', 'rejected']),
    );
    const rows = await app.db.select().from(meetingRequests);
    for (const r of rows.filter((r) => r.status === 'approved')) expect(r.meetingId).not.toBeNull();
    for (const r of rows.filter((r) => r.status === 'rejected')) expect(r.rejectionReason).toBeTruthy();
  });

  it('has deals in every status and several currencies, and consistent contracts', async () => {
    expect(await distinct(transactions.status, transactions)).toEqual(['agreed', 'cancelled', 'completed', 'proposed']);
    expect((await distinct(transactions.currency, transactions)).length).toBeGreaterThanOrEqual(3);
    const all = await app.db.select().from(contracts);
    expect(all.length).toBeGreaterThanOrEqual(3);
    for (const c of all) {
      expect(c.contractNumber).toMatch(/^CON-\d{4}-\d{4}$/);
      expect(c.totalAmount).toBeCloseTo(Number(c.quantity || 0) * c.unitPrice, 2);
    }
    expect(await count(currencyRates)).toBeGreaterThanOrEqual(6);
  });

  it('has the venue side: assignments, blocked slots, travel with and without flights', async () => {
    expect(await distinct(volunteerAssignments.status, volunteerAssignments)).toEqual([
      'assigned',
      'cancelled',
      'completed',
      'confirmed',
    ]);
    expect(await count(blockedTimeSlots, sql`${blockedTimeSlots.buyerId} is null`)).toBeGreaterThan(0);
    expect(await count(blockedTimeSlots, sql`${blockedTimeSlots.buyerId} is not null`)).toBeGreaterThan(0);
    // A blocked slot never sits under a meeting of a buyer it covers.
    const clashes = await app.db
      .select({ id: meetings.id })
      .from(blockedTimeSlots)
      .innerJoin(
        meetings,
        and(
          eq(meetings.meetingDate, blockedTimeSlots.date),
          eq(meetings.startTime, sql`time '09:00' + (${blockedTimeSlots.slotNumber} - 1) * interval '60 minutes'`),
          sql`(${blockedTimeSlots.buyerId} is null or ${blockedTimeSlots.buyerId} = ${meetings.buyerId})`,
          ne(meetings.status, 'cancelled'),
        ),
      );
    expect(clashes).toHaveLength(0);
    expect(await count(travelInfo, ne(travelInfo.flightNo, ''))).toBeGreaterThan(0);
    expect(await count(travelInfo, eq(travelInfo.flightNo, ''))).toBeGreaterThan(0);
    expect(await count(travelInfo, sql`${travelInfo.arrivalTime} > now()`)).toBeGreaterThan(0);
    expect(await count(travelInfo, sql`${travelInfo.arrivalTime} < now()`)).toBeGreaterThan(0);
  });

  it('seats the exhibition at tables: A-1 … A-20, three fixed to sellers, every meeting at a table by the rule', async () => {
    expect(await count(meetingTables)).toBe(20);
    const fixed = await app.db
      .select({ table: meetingTables.name, seller: profiles.fullName })
      .from(projectParticipants)
      .innerJoin(meetingTables, eq(meetingTables.id, projectParticipants.tableId))
      .innerJoin(profiles, eq(profiles.id, projectParticipants.userId));
    expect(fixed.map((f) => f.table).sort()).toEqual(['A-1', 'A-2', 'A-3']);
    expect(await count(meetings, isNull(meetings.tableId))).toBe(0);
    // A meeting of a seller with a fixed table sits there; the others never at a fixed table.
    const misplaced = await app.db
      .select({ id: meetings.id })
      .from(meetings)
      .leftJoin(
        projectParticipants,
        and(eq(projectParticipants.userId, meetings.sellerId), eq(projectParticipants.projectId, meetings.projectId)),
      )
      .where(
        sql`${projectParticipants.tableId} is distinct from ${meetings.tableId} and (${projectParticipants.tableId} is not null or ${meetings.tableId} in (select table_id from project_participants where table_id is not null))`,
      );
    expect(misplaced).toHaveLength(0);
  });
});

describe('seeding again', () => {
  it('has answers about completed meetings of yesterday, each by a side of its meeting, none by the demo accounts', async () => {
    const rows = await app.db
      .select({ side: meetingFeedback.side, userId: meetingFeedback.userId, meeting: meetings })
      .from(meetingFeedback)
      .innerJoin(meetings, eq(meetings.id, meetingFeedback.meetingId));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const [project] = await app.db.select().from(projects).where(eq(projects.status, 'active'));
    const demoIds = new Set(
      (await app.db.select({ id: profiles.id, email: profiles.email }).from(profiles))
        .filter((p) => DEMO_ACCOUNTS.some((a) => a.email === p.email))
        .map((p) => p.id),
    );
    for (const { side, userId, meeting } of rows) {
      expect([meeting.status, meeting.meetingDate]).toEqual(['completed', project.startDate]);
      expect(userId).toBe(side === 'buyer' ? meeting.buyerId : meeting.sellerId);
      expect(demoIds.has(userId)).toBe(false);
    }
  });

  it("checks in everyone at yesterday's completed meetings and the side that came to a no-show", async () => {
    const rows = await app.db
      .select({ userId: meetingAttendances.userId, meeting: meetings })
      .from(meetingAttendances)
      .innerJoin(meetings, eq(meetings.id, meetingAttendances.meetingId));
    expect(rows.length).toBeGreaterThan(0);
    for (const { userId, meeting } of rows) {
      if (meeting.status === 'no_show') expect(userId).toBe(meeting.sellerId);
      else expect(meeting.status).toBe('completed');
    }
  });

  it('does nothing once there are users', async () => {
    const before = [await count(users), await count(meetings), await count(companies)];
    expect(await seedDemoIfEmpty(app.db, hashPassword)).toBe(false);
    expect([await count(users), await count(meetings), await count(companies)]).toEqual(before);
  });
});

describe('demo accounts', () => {
  it.each(DEMO_ACCOUNTS)('has the demo $role with the demo password', async ({ email, role }) => {
    const [row] = await app.db
      .select({ hash: users.passwordHash, role: profiles.role, active: profiles.isActive })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.email, email));
    expect(row).toMatchObject({ role, active: true });
    expect(await verifyPassword(DEMO_PASSWORD, row.hash)).toBe(true);
  });

  it.each(DEMO_ACCOUNTS)('signs in as the demo $role', async ({ email, role }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.role).toBe(role);
  });
});
