// Re-planning agreed meetings for fewer breaks: see plan.ts and docs/decisions/024-replan.md.
export { breaksByDate } from './breaks.ts';
export { DEFAULT_MAX_BREAKS, keepWhy, replan } from './plan.ts';
export type * from './types.ts';
