// Concurrent requests: the database's unique indexes and the status guard decide, so exactly one
// of many racing requests wins and the others get the rule's 409 code (ADR: meeting conflicts in the database).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../../db/schema.ts';
import { call, eventFixture, makeMeeting, makeProject, notificationsOf, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Fixture: 21 buyers and 21 sellers (b0..b20, s0..s20), one interpreter. Each race uses its own day,
// so no race meets another's meetings:
// day 1 slot 1: s0 with b1..b20; day 2 slot 1: b_i with s_i and the interpreter; day 3 slot 1: b0 with s1..s20.
let app: TestApp;
let fx: Awaited<ReturnType<typeof eventFixture>>;
beforeAll(async () => {
  app = await createTestApp();
  fx = await eventFixture(app, { buyers: 21, sellers: 21, interpreters: 1, signIn: false });
});
afterAll(() => app.dispose());

const N = 20;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function create(body: { buyer_id: string; seller_id: string; interpreter_id?: string; meeting_date: string }) {
  return call(app, 'POST', '/api/meetings', {
    cookie: fx.admin.cookie,
    body: { project_id: fx.project.id, slot_number: 1, ...body },
  });
}

/** Status and error code of each answer, tallied: { '201': 1, '409 seller_busy': 19 }. */
function tally(answers: { statusCode: number; json(): { error?: { code: string } } }[]) {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key =
      a.statusCode === 201 || a.statusCode === 200 ? String(a.statusCode) : `${a.statusCode} ${a.json().error?.code}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

const meetingsOn = (date: string) =>
  app.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.projectId, fx.project.id), eq(meetings.meetingDate, date)));

describe('racing meeting assignments', () => {
  it(`one seller, one slot, ${N} buyers at once: exactly one meeting, the rest seller_busy`, async () => {
    const answers = await Promise.all(
      range(N).map((i) =>
        create({ buyer_id: fx.buyers[i].id, seller_id: fx.sellers[0].id, meeting_date: '2030-05-01' }),
      ),
    );
    expect(tally(answers)).toEqual({ '201': 1, '409 seller_busy': N - 1 });
    const rows = await meetingsOn('2030-05-01');
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(answers.find((a) => a.statusCode === 201)?.json().id);
  });

  it(`one interpreter, one slot, ${N} pairs at once: exactly one meeting, the rest interpreter_busy`, async () => {
    const interpreter_id = fx.interpreters[0].id;
    const answers = await Promise.all(
      range(N).map((i) =>
        create({ buyer_id: fx.buyers[i].id, seller_id: fx.sellers[i].id, interpreter_id, meeting_date: '2030-05-02' }),
      ),
    );
    expect(tally(answers)).toEqual({ '201': 1, '409 interpreter_busy': N - 1 });
    expect(await meetingsOn('2030-05-02')).toHaveLength(1);
  });

  it(`one buyer, one slot, ${N} sellers at once: exactly one meeting, the rest buyer_busy`, async () => {
    const answers = await Promise.all(
      range(N).map((i) =>
        create({ buyer_id: fx.buyers[0].id, seller_id: fx.sellers[i].id, meeting_date: '2030-05-03' }),
      ),
    );
    expect(tally(answers)).toEqual({ '201': 1, '409 buyer_busy': N - 1 });
    expect(await meetingsOn('2030-05-03')).toHaveLength(1);
  });
});

describe('racing actions', () => {
  it('10 confirms of one meeting at once: one 200, the rest invalid_transition, one notification each', async () => {
    const [buyer, seller, interpreter] = [fx.buyers[0], fx.sellers[0], fx.interpreters[0]];
    const created = await call(app, 'POST', '/api/meetings', {
      cookie: fx.admin.cookie,
      body: {
        project_id: fx.project.id,
        buyer_id: buyer.id,
        seller_id: seller.id,
        interpreter_id: interpreter.id,
        meeting_date: '2030-05-01',
        slot_number: 5,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const cookie = await signIn(app, seller.email);
    const answers = await Promise.all(
      range(10).map(() => call(app, 'POST', `/api/meetings/${id}/confirm`, { cookie })),
    );
    expect(tally(answers)).toEqual({ '200': 1, '409 invalid_transition': 9 });
    const [row] = await app.db.select().from(meetings).where(eq(meetings.id, id));
    expect(row.status).toBe('confirmed');
    const confirmedFor = async (userId: string) =>
      (await notificationsOf(app, userId)).filter(
        (n) => n.link === `/meetings/${id}` && n.titleKey === 'notifications.meeting.confirmed.title',
      ).length;
    expect(await confirmedFor(buyer.id)).toBe(1);
    expect(await confirmedFor(interpreter.id)).toBe(1);
    expect(await confirmedFor(seller.id)).toBe(0);
  });

  it('5 confirms and 5 cancels at once: exactly one wins and the meeting ends in its state', async () => {
    const project = await makeProject(app, { startDate: '2030-06-01', endDate: '2030-06-01' });
    const m = await makeMeeting(app, {
      projectId: project.id,
      buyerId: fx.buyers[0].id,
      sellerId: fx.sellers[0].id,
      meetingDate: '2030-06-01',
    });
    const [buyer, seller] = [await signIn(app, fx.buyers[0].email), await signIn(app, fx.sellers[0].email)];
    const answers = await Promise.all(
      range(10).map((i) =>
        call(app, 'POST', `/api/meetings/${m.id}/${i % 2 ? 'confirm' : 'cancel'}`, { cookie: i % 2 ? seller : buyer }),
      ),
    );
    expect(tally(answers)).toEqual({ '200': 1, '409 invalid_transition': 9 });
    const winner = answers.find((a) => a.statusCode === 200)?.json().status;
    const [row] = await app.db.select().from(meetings).where(eq(meetings.id, m.id));
    expect(row.status).toBe(winner);
  });
});
