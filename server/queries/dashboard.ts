// The user dashboard's figures and lists, each computed in SQL from the tables and limited as
// docs/rules.md#limits-and-constants says. Every section of a role is one JSON
// subquery of a single statement: under load the round trips and the per-query work of eleven
// separate queries, not the rows, were the cost (docs/decisions/010-api-load.md).
import { and, asc, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { DASHBOARD_LIST_LIMIT, SELLERS_MET_LIMIT } from '../../core/constants.ts';
import { MEETING_STATUS, UPCOMING_MEETING_STATUSES } from '../../core/rules/meetings.ts';
import { hhmm } from '../../core/rules/time.ts';
import { BUYER_VISIBLE_TRANSACTION_STATUSES } from '../../core/rules/transactions.ts';
import type {
  Dashboard,
  DashboardAssignment,
  DashboardContract,
  DashboardMeeting,
  DashboardRequest,
  DashboardSeller,
  DashboardTiles,
  DashboardTransaction,
} from '../../core/schemas/dashboard.ts';
import type { Db } from '../db/client.ts';
import { preparedPer } from '../db/prepared.ts';
import { meetings, meetingTables, projects } from '../db/schema.ts';
import { constants, statusIn, statusIs } from '../db/sql-lists.ts';
import { personJson } from '../presenters/meeting.ts';
import { iso } from '../presenters/profile.ts';
import type { CurrentUser } from '../types.ts';
import { buyer, selectMeetingsWithPeople, seller } from './meetings-with-people.ts';
import { listProjects } from './projects.ts';

/** Statuses of a buyer's contracts shown under My Contracts. */
export const BUYER_CONTRACT_STATUSES = ['signed', 'active'] as const;

/** A profile of table alias `t` as the API names people beside a record. */
const person = (t: string) =>
  sql.raw(`json_build_object('id', ${t}.id, 'full_name', ${t}.full_name, 'company_name', ${t}.company_name)`);

const projectRef = (t: string) => sql.raw(`json_build_object('id', ${t}.id, 'name', ${t}.name)`);

/**
 * A JSON array of the `j` column of `rows`, in the order of its `n` column. `rows` orders and
 * limits itself; `n` (a row_number over the same order) keeps that order through json_agg.
 */
const jsonList = (rows: SQL) => sql`(select coalesce(json_agg(x.j order by x.n), '[]'::json) from (${rows}) x)`;

/** The user's id, or the placeholder a prepared statement fills in. */
type UserId = string | Placeholder;

/** Times come as 'HH:MM:SS' and timestamps as ISO text with an offset inside JSON. */
type Raw<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };

/** The buyer's four tiles: all and completed meetings, contracts, projects taken part in. */
function buyerTiles(userId: UserId) {
  return sql`json_build_object(
    'total_meetings', (select count(*)::int from meetings where buyer_id = ${userId}),
    'completed_meetings', (select count(*)::int from meetings where buyer_id = ${userId} and ${statusIs(sql.raw('status'), MEETING_STATUS.completed)}),
    'contracts', (select count(*)::int from contracts where buyer_id = ${userId}),
    'projects', (select count(*)::int from project_participants where user_id = ${userId} and status = 'confirmed'))`;
}

/** Up to five meetings matching `where`, by date and start time in `order`. */
function dashboardMeetings(db: Db, where: SQL, order: 'asc' | 'desc') {
  const direction = order === 'asc' ? asc : desc;
  const by = [direction(meetings.meetingDate), direction(meetings.startTime), asc(meetings.id)];
  const rows = selectMeetingsWithPeople(db, {
    j: sql`json_build_object('id', ${meetings.id}, 'project', json_build_object('id', ${projects.id}, 'name', ${projects.name}),
      'buyer', ${personJson(buyer)}, 'seller', ${personJson(seller)},
      'meeting_date', ${meetings.meetingDate}, 'start_time', ${meetings.startTime}, 'end_time', ${meetings.endTime},
      'location', ${meetings.location}, 'table', ${meetingTables.name}, 'status', ${meetings.status})`.as('j'),
    n: sql<number>`row_number() over (order by ${sql.join(by, sql`, `)})`.as('n'),
  })
    .where(where)
    .orderBy(...by)
    .limit(DASHBOARD_LIST_LIMIT);
  return jsonList(sql`${rows}`);
}

const presentMeeting = (m: Raw<DashboardMeeting, 'start_time' | 'end_time'>): DashboardMeeting => ({
  ...m,
  start_time: hhmm(m.start_time),
  end_time: hhmm(m.end_time),
});

