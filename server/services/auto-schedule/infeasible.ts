// The answer when the organiser's asks leave no plan (docs/rules.md#fixed-meetings-and-precedences):
// 422 plan_infeasible with every reason in names and times, so the organiser can see what to change.
import { inArray } from 'drizzle-orm';
import type { SlotSettings } from '../../../core/rules/slots.ts';
import type { PlanInfeasibility } from '../../../core/scheduler/types.ts';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { type People, presentInfeasibility } from '../../presenters/plan-constraint.ts';

/**
 * The 422 for `reasons`; people the plan's state does not know (someone who left the project, the
 * other side of a meeting of another project) are named from their profiles.
 */
export async function planInfeasible(
  db: Pick<Db, 'select'>,
  reasons: PlanInfeasibility[],
  known: People,
  settings: SlotSettings,
): Promise<ApiError> {
  const ids = [
    ...new Set(reasons.flatMap((r) => [...r.people, ...r.meetings.flatMap((m) => [m.buyerId, m.sellerId])])),
  ];
  const missing = ids.filter((id) => !known.has(id));
  const people = new Map(known);
  if (missing.length) {
    const rows = await db
      .select({ id: profiles.id, full_name: profiles.fullName, company_name: profiles.companyName })
      .from(profiles)
      .where(inArray(profiles.id, missing));
    for (const r of rows) people.set(r.id, r);
  }
  return new ApiError(422, 'plan_infeasible', 'The fixed meetings and orders asked leave no plan', {
    reasons: presentInfeasibility(reasons, people, settings),
  });
}
