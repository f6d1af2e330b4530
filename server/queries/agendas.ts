// Agendas (docs/rules.md#agendas-and-badges): for people taking part in a project, their live
// meetings day by day with whom they meet, where, and the interpreter. Read by the agenda page, its
// PDFs and the evening e-mail agenda. Whether the reader may see an agenda is the caller's
// business (server/policies/agenda.ts); these functions only read.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { INTERPRETER_VISIBLE_STATUSES, MEETING_STATUS } from '../../core/rules/meetings.ts';
import { datesBetween, hhmm } from '../../core/rules/time.ts';
import type { AgendaDay, AgendaMeeting, AgendaParty, PersonAgenda } from '../../core/schemas/agenda.ts';
import type { ParticipantRole } from '../../core/schemas/participant.ts';
import type { Db } from '../db/client.ts';
import { preparedPer } from '../db/prepared.ts';
import { meetings, meetingTables, profiles, projectParticipants, projects } from '../db/schema.ts';
import { statusIn, statusIsNot } from '../db/sql-lists.ts';
import { buyer, interpreter, selectMeetingsWithPeople, seller, tableNameOf } from './meetings-with-people.ts';
import { activeParticipant } from './participants.ts';

export type { AgendaDay, AgendaMeeting, AgendaParty, PersonAgenda };

/** The roles that have meetings, so an agenda: volunteers have none. */
export const AGENDA_ROLES = ['buyer', 'seller', 'interpreter'] as const satisfies readonly ParticipantRole[];
type AgendaRole = (typeof AGENDA_ROLES)[number];

const partyColumns = <P extends typeof buyer | typeof seller>(p: P) => ({
  id: p.id as P['id'],
  full_name: p.fullName as P['fullName'],
  company_name: p.companyName as P['companyName'],
  country: p.country as P['country'],
});

/**
 * A project's live (not cancelled) meetings matching `where`, by date and start time; values or
 * placeholders. `perMeeting` reads each table's name by its key, for one person's few meetings;
 * else through the join, for a day of a whole project (server/queries/meetings-with-people.ts).
 */
function selectLiveMeetings(db: Db, projectId: string | Placeholder, where?: SQL, perMeeting = false) {
  return selectMeetingsWithPeople(db, {
    id: meetings.id,
    date: meetings.meetingDate,
    start: meetings.startTime,
    end: meetings.endTime,
    location: meetings.location,
    table: perMeeting ? tableNameOf() : meetingTables.name,
    status: meetings.status,
    buyer: partyColumns(buyer),
    seller: partyColumns(seller),
    interpreter: { id: interpreter.id, full_name: interpreter.fullName },
  })
    .where(and(eq(meetings.projectId, projectId), statusIsNot(meetings.status, MEETING_STATUS.cancelled), where))
    .orderBy(asc(meetings.meetingDate), asc(meetings.startTime));
}

/** A project's live meetings (of `day` when given) matching `where`, by date and start time. */
async function liveMeetings(db: Db, projectId: string, day: string | undefined, where?: SQL) {
  return selectLiveMeetings(db, projectId, and(day ? eq(meetings.meetingDate, day) : undefined, where));
}

type MeetingRow = Awaited<ReturnType<typeof liveMeetings>>[number];

/** An interpreter sees a meeting only once it is confirmed or completed (docs/rules.md#visibility). */
const interpreterSees = (row: MeetingRow) => (INTERPRETER_VISIBLE_STATUSES as readonly string[]).includes(row.status);

/** Does this meeting belong on the agenda of `person`? */
function isOnAgendaOf(person: AgendaParty, row: MeetingRow): boolean {
  if (person.role === 'buyer') return row.buyer.id === person.id;
  if (person.role === 'seller') return row.seller.id === person.id;
  if (person.role === 'interpreter') return row.interpreter?.id === person.id && interpreterSees(row);
  return false;
}

function agendaMeeting(person: AgendaParty, row: MeetingRow): AgendaMeeting {
  const asBuyer = { ...row.buyer, role: 'buyer' as const };
  const asSeller = { ...row.seller, role: 'seller' as const };
  const counterparts =
    person.role === 'buyer' ? [asSeller] : person.role === 'seller' ? [asBuyer] : [asBuyer, asSeller];
  return {
    id: row.id,
    start_time: hhmm(row.start),
    end_time: hhmm(row.end),
    location: row.location,
    table: row.table,
    status: row.status,
    counterparts,
    interpreter: row.interpreter?.id ? { id: row.interpreter.id, full_name: row.interpreter.full_name ?? '' } : null,
  };
}

/** The days of `rows` (already in date and time order): `day` alone when given, else each date that has one. */
function daysOf(person: AgendaParty, rows: MeetingRow[], day: string | undefined): AgendaDay[] {
  const days: AgendaDay[] = day ? [{ date: day, meetings: [] }] : [];
  for (const row of rows) {
    let last = days.at(-1);
    if (last?.date !== row.date) {
      last = { date: row.date, meetings: [] };
      days.push(last);
    }
    last.meetings.push(agendaMeeting(person, row));
  }
  return days;
}

/** An active participant's profile and role, as an agenda names them. */
const partyFields = {
  id: profiles.id,
  full_name: profiles.fullName,
  company_name: profiles.companyName,
  country: profiles.country,
  role: projectParticipants.role,
};

/** Active people taking part in a project, by role and name (admins never have an agenda). */
async function peopleOf(db: Db, projectId: string): Promise<AgendaParty[]> {
  const rows = await db
    .select(partyFields)
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(and(eq(projectParticipants.projectId, projectId), activeParticipant))
    .orderBy(asc(projectParticipants.role), asc(profiles.fullName), asc(profiles.id));
  return rows.filter((r): r is AgendaParty => r.role !== 'admin');
}

