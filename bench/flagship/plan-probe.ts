// Child process of the flagship bench: plans the input the server loaded (a JSON file named by
// argv[2]) once, as the server's worker does, and prints its CPU time, this process's peak memory
// and the plan's distance to its upper bound, so the plan is measured alone.
import fs from 'node:fs';
import { planSchedule } from '../../core/scheduler/index.ts';
import type { SchedulerInput } from '../../core/scheduler/types.ts';

const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as SchedulerInput;
const before = process.cpuUsage();
const start = performance.now();
const result = planSchedule(input);
const used = process.cpuUsage(before);
console.log(
  JSON.stringify({
    wallMs: performance.now() - start,
    cpuMs: (used.user + used.system) / 1000,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
    meetings: result.meetings.length,
    totalWeight: result.totalWeight,
    upperBound: result.upperBound,
    phases: result.phases,
  }),
);
