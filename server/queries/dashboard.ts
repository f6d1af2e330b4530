// The user dashboard's figures and lists (SPEC.md section 7 dashboard queries), each computed in
// SQL from the tables and limited as SPEC.md section 9 says.
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DASHBOARD_LIST_LIMIT, SELLERS_MET_LIMIT } from '../../core/constants';
import { UPCOMING_MEETING_STATUSES } from '../../core/rules/meetings';
import type {
  Dashboard,
  DashboardAssignment,
  DashboardContract,
  DashboardMeeting,
  DashboardRequest,
  DashboardSeller,
  DashboardTiles,
  DashboardTransaction,
} from '../../core/schemas/dashboard';
import type { Db } from '../db/client';
import {
  companies,
  contracts,
  meetingRequests,
  meetings,
  profiles,
  projectParticipants,
  projects,
  transactions,
  volunteerAssignments,
} from '../db/schema';
import { personFields } from '../presenters/person';
import { hhmm, iso } from '../presenters/profile';
import type { CurrentUser } from '../types';
import { listProjects } from './projects';

const buyer = alias(profiles, 'buyer');
const seller = alias(profiles, 'seller');

/** Statuses of a buyer's contracts shown under My Contracts. */
export const BUYER_CONTRACT_STATUSES = ['signed', 'active'] as const;
/** Transaction statuses a buyer sees (SPEC.md section 6). */
export const BUYER_TRANSACTION_STATUSES = ['agreed', 'completed'] as const;

/** The buyer's four tiles: all and completed meetings, contracts, projects taken part in. */
export async function buyerTiles(db: Db, userId: string): Promise<DashboardTiles> {
  const [[all], [completed], [contractCount], [projectCount]] = await Promise.all([
    db.select({ n: count() }).from(meetings).where(eq(meetings.buyerId, userId)),
    db
      .select({ n: count() })
      .from(meetings)
      .where(and(eq(meetings.buyerId, userId), eq(meetings.status, 'completed'))),
    db.select({ n: count() }).from(contracts).where(eq(contracts.buyerId, userId)),
    db
      .select({ n: count() })
      .from(projectParticipants)
      .where(and(eq(projectParticipants.userId, userId), eq(projectParticipants.status, 'confirmed'))),
  ]);
  return {
    total_meetings: all.n,
    completed_meetings: completed.n,
    contracts: contractCount.n,
    projects: projectCount.n,
  };
}

/** Up to five meetings matching `where`, in the order given. */
export async function dashboardMeetings(db: Db, where: SQL | undefined, order: 'asc' | 'desc') {
  const dir = order === 'asc' ? asc : desc;
  const rows = await db
    .select({
      meeting: meetings,
      project: { id: projects.id, name: projects.name },
      buyer: personFields(buyer),
      seller: personFields(seller),
    })
    .from(meetings)
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .innerJoin(buyer, eq(buyer.id, meetings.buyerId))
    .innerJoin(seller, eq(seller.id, meetings.sellerId))
    .where(where)
    .orderBy(dir(meetings.meetingDate), dir(meetings.startTime), asc(meetings.id))
    .limit(DASHBOARD_LIST_LIMIT);
  return rows.map(
    (r): DashboardMeeting => ({
      id: r.meeting.id,
      project: r.project,
      buyer: r.buyer,
      seller: r.seller,
      meeting_date: r.meeting.meetingDate,
      start_time: hhmm(r.meeting.startTime),
      end_time: hhmm(r.meeting.endTime),
      location: r.meeting.location,
      status: r.meeting.status,
    }),
  );
}

/** Scheduled or confirmed meetings where `column` is the user, soonest first. */
export function upcomingMeetings(db: Db, column: SQL | undefined) {
  return dashboardMeetings(db, and(column, inArray(meetings.status, [...UPCOMING_MEETING_STATUSES])), 'asc');
}

/** The sellers a buyer has completed meetings with, most recently met first, at most six. */
export async function sellersMet(db: Db, buyerId: string): Promise<DashboardSeller[]> {
  // The date plus the start time: two meetings on one day are still in order.
  const lastMet = sql`max(${meetings.meetingDate} + ${meetings.startTime})`;
  const rows = await db
    .select({
      ...personFields(profiles),
      country: profiles.country,
    })
    .from(meetings)
    .innerJoin(profiles, eq(profiles.id, meetings.sellerId))
    .where(and(eq(meetings.buyerId, buyerId), eq(meetings.status, 'completed')))
    .groupBy(profiles.id, profiles.fullName, profiles.companyName, profiles.country)
    .orderBy(desc(lastMet), asc(profiles.fullName))
    .limit(SELLERS_MET_LIMIT);
  return rows;
}

/** Pending requests addressed to the user, newest first. */
export async function pendingRequests(db: Db, userId: string): Promise<DashboardRequest[]> {
  const rows = await db
    .select({
      request: meetingRequests,
      project: { id: projects.id, name: projects.name },
      requester: personFields(buyer),
    })
    .from(meetingRequests)
    .innerJoin(projects, eq(projects.id, meetingRequests.projectId))
    .innerJoin(buyer, eq(buyer.id, meetingRequests.requesterId))
    .where(and(eq(meetingRequests.targetId, userId), eq(meetingRequests.status, 'pending')))
    .orderBy(desc(meetingRequests.createdAt), asc(meetingRequests.id))
    .limit(DASHBOARD_LIST_LIMIT);
  return rows.map(({ request: r, project, requester }) => ({
    id: r.id,
    project,
    requester,
    preferred_date: r.preferredDate,
    preferred_time_start: hhmm(r.preferredTimeStart),
    preferred_time_end: hhmm(r.preferredTimeEnd),
    purpose: r.purpose,
    created_at: iso(r.createdAt),
  }));
}

