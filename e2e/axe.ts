// The journeys' accessibility check: axe-core's serious and critical violations, the ones the
// product promises none of (README, "Test it").
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** What AxeBuilder would inject: the axe-core it imports itself. */
const AXE_SOURCE = axe.source;
/** AxeBuilder's own limit for injecting into a frame (a frame that runs no scripts never answers). */
const INJECT_TIMEOUT_MS = 1000;

/**
 * Puts axe into every frame of the page that lacks it. AxeBuilder evaluates axe's 500 KB source
 * in the page twice per check (once before, once in every frame); a screen reached inside the app
 * keeps the axe of its document, and one reached by a page load gets it here once. The rules and
 * the run are AxeBuilder's own, on the same axe-core (docs/decisions/026-test-run-speed.md).
 */
async function injectWhereMissing(page: Page) {
  for (const frame of page.frames()) {
    const inject = frame
      .evaluate('typeof window.axe?.run === "function"')
      .then((present) => (present ? undefined : frame.evaluate(AXE_SOURCE)));
    if (frame === page.mainFrame()) {
      await inject;
      continue;
    }
    // Like AxeBuilder: a frame axe cannot enter (a sandboxed e-mail) is left out, not an error.
    inject.catch(() => {});
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, INJECT_TIMEOUT_MS));
    await Promise.race([inject, timeout]).catch(() => {});
  }
}

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
  await injectWhereMissing(page);
  // An empty source: AxeBuilder then injects nothing more, and runs the axe put in place above.
  const builder = new AxeBuilder({ page, axeSource: ';' }).options({ resultTypes: ['violations'] }).setLegacyMode();
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
