// Entry of the placement solver: see types.ts for the problem, docs/decisions/020 for how.
export { checkPlacement } from './check.ts';
export {
  explainInfeasibility,
  INFEASIBILITY_CODES,
  type InfeasibilityCode,
  type InfeasibilityReason,
} from './infeasibility.ts';
export { solvePlacement } from './solve.ts';
export type * from './types.ts';
