// Proving a lint rule fires: copies the real biome.json into a temporary folder laid out like the
// repository, writes one small file per import to judge, and runs `biome lint` there. Shared by
// the import-boundary tests of core/ and web/ and of the server's layers.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

/** A file at `path` importing `specifier` (statically, or with import() when `lazy`). */
export type Fixture = { path: string; specifier: string; lazy?: boolean };

type Diagnostic = { category: string; location: { path: string } };

/** What `biome lint` said of some fixtures: its exit code and diagnostics. */
export type LintRun = { status: number | null; diagnostics: Diagnostic[] };

const source = ({ specifier, lazy }: Fixture) =>
  lazy
    ? `export const load = () => import('${specifier}');\n`
    : `import { value } from '${specifier}';\n\nexport const copy = value;\n`;

/** Lints `files` (relative to `dir`) with the biome.json found there. */
function lint(dir: string, files: string[]): LintRun {
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=200', ...files], {
    cwd: dir,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as { diagnostics: Diagnostic[] };
  return { status: run.status, diagnostics: report.diagnostics };
}

/** Writes every fixture beside a copy of biome.json and lints the two sets apart; call `remove` after. */
export function lintFixtures(forbidden: Fixture[], allowed: Fixture[]) {
  const dir = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
  copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'));
  for (const fixture of [...forbidden, ...allowed]) {
    mkdirSync(join(dir, dirname(fixture.path)), { recursive: true });
    writeFileSync(join(dir, fixture.path), source(fixture));
  }
  return {
    forbidden: lint(
      dir,
      forbidden.map((f) => f.path),
    ),
    allowed: lint(
      dir,
      allowed.map((f) => f.path),
    ),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The noRestrictedImports diagnostics of one file. */
export const restricted = (run: LintRun, path: string) =>
  run.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports' && d.location.path === path);
