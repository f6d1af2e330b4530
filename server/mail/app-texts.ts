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

/** The text of `key` in `language` (English when that language lacks it), {{params}} filled. */
export function appText(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const template = lookup(localeTree(language), key) ?? lookup(localeTree('en'), key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
