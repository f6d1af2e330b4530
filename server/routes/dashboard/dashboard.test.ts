import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ASSIGNMENT_STATUSES,
  type CONTRACT_STATUSES,
  MEETING_STATUSES,
  type TRANSACTION_STATUSES,
} from '../../../core/constants.ts';
import type { MeetingStatus } from '../../../core/rules/meetings.ts';
import type { Dashboard } from '../../../core/schemas/dashboard.ts';
import { makeAssignment, makeContract, makeRequest, makeTransaction } from '../../test/dashboard-factories.ts';
import {
  addParticipant,
  call,
  type EventPerson,
  eventFixture,
  makeMeeting,
  makeProject,
  makeUser,
  signedIn,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// One fixture on this file's fresh database, so that the counts are exactly what it made:
// an admin, a seller, one buyer per meeting, a deactivated seller; two projects; a meeting in every status.
type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
type ContractStatus = (typeof CONTRACT_STATUSES)[number];
type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

let app: TestApp;
const cookies: Record<'admin' | 'buyer', string> = { admin: '', buyer: '' };
beforeAll(async () => {
  app = await createTestApp();
  const admin = await makeUser(app, { role: 'admin' });
  const seller = await makeUser(app, { role: 'seller' });
  await makeUser(app, { role: 'seller', active: false });
  const project = await makeProject(app);
  await makeProject(app, { status: 'draft' });
  const buyers = [];
  for (const [i, status] of MEETING_STATUSES.entries()) {
    const buyer = await makeUser(app, { role: 'buyer' });
    buyers.push(buyer);
    const time = { startTime: `${10 + i}:00`, endTime: `${11 + i}:00` };
    await makeMeeting(app, {
      projectId: project.id,
      buyerId: buyer.profile.id,
      sellerId: seller.profile.id,
      status,
      ...time,
    });
  }
  cookies.admin = await signIn(app, admin.email);
  cookies.buyer = await signIn(app, buyers[0].email);
});
afterAll(() => app.dispose());

const adminStats = (cookie?: string) => call(app, 'GET', '/api/dashboard/admin-stats', { cookie });

describe('GET /api/dashboard/admin-stats', () => {
  it('answers an admin with the counts', async () => {
    const res = await adminStats(cookies.admin);
    expect(res.statusCode).toBe(200);
    // 1 admin + 2 sellers (one deactivated) + 5 buyers; scheduled and confirmed meetings are active.
    expect(res.json()).toEqual({ total_users: 8, total_projects: 2, total_meetings: 5, active_meetings: 2 });
  });

  it('answers a buyer with 403 forbidden', async () => {
    const res = await adminStats(cookies.buyer);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('answers without a session with 401', async () => {
    expect((await adminStats()).statusCode).toBe(401);
  });
});

// The user dashboard, on a database of its own: one buyer with more of everything than a list shows.
describe('GET /api/dashboard', () => {
  let db: TestApp;
  let ev: Awaited<ReturnType<typeof eventFixture>>;
  let b1: EventPerson;
  let b2: EventPerson;
  let s: EventPerson[];
  const ids = { contracts: [] as string[], assignments: [] as string[] };
  const dashboard = async (cookie?: string) => {
    const res = await call(db, 'GET', '/api/dashboard', { cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as Dashboard;
  };

  beforeAll(async () => {
    db = await createTestApp();
    ev = await eventFixture(db, { buyers: 2, sellers: 8, interpreters: 1, volunteers: 2 });
    [b1, b2] = ev.buyers;
    s = ev.sellers;
    const interpreter = ev.interpreters[0];
    const past = await makeProject(db, { status: 'completed' });
    await addParticipant(db, past.id, { id: b1.id, role: 'buyer' });
    // Meeting n of buyer 1 is at a later slot than meeting n-1: day 1 from 09:00, then day 2.
    let slot = 0;
    const at = () => {
      const n = slot++;
      const hour = 9 + (n % 10);
      return {
        meetingDate: `2030-05-0${1 + Math.floor(n / 10)}`,
        startTime: `${hour}:00`,
        endTime: `${hour + 1}:00`,
      };
    };
    const meet = (projectId: string, sellerId: string, status: MeetingStatus, interpreterId?: string) =>
      makeMeeting(db, { projectId, buyerId: b1.id, sellerId, status, interpreterId, ...at() });
    // Completed with sellers 1..7 in that order: the most recently met are 7 down to 2.
    for (const seller of s.slice(0, 7)) await meet(ev.project.id, seller.id, 'completed', interpreter.id);
    await meet(ev.project.id, s[7].id, 'scheduled');
    // Upcoming in the past project with sellers 1..6: odd ones confirmed (and interpreted).
    for (const [i, seller] of s.slice(0, 6).entries())
      await meet(past.id, seller.id, i % 2 === 0 ? 'confirmed' : 'scheduled', interpreter.id);
    await meet(past.id, s[6].id, 'cancelled', interpreter.id);
    await meet(past.id, s[7].id, 'no_show');
    // Seller 1's other buyer, before all of buyer 1's meetings.
    await makeMeeting(db, {
      projectId: ev.project.id,
      buyerId: b2.id,
      sellerId: s[0].id,
      status: 'scheduled',
      meetingDate: '2030-04-30',
    });

    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    for (const [i, seller] of s.slice(0, 7).entries())
      await makeRequest(db, {
        projectId: ev.project.id,
        requesterId: seller.id,
        targetId: b1.id,
        createdAt: minutesAgo(i),
      });
    await makeRequest(db, { projectId: ev.project.id, requesterId: s[7].id, targetId: b1.id, status: 'approved' });
    await makeRequest(db, {
      projectId: ev.project.id,
      requesterId: b2.id,
      requesterRole: 'buyer',
      targetId: s[0].id,
      targetRole: 'seller',
    });

    // Oldest first: proposed, proposed, agreed x3, completed x3, cancelled (newest).
    const txStatuses = ['proposed', 'proposed', 'agreed', 'agreed', 'agreed', 'completed', 'completed', 'completed'];
    for (const [i, status] of [...txStatuses, 'cancelled'].entries())
      await makeTransaction(db, {
        projectId: ev.project.id,
        buyerId: b1.id,
        sellerId: s[0].id,
        status: status as TransactionStatus,
        currency: 'EUR',
        createdAt: minutesAgo(100 - i),
      });
    await makeTransaction(db, { projectId: ev.project.id, buyerId: b2.id, sellerId: s[1].id, status: 'agreed' });

    for (const [i, status] of [
      'signed',
      'active',
      'signed',
      'active',
      'signed',
      'active',
      'draft',
      'cancelled',
    ].entries()) {
      const c = await makeContract(db, {
        buyerId: b1.id,
        sellerId: s[0].id,
        status: status as ContractStatus,
        createdAt: minutesAgo(100 - i),
      });
      ids.contracts.push(c.id);
    }
    await makeContract(db, { buyerId: b2.id, status: 'signed' });

    const [v1, v2] = ev.volunteers;
    for (const [i, status] of [
      'confirmed',
      'assigned',
      'completed',
      'assigned',
      'cancelled',
      'confirmed',
      'assigned',
      'assigned',
    ].entries()) {
      const a = await makeAssignment(db, {
        volunteerId: v1.id,
        projectId: ev.project.id,
        status: status as AssignmentStatus,
        assignedDate: `2030-05-0${9 - i}`,
      });
      ids.assignments.push(a.id);
    }
    await makeAssignment(db, { volunteerId: v2.id, assignedDate: '2030-04-01' });
  });
  afterAll(() => db.dispose());

  it('answers without a session with 401', async () => {
    expect((await call(db, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });

  it('gives a buyer the four tiles counted from all their rows', async () => {
    const d = await dashboard(b1.cookie);
    // 7 completed + 1 scheduled + 6 upcoming + cancelled + no-show; 8 contracts of any status; 2 projects.
    expect(d.tiles).toEqual({ total_meetings: 16, completed_meetings: 7, contracts: 8, projects: 2 });
  });

  it("lists a buyer's five newest signed or active contracts", async () => {
    const { my_contracts } = await dashboard(b1.cookie);
    expect(my_contracts?.map((c) => c.id)).toEqual(ids.contracts.slice(1, 6).reverse());
    expect(my_contracts?.every((c) => c.status === 'signed' || c.status === 'active')).toBe(true);
    expect(my_contracts?.[0].seller_company).toMatch(/^seller company/);
  });

  it("lists a buyer's five latest completed meetings and the six sellers most recently met", async () => {
    const d = await dashboard(b1.cookie);
    expect(d.completed_meetings?.map((m) => m.seller.id)).toEqual([s[6], s[5], s[4], s[3], s[2]].map((p) => p.id));
    expect(d.completed_meetings?.every((m) => m.status === 'completed' && m.buyer.id === b1.id)).toBe(true);
    expect(d.sellers_met?.map((p) => p.id)).toEqual([s[6], s[5], s[4], s[3], s[2], s[1]].map((p) => p.id));
    expect(d.sellers_met?.[0]).toMatchObject({ full_name: 'Seller 7', company_name: s[6].profile.companyName });
  });

  it('lists the five newest pending requests addressed to the user', async () => {
    const d = await dashboard(b1.cookie);
    expect(d.pending_requests?.map((r) => r.requester.id)).toEqual(s.slice(0, 5).map((p) => p.id));
    expect(d.pending_requests?.[0]).toMatchObject({ project: { id: ev.project.id }, preferred_time_start: '10:00' });
    const seller = await dashboard(s[0].cookie);
    expect(seller.pending_requests?.map((r) => r.requester.id)).toEqual([b2.id]);
    expect((await dashboard(s[7].cookie)).pending_requests).toEqual([]);
  });

  it('shows a buyer only agreed and completed transactions, newest first', async () => {
    const { recent_transactions: txs } = await dashboard(b1.cookie);
    expect(txs?.map((t) => t.status)).toEqual(['completed', 'completed', 'completed', 'agreed', 'agreed']);
    expect(txs?.every((t) => t.buyer.id === b1.id && t.currency === 'EUR' && t.estimated_value === 1000)).toBe(true);
  });

  it('shows a seller their transactions of every status, newest first', async () => {
    const { recent_transactions: txs } = await dashboard(s[0].cookie);
    expect(txs?.map((t) => t.status)).toEqual(['cancelled', 'completed', 'completed', 'completed', 'agreed']);
    expect((await dashboard(s[1].cookie)).recent_transactions?.map((t) => t.buyer.id)).toEqual([b2.id]);
  });

  it("lists a buyer's five soonest scheduled or confirmed meetings", async () => {
    const { upcoming_meetings: up } = await dashboard(b1.cookie);
    expect(up?.map((m) => m.seller.id)).toEqual([s[7], s[0], s[1], s[2], s[3]].map((p) => p.id));
    expect(up?.every((m) => m.status === 'scheduled' || m.status === 'confirmed')).toBe(true);
    expect(up?.map((m) => `${m.meeting_date} ${m.start_time}`)).toEqual(
      [...(up ?? [])].map((m) => `${m.meeting_date} ${m.start_time}`).sort(),
    );
  });

  it("lists a seller's own upcoming meetings", async () => {
    const { upcoming_meetings: up } = await dashboard(s[0].cookie);
    expect(up?.map((m) => [m.buyer.id, m.status])).toEqual([
      [b2.id, 'scheduled'],
      [b1.id, 'confirmed'],
    ]);
  });

  it('shows an interpreter only their confirmed upcoming meetings', async () => {
    const d = await dashboard(ev.interpreters[0].cookie);
    expect(d.upcoming_meetings?.map((m) => [m.seller.id, m.status])).toEqual([
      [s[0].id, 'confirmed'],
      [s[2].id, 'confirmed'],
      [s[4].id, 'confirmed'],
    ]);
  });

  it("lists a volunteer's five soonest open assignments", async () => {
    const d = await dashboard(ev.volunteers[0].cookie);
    // Assigned dates run backwards (05-09 down to 05-02); open ones are indexes 0, 1, 3, 5, 6, 7.
    expect(d.my_assignments?.map((a) => a.id)).toEqual([7, 6, 5, 3, 1].map((i) => ids.assignments[i]));
    expect(d.my_assignments?.[0]).toMatchObject({ project: { id: ev.project.id }, start_time: null });
    expect((await dashboard(ev.volunteers[1].cookie)).my_assignments).toHaveLength(1);
  });

  it('gives each role only its own sections', async () => {
    const present = (d: Dashboard) => Object.keys(d).filter((k) => d[k as keyof Dashboard] !== null);
    expect(present(await dashboard(b1.cookie))).not.toContain('my_assignments');
    expect(present(await dashboard(b1.cookie))).toHaveLength(8);
    expect(present(await dashboard(s[0].cookie))).toEqual([
      'pending_requests',
      'recent_transactions',
      'upcoming_meetings',
      'active_projects',
    ]);
    expect(present(await dashboard(ev.interpreters[0].cookie))).toEqual(['upcoming_meetings', 'active_projects']);
    expect(present(await dashboard(ev.volunteers[0].cookie))).toEqual(['my_assignments', 'active_projects']);
    expect(present(await dashboard(ev.admin.cookie))).toEqual(['active_projects']);
  });

  it('lists the active projects the user takes part in', async () => {
    expect((await dashboard(b1.cookie)).active_projects.map((p) => p.id)).toEqual([ev.project.id]);
    expect((await dashboard(ev.volunteers[0].cookie)).active_projects[0]).toMatchObject({
      id: ev.project.id,
      counts: { buyers: 2, sellers: 8, interpreters: 1 },
    });
    const outsider = await signedIn(db, 'seller');
    const d = await dashboard(outsider.cookie);
    expect(d.active_projects).toEqual([]);
    expect(d).toMatchObject({ pending_requests: [], recent_transactions: [], upcoming_meetings: [] });
  });
});
