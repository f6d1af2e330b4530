// The organiser's asks of a project's plan (docs/rules.md#fixed-meetings-and-precedences) as the
// planners take them: fixed meetings on the slot grid and precedences by pair, in a stable order
// for the fingerprints of the auto-schedule and the re-plan.
import { eq } from 'drizzle-orm';
import { type SlotSettings, slotNumberOf } from '../../core/rules/slots.ts';
import { hhmm } from '../../core/rules/time.ts';
import type { FixedMeetingAsk, PrecedenceAsk } from '../../core/scheduler/types.ts';
import type { Db } from '../db/client.ts';
import { fixedMeetings, meetingPrecedences } from '../db/schema.ts';

const byJson = (a: object, b: object) => JSON.stringify(a).localeCompare(JSON.stringify(b));

/**
 * The project's fixed meetings and precedences. A fixed time that is no longer a slot of the day
 * comes as slot 0, which the planners name as off the grid.
 */
export async function loadAsks(
  db: Pick<Db, 'select'>,
  projectId: string,
  settings: SlotSettings,
): Promise<{ fixed: FixedMeetingAsk[]; precedences: PrecedenceAsk[] }> {
  const fixedRows = await db.select().from(fixedMeetings).where(eq(fixedMeetings.projectId, projectId));
  const orderRows = await db.select().from(meetingPrecedences).where(eq(meetingPrecedences.projectId, projectId));
  const fixed = fixedRows
    .map((r) => ({
      buyerId: r.buyerId,
      sellerId: r.sellerId,
      date: r.meetingDate,
      slot: slotNumberOf(settings, hhmm(r.startTime)) ?? 0,
    }))
    .sort(byJson);
  const precedences = orderRows
    .map((r) => ({
      before: { buyerId: r.beforeBuyerId, sellerId: r.beforeSellerId },
      after: { buyerId: r.afterBuyerId, sellerId: r.afterSellerId },
    }))
    .sort(byJson);
  return { fixed, precedences };
}
