// Which built JavaScript files a browser fetches to render the landing and login screens, read from
// Vite's manifest (vite.config.ts sets build.manifest), and how many bytes the server sends of each.
// Shared by scripts/budgets/js-size.ts and the browser check e2e/budgets.spec.ts, which compares
// this list and these sizes with what Chromium really requests and receives.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The JavaScript of the landing and login screens stays under 150 KiB gzipped (decision 005): the
 * bytes sent to a browser that takes gzip but not brotli, as Chromium over plain HTTP on a venue's LAN
 * (docs/decisions/027-precompressed-assets.md).
 */
export const JS_BUDGET_BYTES = 150 * 1024;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The budgeted screens: the path and the lazy route modules (web/app/router.tsx) it loads on top of the entry. */
export const BUDGET_SCREENS = [
  { name: 'landing', path: '/', lazy: [] as string[] },
  { name: 'login', path: '/login', lazy: ['screens/login/LoginScreen.tsx'] },
];

// Before sign-in a visitor loads the first screens' part of their own language file
// ('virtual:first-texts/<lng>' of vite.config.ts, see web/i18n/index.ts) and not the fallback's,
// as every language has every text: the budget counts the largest of the four.
const LOCALE_KEY = /(^|\/)virtual:first-texts\/([a-z]{2})$/;

/**
 * A built file's size as it is (`bytes`) and as the server sends it (server/web.ts): `gzip` to a
 * browser that takes gzip but not brotli, `brotli` to one that takes both. The build writes .br and
 * .gz siblings (scripts/precompress.ts), except for files too small or too dense to gain, which go as
 * they are.
 */
export type SentSizes = { bytes: number; gzip: number; brotli: number; precompressed: boolean };
export type BudgetFile = SentSizes & { file: string; locale: boolean };
export type ScreenBudget = { name: string; path: string; files: BudgetFile[]; gzip: number; brotli: number };

/** What the server sends of a built file (`file` relative to `webDir`), from the file and its siblings. */
export function sentSizes(webDir: string, file: string): SentSizes {
  const size = (name: string) => fs.statSync(path.join(webDir, name), { throwIfNoEntry: false })?.size;
  const bytes = size(file);
  if (bytes === undefined) throw new Error(`No ${file} in ${webDir}`);
  const gz = size(`${file}.gz`);
  const br = size(`${file}.br`);
  const gzip = gz ?? bytes;
  return { bytes, gzip, brotli: br ?? gzip, precompressed: gz !== undefined || br !== undefined };
}

function readManifest(webDir: string): Manifest {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No ${file}: build the web app first (vite build with build.manifest)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

// A chunk and everything it imports statically: the browser fetches them all before the chunk runs.
function staticClosure(manifest: Manifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}: update BUDGET_SCREENS in scripts/budgets/js-files.ts`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

function measure(webDir: string, file: string, locale: boolean): BudgetFile {
  return { file, ...sentSizes(webDir, file), locale };
}

/** Lists, per budgeted screen, the JS files it fetches (entry, route chunk, their static imports, texts) with sizes. */
export function screenBudgets(webDir: string): ScreenBudget[] {
  const manifest = readManifest(webDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}`);
  const locales = Object.keys(manifest)
    .filter((key) => LOCALE_KEY.test(key))
    .map((key) => ({ language: LOCALE_KEY.exec(key)?.[2], ...measure(webDir, manifest[key].file, true) }));
  if (locales.length === 0) throw new Error('The manifest lacks virtual:first-texts chunks (web/i18n/index.ts)');
  const { language: _, ...largest } = locales.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const texts = [largest];

  return BUDGET_SCREENS.map((screen) => {
    const files = new Set<string>();
    staticClosure(manifest, entries[0], files);
    for (const key of screen.lazy) staticClosure(manifest, key, files);
    const measured = [...files].map((file) => measure(webDir, file, false)).concat(texts);
    const total = (pick: (f: BudgetFile) => number) => measured.reduce((sum, f) => sum + pick(f), 0);
    return { ...screen, files: measured, gzip: total((f) => f.gzip), brotli: total((f) => f.brotli) };
  });
}

/** The hashed file names of the locale chunks, so a browser check can tell them apart. */
export function localeFiles(webDir: string): string[] {
  const manifest = readManifest(webDir);
  return Object.keys(manifest)
    .filter((key) => LOCALE_KEY.test(key))
    .map((key) => manifest[key].file);
}
