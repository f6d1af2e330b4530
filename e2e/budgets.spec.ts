// The JavaScript budget seen from the browser: the .js files Chromium fetches to render the landing
// and login screens, in each language, sum to at most 150 KiB gzipped, and they are exactly the files
// scripts/budgets/js-size.ts counts from Vite's manifest (so the script's list cannot drift from
// reality). Measures the built app (npm start); against a Vite dev server there is nothing to measure.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGET_SCREENS, gzipSize, JS_BUDGET_BYTES, localeFiles, screenBudgets } from '../scripts/budgets/js-files.ts';
import { presetLanguage } from './fixtures.ts';

// The build the server serves (CI: dist/web of this checkout); BUDGET_WEB_DIR when serving another.
const webDir = path.resolve(process.env.BUDGET_WEB_DIR ?? 'dist/web');
const LANGUAGES = ['ko', 'en', 'zh', 'ja'] as const;

for (const screen of BUDGET_SCREENS) {
  test(`the ${screen.name} screen loads at most 150 KiB of gzipped JavaScript in every language`, async ({
    browser,
  }) => {
    for (const language of LANGUAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await presetLanguage(page, language);
      const scripts = new Map<string, number>();
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
        pending.push(
          response.body().then((body) => {
            scripts.set(url.pathname.replace(/^\//, ''), gzipSize(body));
          }),
        );
      });
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      await context.close();

      const files = [...scripts.keys()];
      test.skip(
        files.some((f) => f.startsWith('@vite/') || /\.tsx?$/.test(f)),
        'A Vite dev server serves unbundled modules: the budget measures the built app (npm start)',
      );
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      expect(total, `${screen.path} in ${language}: ${JSON.stringify([...scripts])}`).toBeLessThanOrEqual(
        JS_BUDGET_BYTES,
      );

      // The script's list, minus the texts it counts at their largest, is what the browser fetched.
      expect(fs.existsSync(path.join(webDir, '.vite/manifest.json')), `no manifest in ${webDir}`).toBe(true);
      const locales = new Set(localeFiles(webDir));
      const counted = screenBudgets(webDir).find((s) => s.name === screen.name)!;
      expect(files.filter((f) => !locales.has(f)).sort()).toEqual(
        counted.files
          .filter((f) => !f.locale)
          .map((f) => f.file)
          .sort(),
      );
      // The first screens' texts of the language, and of Korean, the fallback.
      expect(files.filter((f) => locales.has(f))).toHaveLength(language === 'ko' ? 1 : 2);
    }
  });
}
