// Child process of the scheduler benchmark: plans one generated instance and prints, as JSON, the
// result's figures (of the first of three runs), the warm runs' time and this process's peak
// memory, so the big instances are measured alone.

import { planViolations } from '../../core/scheduler/check.ts';
import { planSchedule } from '../../core/scheduler/index.ts';
import { generate, type InstanceSpec } from './generate.ts';

const spec = JSON.parse(process.argv[2]) as InstanceSpec & { maxMeetingsPerDay?: number; check?: boolean };
const input = { ...generate(spec), maxMeetingsPerDay: spec.maxMeetingsPerDay };
const RUNS = 3;
const rssBefore = process.memoryUsage().rss;
// The first run includes compiling the code (a fresh worker's cost); later runs show warm speed.
// CPU time beside wall time: on a shared machine the wall clock also counts waiting for a core.
const cpu: number[] = [];
const runs = Array.from({ length: RUNS }, () => {
  const before = process.cpuUsage();
  const x = planSchedule(input);
  const used = process.cpuUsage(before);
  cpu.push((used.user + used.system) / 1000);
  return x;
});
const r = runs[0];
const rssAfter = process.memoryUsage().rss;
const warm = runs
  .slice(1)
  .map((x) => x.elapsedMs)
  .sort((a, b) => a - b);
const violations = spec.check ? planViolations(input, r.meetings).length : null;
// The same plan without compact days: how many breaks the weight phase alone leaves.
const plain = planSchedule({ ...input, compactTimeBudgetMs: 0 });
console.log(
  JSON.stringify({
    totalWeight: r.totalWeight,
    upperBound: r.upperBound,
    meetings: r.meetings.length,
    unmet: r.unmet.length,
    elapsedMs: r.elapsedMs,
    warmMs: warm[Math.floor(warm.length / 2)],
    cpuMs: cpu,
    phases: r.phases,
    breaks: r.breaks,
    breaksLowerBound: r.breaksLowerBound,
    maxPersonBreaks: r.maxPersonBreaks,
    breaksWithoutCompacting: plain.breaks,
    violations,
    rssBeforeMB: rssBefore / 2 ** 20,
    rssAfterMB: rssAfter / 2 ** 20,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
  }),
);
