// Budget: the JavaScript of the landing and login screens stays under 150 KiB gzipped (decision 005),
// counted as the bytes the server sends: the build's .gz siblings, or the file itself where the build
// wrote none (docs/decisions/027-precompressed-assets.md); brotli, what browsers on HTTPS get, is shown
// beside. Reads the built app (default dist/web, or BUDGET_WEB_DIR), prints a table per screen and
// exits 1 when a screen is over budget. Run after a build: `node scripts/budgets/js-size.ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JS_BUDGET_BYTES, screenBudgets } from './js-files.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.resolve(process.env.BUDGET_WEB_DIR ?? path.join(root, 'dist/web'));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const column = (text: string) => text.padStart(12);

let over = false;
let unpacked = false;
for (const screen of screenBudgets(webDir)) {
  console.log(`\n${screen.name} (${screen.path})`);
  const width = Math.max(...screen.files.map((f) => f.file.length)) + 10;
  console.log(`  ${'file'.padEnd(width)}${column('raw')}${column('gzip sent')}${column('brotli sent')}`);
  for (const f of [...screen.files].sort((a, b) => b.gzip - a.gzip)) {
    const name = `${f.file}${f.locale ? ' (texts)' : ''}${f.precompressed ? '' : ' (as is)'}`;
    console.log(`  ${name.padEnd(width)}${column(kb(f.bytes))}${column(kb(f.gzip))}${column(kb(f.brotli))}`);
  }
  const ok = screen.gzip <= JS_BUDGET_BYTES;
  over ||= !ok;
  // The large chunks always compress: none precompressed means a build without precompress().
  unpacked ||= screen.files.every((f) => !f.precompressed);
  console.log(
    `  ${'total'.padEnd(width)}${column(kb(screen.files.reduce((sum, f) => sum + f.bytes, 0)))}${column(kb(screen.gzip))}${column(kb(screen.brotli))}  budget ${kb(JS_BUDGET_BYTES)} gzip: ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}

if (over) {
  console.error(
    unpacked
      ? `\n${webDir} has no .gz or .br files: build it with vite.config.ts, whose precompress() writes them.`
      : '\nThe landing or login screen loads more than 150 KiB of gzipped JavaScript: load the rest lazily.',
  );
  process.exit(1);
}
