// The flagship bench's one table: a row per step with its goal, its figure and whether it met the
// goal, printed as each step ends and written to bench/results/flagship.json at the end.
export interface Row {
  step: string;
  goal: string;
  figure: string;
  /** 'yes', 'no', '-' (measured, no goal) or 'not built'. */
  met: string;
  detail?: Record<string, unknown>;
}

export const rows: Row[] = [];

export function row(
  step: string,
  goal: string,
  figure: string,
  met: boolean | '-' | 'not built',
  detail?: Row['detail'],
) {
  rows.push({ step, goal, figure, met: met === true ? 'yes' : met === false ? 'no' : met, detail });
  console.log(`  ${step}: ${figure}${detail ? ` ${JSON.stringify(detail)}` : ''}`);
}

/** Milliseconds as seconds with one decimal. */
export const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
