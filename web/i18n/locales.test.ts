// Every visible text exists in all four languages, and every key the code names exists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/constants.ts';
import { navItems, ROLES } from '../../core/roles.ts';

type Tree = { [key: string]: string | Tree };

const localesDir = path.join(__dirname, 'locales');
const load = (lng: string): Tree => JSON.parse(fs.readFileSync(path.join(localesDir, `${lng}.json`), 'utf8'));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const en = flatten(load('en'));

/** Literal keys named in the web code: t('a.b'), titleKey: 'a.b', i18nKey="a.b". */
function keysInCode(dir: string): Set<string> {
  const keys = new Set<string>();
  const pattern = /(?:\bt\(|Key: |i18nKey=)['"]([a-zA-Z][\w]*(?:\.[\w]+)+)['"]/g;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of source.matchAll(pattern)) keys.add(m[1]);
  }
  return keys;
}

describe('locales', () => {
  for (const lng of LANGUAGES) {
    it(`${lng} has exactly the English keys, none empty`, () => {
      const other = flatten(load(lng));
      const missing = [...en.keys()].filter((k) => !other.has(k));
      const extra = [...other.keys()].filter((k) => !en.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      expect([...other].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
    });

    it(`${lng} keeps every interpolation placeholder`, () => {
      const other = flatten(load(lng));
      const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      const broken = [...en].filter(([k, v]) => placeholders(v).join() !== placeholders(other.get(k) ?? '').join());
      expect(broken.map(([k]) => k)).toEqual([]);
    });
  }

  it('has every key the web code names', () => {
    // A plural text exists as its forms (`key_one`, `key_other`), which i18next picks by `count`.
    const missing = [...keysInCode(path.join(__dirname, '..'))].filter((k) => !en.has(k) && !en.has(`${k}_other`));
    expect(missing).toEqual([]);
  });

  it('has every sidebar label and role name', () => {
    const keys = ROLES.flatMap((r) => [...navItems(r).map((i) => i.labelKey), `roles.${r}`]);
    expect(keys.filter((k) => !en.has(k))).toEqual([]);
  });
});
