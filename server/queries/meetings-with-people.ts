// A meeting with its people: the meeting joined with its project, buyer, seller, interpreter (when
// there is one) and table (when there is one). Every read that shows meetings with whom they are
// between goes through this join, whatever it selects: the meeting list and page, agendas,
// calendars, reminders and the dashboard (docs/architecture.md#server-layers). Conditions and
// orders name the tables `meetings`, `projects`, `meetingTables` and the aliases below; the
// presenter of what is read is server/presenters/meeting.ts.
import { eq, sql } from 'drizzle-orm';
import { alias, type PgSelectBase, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { meetings, meetingTables, profiles, projects } from '../db/schema.ts';

export const buyer = alias(profiles, 'buyer');
export const seller = alias(profiles, 'seller');
export const interpreter = alias(profiles, 'interpreter');

type Person = typeof buyer | typeof seller | typeof interpreter;

/** The join itself, on a query of meetings. */
function joinPeople<Q extends ReturnType<typeof selectFromMeetings>>(query: Q) {
  return query
    .innerJoin(projects, eq(projects.id, meetings.projectId))
    .innerJoin(buyer, eq(buyer.id, meetings.buyerId))
    .innerJoin(seller, eq(seller.id, meetings.sellerId))
    .leftJoin(interpreter, eq(interpreter.id, meetings.interpreterId))
    .leftJoin(meetingTables, eq(meetingTables.id, meetings.tableId));
}

const selectFromMeetings = (db: Pick<Db, 'select'>) => db.select().from(meetings).$dynamic();

/** Which joined tables may be missing from a row (no interpreter, no table), as Drizzle infers them. */
type Nullability = ReturnType<typeof joinPeople>['_']['nullabilityMap'];

/** The query `selectMeetingsWithPeople` returns, selecting `F`. */
type MeetingsWithPeople<F extends SelectedFields> = PgSelectBase<'meetings', F, 'partial', Nullability, true>;

/** `fields` of meetings joined with their project, buyer, seller, interpreter and table; add where, order, limit. */
export function selectMeetingsWithPeople<F extends SelectedFields>(
  db: Pick<Db, 'select'>,
  fields: F,
): MeetingsWithPeople<F> {
  // Drizzle cannot follow the joins' types through a generic selection: the join is typed on a
  // select of every column, and its nullability given to the selection.
  const query = db.select(fields).from(meetings).$dynamic() as unknown as ReturnType<typeof selectFromMeetings>;
  return joinPeople(query) as unknown as MeetingsWithPeople<F>;
}

/** A person beside a meeting: id, name and company (a left-joined interpreter's are null without one). */
export const personColumns = <P extends Person>(p: P): Pick<P, 'id' | 'fullName' | 'companyName'> => ({
  id: p.id,
  fullName: p.fullName,
  companyName: p.companyName,
});

/**
 * The name of a meeting's table (null without one), looked up per meeting instead of through the
 * join, for reads of a few meetings such as one person's agenda: a selection that names no column
 * of `meetingTables` lets PostgreSQL drop the join, and each name is one probe of the table's
 * primary key. Through the join, the planner hashes every table of the project for each read
 * (3,500 at a flagship show: 0.6 of the statement's 0.8 ms; docs/decisions/047-agenda-reads.md).
 */
export const tableNameOf = () =>
  sql<
    string | null
  >`(select ${meetingTables.name} from ${meetingTables} where ${meetingTables.id} = ${meetings.tableId})`;