/** Scheduled or confirmed meetings where `column` is the user, soonest first. */
function upcomingMeetings(db: Db, column: typeof meetings.buyerId | typeof meetings.sellerId, userId: UserId) {
  return dashboardMeetings(db, and(eq(column, userId), statusIn(meetings.status, UPCOMING_MEETING_STATUSES))!, 'asc');
}

/** The sellers a buyer has completed meetings with, most recently met first, at most six. */
function sellersMet(buyerId: UserId) {
  // The date plus the start time: two meetings on one day are still in order.
  const by = sql.raw('max(m.meeting_date + m.start_time) desc, p.full_name asc, p.id asc');
  return jsonList(sql`
    select json_build_object('id', p.id, 'full_name', p.full_name, 'company_name', p.company_name,
      'country', p.country) as j,
      row_number() over (order by ${by}) as n
    from meetings m
    join profiles p on p.id = m.seller_id
    where m.buyer_id = ${buyerId} and ${statusIs(sql.raw('m.status'), MEETING_STATUS.completed)}
    group by p.id
    order by ${by}
    limit ${SELLERS_MET_LIMIT}`);
}

/** Pending requests addressed to the user, newest first. */
function pendingRequests(userId: UserId) {
  const by = sql.raw('r.created_at desc, r.id asc');
  return jsonList(sql`
    select json_build_object('id', r.id, 'project', ${projectRef('p')}, 'requester', ${person('q')},
      'preferred_date', r.preferred_date, 'preferred_time_start', r.preferred_time_start,
      'preferred_time_end', r.preferred_time_end, 'purpose', r.purpose, 'created_at', r.created_at) as j,
      row_number() over (order by ${by}) as n
    from meeting_requests r
    join projects p on p.id = r.project_id
    join profiles q on q.id = r.requester_id
    where r.target_id = ${userId} and r.status = 'pending'
    order by ${by}
    limit ${DASHBOARD_LIST_LIMIT}`);
}

const presentRequest = (
  r: Raw<DashboardRequest, 'preferred_time_start' | 'preferred_time_end' | 'created_at'>,
): DashboardRequest => ({
  ...r,
  preferred_time_start: hhmm(r.preferred_time_start),
  preferred_time_end: hhmm(r.preferred_time_end),
  created_at: iso(r.created_at),
});

/** The user's newest transactions: a buyer's agreed or completed ones, a seller's of any status. */
function recentTransactions(role: 'buyer' | 'seller', userId: UserId) {
  const where =
    role === 'buyer'
      ? sql`t.buyer_id = ${userId} and t.status in (${constants(BUYER_VISIBLE_TRANSACTION_STATUSES)})`
      : sql`t.seller_id = ${userId}`;
  const by = sql.raw('t.created_at desc, t.id asc');
  return jsonList(sql`
    select json_build_object('id', t.id, 'product_service', t.product_service, 'buyer', ${person('b')},
      'seller', ${person('s')}, 'estimated_value', t.estimated_value, 'currency', t.currency,
      'status', t.status, 'created_at', t.created_at) as j,
      row_number() over (order by ${by}) as n
    from transactions t
    join profiles b on b.id = t.buyer_id
    join profiles s on s.id = t.seller_id
    where ${where}
    order by ${by}
    limit ${DASHBOARD_LIST_LIMIT}`);
}

const presentTransaction = (t: Raw<DashboardTransaction, 'created_at'>): DashboardTransaction => ({
  ...t,
  // numeric(18,2) arrives as a JSON number already; Number() keeps the type honest.
  estimated_value: Number(t.estimated_value),
  created_at: iso(t.created_at),
});

/** A buyer's signed or active contracts, newest first. */
function buyerContracts(buyerId: UserId) {
  const by = sql.raw('c.created_at desc, c.id asc');
  return jsonList(sql`
    select json_build_object('id', c.id, 'contract_number', c.contract_number, 'title', c.title,
      'seller_company', co.name, 'total_amount', c.total_amount, 'currency', c.currency,
      'contract_date', c.contract_date, 'status', c.status) as j,
      row_number() over (order by ${by}) as n
    from contracts c
    join companies co on co.id = c.seller_company
    where c.buyer_id = ${buyerId} and c.status in (${constants(BUYER_CONTRACT_STATUSES)})
    order by ${by}
    limit ${DASHBOARD_LIST_LIMIT}`);
}

/** A volunteer's open (assigned or confirmed) assignments, soonest first. */
function openAssignments(volunteerId: UserId) {
  const by = sql.raw('a.assigned_date asc, a.start_time asc, a.id asc');
  return jsonList(sql`
    select json_build_object('id', a.id,
      'project', case when p.id is null then null else ${projectRef('p')} end,
      'task_type', a.task_type, 'task_description', a.task_description, 'assigned_date', a.assigned_date,
      'start_time', a.start_time, 'end_time', a.end_time, 'status', a.status) as j,
      row_number() over (order by ${by}) as n
    from volunteer_assignments a
    left join projects p on p.id = a.project_id
    where a.volunteer_id = ${volunteerId} and a.status in ('assigned', 'confirmed')
    order by ${by}
    limit ${DASHBOARD_LIST_LIMIT}`);
}

