// `node scripts/i18n-merge.ts FILE`: deep-merges { en: {...}, ko: {...}, zh: {...}, ja: {...} }
// from FILE into web/i18n/locales/*.json, so several people can add texts without editing the
// locale files by hand at once.
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../core/constants.ts';

type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: Tree) {
  for (const [k, v] of Object.entries(from)) {
    const existing = into[k];
    if (typeof v === 'object' && typeof existing === 'object') merge(existing, v);
    else into[k] = v;
  }
}

const additions = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as Record<string, Tree>;
for (const lng of LANGUAGES) {
  if (!additions[lng]) throw new Error(`${process.argv[2]} has no "${lng}" texts`);
}
for (const lng of LANGUAGES) {
  const file = path.join('web/i18n/locales', `${lng}.json`);
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  merge(tree, additions[lng]);
  fs.writeFileSync(file, `${JSON.stringify(tree, null, 2)}\n`);
}
console.log(`merged into ${LANGUAGES.length} locale files`);