const projectFields = {
  id: projects.id,
  name: projects.name,
  time_zone: projects.timeZone,
  location: projects.location,
  start_date: projects.startDate,
  end_date: projects.endDate,
};

async function projectOf(db: Db, projectId: string) {
  const [row] = await db.select(projectFields).from(projects).where(eq(projects.id, projectId));
  return row;
}

// One person's agenda is what every participant's phone reads, thousands at once at a large show
// (docs/decisions/047-agenda-reads.md): its two statements are prepared once per connection, so a
// read pays neither Drizzle's query building nor the server's planning.

/** The project, and the person when they take part in it actively (null otherwise). */
const projectAndPerson = preparedPer((db: Db) =>
  db
    .select({ project: projectFields, person: partyFields })
    .from(projects)
    .leftJoin(
      projectParticipants,
      and(
        eq(projectParticipants.projectId, projects.id),
        eq(projectParticipants.userId, sql.placeholder('userId')),
        ne(projectParticipants.role, 'admin'),
      ),
    )
    .leftJoin(profiles, and(eq(profiles.id, projectParticipants.userId), activeParticipant))
    .where(eq(projects.id, sql.placeholder('projectId')))
    .prepare('agenda_project_person'),
);

/** The meetings on the agenda of a person of each role: their side, and for an interpreter what they may see. */
const ownMeetings: Record<AgendaRole, SQL | undefined> = {
  buyer: eq(meetings.buyerId, sql.placeholder('userId')),
  seller: eq(meetings.sellerId, sql.placeholder('userId')),
  interpreter: and(
    eq(meetings.interpreterId, sql.placeholder('userId')),
    statusIn(meetings.status, INTERPRETER_VISIBLE_STATUSES),
  ),
};

/** A person's live meetings by their role, of every day (`all`) or of one (`day`). */
const agendaMeetings = preparedPer((db: Db, key: `${AgendaRole} ${'all' | 'day'}`) => {
  const [role, days] = key.split(' ') as [AgendaRole, 'all' | 'day'];
  const day = days === 'day' ? eq(meetings.meetingDate, sql.placeholder('day')) : undefined;
  return selectLiveMeetings(db, sql.placeholder('projectId'), and(ownMeetings[role], day), true).prepare(
    `agenda_meetings_${role}_${days}`,
  );
});

const isAgendaRole = (role: string): role is AgendaRole => (AGENDA_ROLES as readonly string[]).includes(role);

/**
 * The agenda of one person in a project: their live meetings, grouped by day ('YYYY-MM-DD', times
 * 'HH:MM' on the project's clock), each with whom they meet (name, company, country), the place
 * and the interpreter. A buyer's agenda has their meetings as buyer, a seller's as seller, an
 * interpreter's only those confirmed or completed; a volunteer's is empty. With `day`, exactly
 * that day (its list may be empty); without, every day that has a meeting. Undefined when the
 * project does not exist or the person is not an active participant of it.
 */
export async function personAgenda(
  db: Db,
  { projectId, userId, day }: { projectId: string; userId: string; day?: string },
): Promise<PersonAgenda | undefined> {
  const found = await projectAndPerson(db).execute({ projectId, userId });
  // Rows for the person's other roles in the project (if any) join no profile: activeParticipant
  // takes the role their profile has.
  const row = found.find((r) => r.person?.id) ?? found[0];
  if (!row?.person?.id) return undefined;
  const person = row.person as AgendaParty;
  const rows = isAgendaRole(person.role)
    ? await agendaMeetings(db, `${person.role} ${day ? 'day' : 'all'}`).execute({ projectId, userId, day })
    : [];
  return { project: row.project, person, days: daysOf(person, rows, day) };
}

/**
 * The project and the agendas of everyone in it who can have meetings (buyers, sellers,
 * interpreters; active participants, by role and name), in a statement for the people and one per
 * day for the meetings, whatever their number. Each agenda is what `personAgenda` gives for that
 * person. Undefined when the project does not exist.
 */
export async function projectAgendas(
  db: Db,
  { projectId, day }: { projectId: string; day?: string },
): Promise<{ project: PersonAgenda['project']; agendas: PersonAgenda[] } | undefined> {
  const [project, people] = await Promise.all([projectOf(db, projectId), peopleOf(db, projectId)]);
  if (!project) return undefined;
  // Day by day with a turn of the event loop between: on the embedded database a statement holds
  // the loop while it runs, and a project's 6,000 meetings in one took 0.3-1 s (live meetings
  // always lie within the project's dates).
  const rows: MeetingRow[] = [];
  for (const date of day ? [day] : datesBetween(project.start_date, project.end_date)) {
    if (rows.length > 0) await nextTurn();
    rows.push(...(await liveMeetings(db, projectId, date)));
  }
  const byPerson = new Map<string, MeetingRow[]>();
  const add = (id: string | null, row: MeetingRow) => {
    if (!id) return;
    const list = byPerson.get(id);
    if (list) list.push(row);
    else byPerson.set(id, [row]);
  };
  for (const row of rows) {
    add(row.buyer.id, row);
    add(row.seller.id, row);
    add(row.interpreter?.id ?? null, row);
  }
  const agendas = people
    .filter((p) => (AGENDA_ROLES as readonly string[]).includes(p.role))
    .map((person) => {
      const own = (byPerson.get(person.id) ?? []).filter((row) => isOnAgendaOf(person, row));
      return { project, person, days: daysOf(person, own, day) };
    });
  return { project, agendas };
}

/** Everyone taking part in a project (volunteers too), by role and name: the people who get a badge. */
export async function projectBadgePeople(db: Db, projectId: string) {
  const [project, people] = await Promise.all([projectOf(db, projectId), peopleOf(db, projectId)]);
  return project ? { project, people } : undefined;
}
