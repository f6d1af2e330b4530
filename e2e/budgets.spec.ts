// The JavaScript budget seen from the browser: the .js files Chromium fetches to render the landing
// and login screens, in each language, are exactly the files scripts/budgets/js-size.ts counts from
// Vite's manifest, and arrive as it counts them: compressed by the build (.br or .gz siblings,
// docs/decisions/027-precompressed-assets.md) and decoding to the built file. What Chromium
// downloads, and what a browser taking only gzip is sent for the same files, each stay within
// 150 KiB. Measures the built app (npm start); against a Vite dev server there is nothing to measure.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGET_SCREENS, JS_BUDGET_BYTES, localeFiles, screenBudgets, sentSizes } from '../scripts/budgets/js-files.ts';
import { presetLanguage } from './fixtures.ts';

// The build the server serves (CI: dist/web of this checkout); BUDGET_WEB_DIR when serving another.
const webDir = path.resolve(process.env.BUDGET_WEB_DIR ?? 'dist/web');
const LANGUAGES = ['ko', 'en', 'zh', 'ja'] as const;

/** A script as Chromium received it: its encoding and length as sent, the bytes downloaded, its size decoded. */
type Received = { encoding?: string; length: number; downloaded: number; decoded: number };

const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);

for (const screen of BUDGET_SCREENS) {
  test(`the ${screen.name} screen loads at most 150 KiB of compressed JavaScript in every language`, async ({
    browser,
  }) => {
    for (const language of LANGUAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await presetLanguage(page, language);
      const scripts = new Map<string, Received>();
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
        pending.push(
          (async () => {
            const headers = await response.allHeaders();
            const decoded = (await response.body()).length;
            const { responseBodySize } = await response.request().sizes();
            scripts.set(url.pathname.replace(/^\//, ''), {
              encoding: headers['content-encoding'],
              length: Number(headers['content-length']),
              downloaded: responseBodySize,
              decoded,
            });
          })(),
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
      expect(fs.existsSync(path.join(webDir, '.vite/manifest.json')), `no manifest in ${webDir}`).toBe(true);
      const where = `${screen.path} in ${language}: ${JSON.stringify([...scripts])}`;

      // Each script came as the build compressed it, and decoded to the built file.
      for (const [file, got] of scripts) {
        const sent = sentSizes(webDir, file);
        expect(got.decoded, file).toBe(sent.bytes);
        if (sent.precompressed) expect(got.encoding, file).toMatch(/^(br|gzip)$/);
        else expect(got.encoding, file).toBeUndefined();
        const expected = got.encoding === 'br' ? sent.brotli : got.encoding === 'gzip' ? sent.gzip : sent.bytes;
        expect(got.length, file).toBe(expected);
        expect(got.downloaded, file).toBe(expected);
      }
      // What Chromium downloaded, and what a browser taking only gzip is sent for the same files.
      expect(sum([...scripts.values()].map((s) => s.downloaded)), where).toBeLessThanOrEqual(JS_BUDGET_BYTES);
      expect(sum(files.map((f) => sentSizes(webDir, f).gzip)), where).toBeLessThanOrEqual(JS_BUDGET_BYTES);

      // The script's list, minus the texts it counts at their largest, is what the browser fetched.
      const locales = new Set(localeFiles(webDir));
      const counted = screenBudgets(webDir).find((s) => s.name === screen.name)!;
      expect(files.filter((f) => !locales.has(f)).sort()).toEqual(
        counted.files
          .filter((f) => !f.locale)
          .map((f) => f.file)
          .sort(),
      );
      // The first screens' texts of the language only: the fallback's are not read unless shown.
      expect(files.filter((f) => locales.has(f))).toHaveLength(1);
    }
  });
}
