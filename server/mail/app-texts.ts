// The app's own words in e-mails: a notice by e-mail says exactly what the bell says, so its title
// and message are read from the web's locale files (loaded once) and filled like i18next does.
import { readFileSync } from 'node:fs';
import type { Language } from '../../core/constants.ts';

type Tree = { [key: string]: string | Tree };

const loaded = new Map<Language, Tree>();

function localeTree(language: Language): Tree {
  let tree = loaded.get(language);
  if (!tree) {
    tree = JSON.parse(
      readFileSync(new URL(`../../web/i18n/locales/${language}.json`, import.meta.url), 'utf8'),
    ) as Tree;
    loaded.set(language, tree);
  }
  return tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The template of `key` in `language`: with a numeric `count`, its plural form first (`key_one`,
 * `key_other`... by the language's plural rules, as i18next picks them), then the key itself.
 */
function templateOf(language: Language, key: string, count: unknown): string | undefined {
  const tree = localeTree(language);
  if (typeof count === 'number') {
    const form = new Intl.PluralRules(language).select(count);
    const plural = lookup(tree, `${key}_${form}`) ?? lookup(tree, `${key}_other`);
    if (plural) return plural;
  }
  return lookup(tree, key);
}

/** The text of `key` in `language` (English when that language lacks it), {{params}} filled. */
export function appText(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const template = templateOf(language, key, params.count) ?? templateOf('en', key, params.count) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
