// `npm run bench`: runs every benchmark under bench/<name>/index.ts in turn; each prints a table
// and writes its JSON under bench/results/. Arguments after the name go to that bench
// (`npm run bench b2bsp -- --variants`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, 'index.ts')))
  .map((e) => e.name)
  .filter((name) => !only || name === only);

let failed = 0;
for (const name of benches) {
  console.log(`\n## ${name}`);
  const r = spawnSync(process.execPath, [path.join(dir, name, 'index.ts'), ...process.argv.slice(3)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
