// Reads of a project's fixed meetings and precedences (docs/rules.md#fixed-meetings-and-precedences),
// and the check that the people they name take part in the project in their roles.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SlotSettings } from '../../../core/rules/slots.ts';
import type { FixedMeeting, Precedence } from '../../../core/schemas/plan-constraints.ts';
import type { Db } from '../../db/client.ts';
import { fixedMeetings, meetingPrecedences, profiles, projectParticipants, type projects } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { type People, presentFixedMeeting, presentPrecedence } from '../../presenters/plan-constraint.ts';
import { activeParticipant } from '../../queries/participants.ts';

type ProjectRow = typeof projects.$inferSelect;

export const slotSettingsOf = (project: ProjectRow): SlotSettings => ({
  day_start: project.dayStart,
  slot_minutes: project.slotMinutes,
  daily_meet_limit: project.dailyMeetLimit,
});

/** Names and companies of the people with these ids (whoever they are now). */
async function peopleById(db: Db, ids: string[]): Promise<People> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, full_name: profiles.fullName, company_name: profiles.companyName })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The project's fixed meetings (or the one with `id`), by day and time. */
export async function listFixedMeetings(db: Db, project: ProjectRow, id?: string): Promise<FixedMeeting[]> {
  const rows = await db
    .select()
    .from(fixedMeetings)
    .where(and(eq(fixedMeetings.projectId, project.id), id ? eq(fixedMeetings.id, id) : undefined))
    .orderBy(
      asc(fixedMeetings.meetingDate),
      asc(fixedMeetings.startTime),
      asc(fixedMeetings.createdAt),
      asc(fixedMeetings.id),
    );
  const people = await peopleById(
    db,
    rows.flatMap((r) => [r.buyerId, r.sellerId]),
  );
  return rows.map((r) => presentFixedMeeting(r, people, slotSettingsOf(project)));
}

/** The project's precedences (or the one with `id`), in the order they were asked. */
export async function listPrecedences(db: Db, projectId: string, id?: string): Promise<Precedence[]> {
  const rows = await db
    .select()
    .from(meetingPrecedences)
    .where(and(eq(meetingPrecedences.projectId, projectId), id ? eq(meetingPrecedences.id, id) : undefined))
    .orderBy(asc(meetingPrecedences.createdAt), asc(meetingPrecedences.id));
  const people = await peopleById(
    db,
    rows.flatMap((r) => [r.beforeBuyerId, r.beforeSellerId, r.afterBuyerId, r.afterSellerId]),
  );
  return rows.map((r) => presentPrecedence(r, people));
}

/**
 * Throws 400 not_participant unless every pair's buyer is a confirmed, active buyer of the project
 * and its seller a seller: an ask about anyone else could never be planned.
 */
export async function requirePairs(db: Db, projectId: string, pairs: { buyer_id: string; seller_id: string }[]) {
  const ids = [...new Set(pairs.flatMap((p) => [p.buyer_id, p.seller_id]))];
  const rows = await db
    .select({ id: projectParticipants.userId, role: projectParticipants.role })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(
      and(eq(projectParticipants.projectId, projectId), inArray(projectParticipants.userId, ids), activeParticipant),
    );
  const has = (id: string, role: string) => rows.some((r) => r.id === id && r.role === role);
  if (!pairs.every((p) => has(p.buyer_id, 'buyer') && has(p.seller_id, 'seller'))) {
    throw badRequest(
      'not_participant',
      'Each meeting needs a buyer and a seller who take part in the project in those roles',
    );
  }
}
