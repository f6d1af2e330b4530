// Budget: the JavaScript of the landing and login screens stays under 150 KiB gzipped (decision 005).
// Reads the built app (default dist/web, or BUDGET_WEB_DIR), prints a table per screen and exits 1
// when a screen is over budget. Run after a build: `node scripts/budgets/js-size.ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JS_BUDGET_BYTES, screenBudgets } from './js-files.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.resolve(process.env.BUDGET_WEB_DIR ?? path.join(root, 'dist/web'));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

let over = false;
for (const screen of screenBudgets(webDir)) {
  console.log(`\n${screen.name} (${screen.path})`);
  const width = Math.max(...screen.files.map((f) => f.file.length)) + 2;
  console.log(`  ${'file'.padEnd(width)}${'raw'.padStart(12)}${'gzip'.padStart(12)}`);
  for (const f of [...screen.files].sort((a, b) => b.gzip - a.gzip)) {
    const name = f.locale ? `${f.file} (texts)` : f.file;
    console.log(`  ${name.padEnd(width)}${kb(f.bytes).padStart(12)}${kb(f.gzip).padStart(12)}`);
  }
  const ok = screen.gzip <= JS_BUDGET_BYTES;
  over ||= !ok;
  console.log(
    `  ${'total'.padEnd(width)}${''.padStart(12)}${kb(screen.gzip).padStart(12)}  budget ${kb(JS_BUDGET_BYTES)}: ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}

if (over) {
  console.error('\nThe landing or login screen loads more than 150 KiB of gzipped JavaScript: load the rest lazily.');
  process.exit(1);
}
