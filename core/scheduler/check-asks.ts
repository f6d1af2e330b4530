// An independent check that a plan keeps the organiser's asks (docs/rules.md#fixed-meetings-and-precedences),
// written plainly so it shares no code with the planner it checks: every fixed meeting at its slot,
// and each precedence kept whenever both of its meetings are planned or booked. Used by the tests.
import type { ProposedMeeting, SchedulerInput } from './types.ts';

/** Every ask the plan breaks, as readable lines; empty when it keeps them all. */
export function askViolations(input: SchedulerInput, meetings: ProposedMeeting[]): string[] {
  const out: string[] = [];
  const when = new Map<string, { date: string; slot: number }[]>();
  const own = input.existing.filter((x) => !x.otherProject);
  for (const x of [...own, ...meetings]) {
    const pair = `${x.buyerId}|${x.sellerId}`;
    when.set(pair, [...(when.get(pair) ?? []), { date: x.date, slot: x.slot }]);
  }
  for (const f of input.fixed ?? []) {
    const pair = `${f.buyerId}|${f.sellerId}`;
    if (!(when.get(pair) ?? []).some((w) => w.date === f.date && w.slot === f.slot)) {
      out.push(`${pair} is not at its fixed slot ${f.date}|${f.slot}`);
    }
  }
  const order = (w: { date: string; slot: number }) => input.dates.indexOf(w.date) * input.slotsPerDay + w.slot;
  for (const p of input.precedences ?? []) {
    const a = `${p.before.buyerId}|${p.before.sellerId}`;
    const b = `${p.after.buyerId}|${p.after.sellerId}`;
    const first = when.get(a);
    const second = when.get(b);
    if (!first || !second) continue;
    if (Math.min(...first.map(order)) >= Math.min(...second.map(order))) out.push(`${a} does not come before ${b}`);
  }
  return out;
}