/** The user's newest transactions: a buyer's agreed or completed ones, a seller's of any status. */
export async function recentTransactions(
  db: Db,
  user: { id: string; role: 'buyer' | 'seller' },
): Promise<DashboardTransaction[]> {
  const where =
    user.role === 'buyer'
      ? and(eq(transactions.buyerId, user.id), inArray(transactions.status, [...BUYER_TRANSACTION_STATUSES]))
      : eq(transactions.sellerId, user.id);
  const rows = await db
    .select({ tx: transactions, buyer: personFields(buyer), seller: personFields(seller) })
    .from(transactions)
    .innerJoin(buyer, eq(buyer.id, transactions.buyerId))
    .innerJoin(seller, eq(seller.id, transactions.sellerId))
    .where(where)
    .orderBy(desc(transactions.createdAt), asc(transactions.id))
    .limit(DASHBOARD_LIST_LIMIT);
  return rows.map(({ tx, ...p }) => ({
    id: tx.id,
    product_service: tx.productService,
    buyer: p.buyer,
    seller: p.seller,
    estimated_value: tx.estimatedValue,
    currency: tx.currency,
    status: tx.status,
    created_at: iso(tx.createdAt),
  }));
}

/** A buyer's signed or active contracts, newest first. */
export async function buyerContracts(db: Db, buyerId: string): Promise<DashboardContract[]> {
  const rows = await db
    .select({ c: contracts, sellerCompany: companies.name })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.sellerCompany))
    .where(and(eq(contracts.buyerId, buyerId), inArray(contracts.status, [...BUYER_CONTRACT_STATUSES])))
    .orderBy(desc(contracts.createdAt), asc(contracts.id))
    .limit(DASHBOARD_LIST_LIMIT);
  return rows.map(({ c, sellerCompany }) => ({
    id: c.id,
    contract_number: c.contractNumber,
    title: c.title,
    seller_company: sellerCompany,
    total_amount: c.totalAmount,
    currency: c.currency,
    contract_date: c.contractDate,
    status: c.status,
  }));
}

/** A volunteer's open (assigned or confirmed) assignments, soonest first. */
export async function openAssignments(db: Db, volunteerId: string): Promise<DashboardAssignment[]> {
  const rows = await db
    .select({ a: volunteerAssignments, project: { id: projects.id, name: projects.name } })
    .from(volunteerAssignments)
    .leftJoin(projects, eq(projects.id, volunteerAssignments.projectId))
    .where(
      and(
        eq(volunteerAssignments.volunteerId, volunteerId),
        inArray(volunteerAssignments.status, ['assigned', 'confirmed']),
      ),
    )
    .orderBy(asc(volunteerAssignments.assignedDate), asc(volunteerAssignments.startTime), asc(volunteerAssignments.id))
    .limit(DASHBOARD_LIST_LIMIT);
  return rows.map(({ a, project }) => ({
    id: a.id,
    project: project?.id ? project : null,
    task_type: a.taskType,
    task_description: a.taskDescription,
    assigned_date: a.assignedDate,
    start_time: a.startTime ? hhmm(a.startTime) : null,
    end_time: a.endTime ? hhmm(a.endTime) : null,
    status: a.status,
  }));
}

/** The sections `user`'s role gets; the others stay null. */
export async function userDashboard(db: Db, user: CurrentUser): Promise<Dashboard> {
  const base: Dashboard = {
    tiles: null,
    my_contracts: null,
    completed_meetings: null,
    sellers_met: null,
    pending_requests: null,
    recent_transactions: null,
    upcoming_meetings: null,
    my_assignments: null,
    active_projects: await listProjects(db, user, eq(projects.status, 'active')),
  };
  switch (user.role) {
    case 'buyer': {
      const [tiles, myContracts, completed, met, requests, deals, upcoming] = await Promise.all([
        buyerTiles(db, user.id),
        buyerContracts(db, user.id),
        dashboardMeetings(db, and(eq(meetings.buyerId, user.id), eq(meetings.status, 'completed')), 'desc'),
        sellersMet(db, user.id),
        pendingRequests(db, user.id),
        recentTransactions(db, { id: user.id, role: 'buyer' }),
        upcomingMeetings(db, eq(meetings.buyerId, user.id)),
      ]);
      return {
        ...base,
        tiles,
        my_contracts: myContracts,
        completed_meetings: completed,
        sellers_met: met,
        pending_requests: requests,
        recent_transactions: deals,
        upcoming_meetings: upcoming,
      };
    }
    case 'seller': {
      const [requests, deals, upcoming] = await Promise.all([
        pendingRequests(db, user.id),
        recentTransactions(db, { id: user.id, role: 'seller' }),
        upcomingMeetings(db, eq(meetings.sellerId, user.id)),
      ]);
      return { ...base, pending_requests: requests, recent_transactions: deals, upcoming_meetings: upcoming };
    }
    case 'interpreter':
      // Interpreters see only confirmed and completed meetings, so their upcoming ones are the confirmed.
      return {
        ...base,
        upcoming_meetings: await dashboardMeetings(
          db,
          and(eq(meetings.interpreterId, user.id), eq(meetings.status, 'confirmed')),
          'asc',
        ),
      };
    case 'volunteer':
      return { ...base, my_assignments: await openAssignments(db, user.id) };
    default:
      return base;
  }
}
