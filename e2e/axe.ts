// The journeys' accessibility check: axe-core's serious and critical violations, the ones the
// product promises none of (README, "Test it").
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface Violation {
  id: string;
  impact: string;
  help: string;
  /** Each offending node's selector and axe's summary of what fails there. */
  targets: string[];
}

/** The serious and critical axe violations on the page, only inside `include` and never inside `exclude`. */
export async function seriousViolations(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
): Promise<Violation[]> {
  // Legacy mode runs axe in the page itself; the default ran each frame apart and merged the results
  // in a new blank page per check, which only cross-origin frames need (the app has none to test).
  // Only the violations are read, so axe skips the details of every passing node.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`),
    }));
}

/** The ids of the serious and critical axe violations on the page, or inside `include` (a selector). */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  return (await seriousViolations(page, { include })).map((v) => v.id);
}
