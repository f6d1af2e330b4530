// Registering a transaction (docs/rules.md#transactions) and what the Register modal may offer
// (active and completed projects, counterparties of the opposite role confirmed in the project,
// completed meetings of the pair).
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { hhmm } from '../../../core/rules/time.ts';
import type { TransactionCreate, TransactionOptions } from '../../../core/schemas/transaction.ts';
import type { Db } from '../../db/client.ts';
import { meetings, profiles, projectParticipants, projects, transactions } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { activeParticipant } from '../../queries/participants.ts';
import type { CurrentUser } from '../../types.ts';

type Side = 'buyer' | 'seller';
const opposite = (role: Side): Side => (role === 'buyer' ? 'seller' : 'buyer');
/** Projects a deal may be registered in; an admin may use any. */
const DEAL_PROJECT_STATUSES = ['active', 'completed'] as const;

/** Projects `user` may register a deal in: admins all; buyers and sellers their confirmed active or completed ones. */
async function dealProjects(db: Db, user: CurrentUser, only?: string) {
  const byId = only ? eq(projects.id, only) : undefined;
  if (user.role === 'admin') {
    return db
      .select({ id: projects.id, name: projects.name, status: projects.status })
      .from(projects)
      .where(byId)
      .orderBy(asc(projects.name));
  }
  return db
    .select({ id: projects.id, name: projects.name, status: projects.status })
    .from(projects)
    .innerJoin(projectParticipants, eq(projectParticipants.projectId, projects.id))
    .where(
      and(
        byId,
        inArray(projects.status, [...DEAL_PROJECT_STATUSES]),
        eq(projectParticipants.userId, user.id),
        eq(projectParticipants.role, user.role),
        eq(projectParticipants.status, 'confirmed'),
      ),
    )
    .orderBy(asc(projects.name));
}

/** Active profiles confirmed in `role` in the projects, by name. */
function participantsIn(db: Db, projectIds: string[], role: Side, where?: SQL) {
  return db
    .select({
      projectId: projectParticipants.projectId,
      id: profiles.id,
      full_name: profiles.fullName,
      company_name: profiles.companyName,
    })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(
        inArray(projectParticipants.projectId, projectIds),
        eq(projectParticipants.role, role),
        activeParticipant,
        where,
      ),
    )
    .orderBy(asc(profiles.fullName));
}

/** Completed meetings in the projects: `user`'s own, or any for an admin. */
function completedMeetings(db: Db, user: CurrentUser, projectIds: string[], where?: SQL) {
  return db
    .select({
      projectId: meetings.projectId,
      id: meetings.id,
      buyer_id: meetings.buyerId,
      seller_id: meetings.sellerId,
      meeting_date: meetings.meetingDate,
      start_time: meetings.startTime,
    })
    .from(meetings)
    .where(
      and(
        inArray(meetings.projectId, projectIds),
        eq(meetings.status, 'completed'),
        user.role === 'admin' ? undefined : or(eq(meetings.buyerId, user.id), eq(meetings.sellerId, user.id)),
        where,
      ),
    )
    .orderBy(asc(meetings.meetingDate), asc(meetings.startTime));
}

/** The projects, counterparties and related meetings the Register modal offers `user`. */
export async function registerOptions(db: Db, user: CurrentUser): Promise<TransactionOptions> {
  const admin = user.role === 'admin';
  const own: Side = admin ? 'seller' : (user.role as Side);
  const counterpartyRole = opposite(own);
  const list = await dealProjects(db, user);
  const ids = list.map((p) => p.id);
  const [counterparties, sellers, met] = ids.length
    ? await Promise.all([
        participantsIn(db, ids, counterpartyRole),
        admin ? participantsIn(db, ids, 'seller') : Promise.resolve([]),
        completedMeetings(db, user, ids),
      ])
    : [[], [], []];
  const of = <T extends { projectId: string }>(rows: T[], projectId: string) =>
    rows.filter((r) => r.projectId === projectId).map(({ projectId: _p, ...rest }) => rest);
  return {
    counterparty_role: counterpartyRole,
    projects: list.map((p) => ({
      ...p,
      counterparties: of(counterparties, p.id),
      sellers: of(sellers, p.id),
      meetings: of(met, p.id).map((m) => ({ ...m, start_time: hhmm(m.start_time) })),
    })),
  };
}

/** Checks the deal's project, parties and meeting, then stores it as proposed; returns its id. */
export async function registerTransaction(db: Db, user: CurrentUser, input: TransactionCreate): Promise<string> {
  const admin = user.role === 'admin';
  const [project] = await dealProjects(db, user, input.project_id);
  if (!project) throw badRequest('invalid_project', 'You cannot register a transaction in this project');
  if (!admin && input.seller_id)
    throw badRequest('invalid_counterpart', 'Only an admin names the seller of a transaction');
  const own: Side = admin ? 'seller' : (user.role as Side);
  const counterpartyRole = opposite(own);

  const [counterpart] = await participantsIn(
    db,
    [project.id],
    counterpartyRole,
    eq(profiles.id, input.counterparty_id),
  );
  if (!counterpart)
    throw badRequest('invalid_counterpart', `The counterparty is not a ${counterpartyRole} of this project`);
  let sellerId: string;
  let buyerId: string;
  if (admin) {
    const [seller] = input.seller_id
      ? await participantsIn(db, [project.id], 'seller', eq(profiles.id, input.seller_id))
      : [];
    if (!seller) throw badRequest('invalid_counterpart', 'Choose a seller of this project');
    [buyerId, sellerId] = [counterpart.id, seller.id];
  } else {
    [buyerId, sellerId] = own === 'buyer' ? [user.id, counterpart.id] : [counterpart.id, user.id];
  }

  if (input.meeting_id) {
    const [meeting] = await completedMeetings(
      db,
      user,
      [project.id],
      and(eq(meetings.id, input.meeting_id), eq(meetings.buyerId, buyerId), eq(meetings.sellerId, sellerId)),
    );
    if (!meeting) throw badRequest('invalid_meeting', 'The meeting must be a completed meeting of this pair');
  }

  const [row] = await db
    .insert(transactions)
    .values({
      projectId: project.id,
      meetingId: input.meeting_id,
      buyerId,
      sellerId,
      productService: input.product_service,
      quantity: input.quantity,
      estimatedValue: input.estimated_value,
      currency: input.currency,
      notes: input.notes,
      status: 'proposed',
      registeredBy: user.id,
    })
    .returning({ id: transactions.id });
  return row.id;
}
