// The journeys' accessibility check: axe-core's serious and critical violations, the ones the
// product promises none of (README, "Test it").
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The ids of the serious and critical axe violations on the page, or inside `include` (a selector). */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}