const presentAssignment = (
  a: Omit<DashboardAssignment, 'start_time' | 'end_time'> & { start_time: string | null; end_time: string | null },
): DashboardAssignment => ({
  ...a,
  start_time: a.start_time ? hhmm(a.start_time) : null,
  end_time: a.end_time ? hhmm(a.end_time) : null,
});

/** The JSON sections of one role, read in one statement. */
interface Sections {
  tiles?: DashboardTiles;
  my_contracts?: DashboardContract[];
  completed_meetings?: Raw<DashboardMeeting, 'start_time' | 'end_time'>[];
  sellers_met?: DashboardSeller[];
  pending_requests?: Raw<DashboardRequest, 'preferred_time_start' | 'preferred_time_end' | 'created_at'>[];
  recent_transactions?: Raw<DashboardTransaction, 'created_at'>[];
  upcoming_meetings?: Raw<DashboardMeeting, 'start_time' | 'end_time'>[];
  my_assignments?: Parameters<typeof presentAssignment>[0][];
}

/** The SQL of each section `user`'s role gets. */
function sectionsOf(db: Db, role: CurrentUser['role']): Partial<Record<keyof Sections, SQL>> {
  // The user is a placeholder: each role's statement is prepared once and run for every user.
  const userId = sql.placeholder('user');
  switch (role) {
    case 'buyer':
      return {
        tiles: buyerTiles(userId),
        my_contracts: buyerContracts(userId),
        completed_meetings: dashboardMeetings(
          db,
          and(eq(meetings.buyerId, userId), statusIs(meetings.status, MEETING_STATUS.completed))!,
          'desc',
        ),
        sellers_met: sellersMet(userId),
        pending_requests: pendingRequests(userId),
        recent_transactions: recentTransactions('buyer', userId),
        upcoming_meetings: upcomingMeetings(db, meetings.buyerId, userId),
      };
    case 'seller':
      return {
        pending_requests: pendingRequests(userId),
        recent_transactions: recentTransactions('seller', userId),
        upcoming_meetings: upcomingMeetings(db, meetings.sellerId, userId),
      };
    case 'interpreter':
      // Interpreters see only confirmed and completed meetings, so their upcoming ones are the confirmed.
      return {
        upcoming_meetings: dashboardMeetings(
          db,
          and(eq(meetings.interpreterId, userId), statusIs(meetings.status, MEETING_STATUS.confirmed))!,
          'asc',
        ),
      };
    case 'volunteer':
      return { my_assignments: openAssignments(userId) };
    default:
      return {};
  }
}

/** One statement reading every section of `role`, each as a JSON column. */
const sectionsStatement = preparedPer((db: Db, role: CurrentUser['role']) => {
  const fields = Object.fromEntries(
    Object.entries(sectionsOf(db, role)).map(([key, part]) => [key, sql<unknown>`${part}`]),
  );
  return db.select(fields).from(sql`(select 1) as one`).prepare(`dashboard_${role}`);
});

/** The sections of `user`'s role, in one prepared statement (planned once per connection). */
async function readSections(db: Db, user: CurrentUser): Promise<Sections> {
  if (Object.keys(sectionsOf(db, user.role)).length === 0) return {};
  const [row] = await sectionsStatement(db, user.role).execute({ user: user.id });
  // Both drivers parse json columns; a driver handing back text is parsed here.
  return Object.fromEntries(
    Object.entries(row ?? {}).map(([k, v]) => [k, typeof v === 'string' ? JSON.parse(v) : v]),
  ) as Sections;
}

/** The sections `user`'s role gets; the others stay null. */
export async function userDashboard(db: Db, user: CurrentUser): Promise<Dashboard> {
  const [activeProjects, s] = await Promise.all([
    listProjects(db, user, eq(projects.status, 'active')),
    readSections(db, user),
  ]);
  return {
    tiles: s.tiles ?? null,
    my_contracts: s.my_contracts ?? null,
    completed_meetings: s.completed_meetings?.map(presentMeeting) ?? null,
    sellers_met: s.sellers_met ?? null,
    pending_requests: s.pending_requests?.map(presentRequest) ?? null,
    recent_transactions: s.recent_transactions?.map(presentTransaction) ?? null,
    upcoming_meetings: s.upcoming_meetings?.map(presentMeeting) ?? null,
    my_assignments: s.my_assignments?.map(presentAssignment) ?? null,
    active_projects: activeProjects,
  };
}
