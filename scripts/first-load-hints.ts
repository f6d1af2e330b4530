// At build time, turns web/app/first-load.json (which modules and requests each signed-in page needs
// first) into the build's file names: dist/web/first-load.json lists, per page, the scripts beyond
// the main one (the signed-in frame's, the screen's, with everything they import statically) and the
// language files, so the server can name them in the page it sends and the browser fetches them
// beside the main script instead of after it has run (docs/decisions/036-first-paint-and-lighthouse.md).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export const FIRST_LOAD_FILE = 'first-load.json';

interface Declared {
  frame: { module: string; data: string[] };
  routes: { path: string; module: string; data: string[] }[];
}

/** What the server reads: file names are relative to the web root, paths and data as declared. */
export interface FirstLoadHints {
  frame: { scripts: string[]; data: string[] };
  routes: { path: string; scripts: string[]; data: string[] }[];
  /** The whole language file of each language, by language code. */
  texts: Record<string, string>;
}

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk and every chunk it imports statically, by file name. */
function closure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * Libraries the first pages must not load: the schema library builds every schema as its module runs,
 * a third of a phone's first-load work when it did (forms and a few screens load it with themselves).
 */
const NOT_IN_FIRST_LOAD = [{ name: 'the schema library (zod)', pattern: /[\\/]node_modules[\\/]zod[\\/]/ }];

/** Fails the build when a first page's scripts hold such a library, naming the modules that import it. */
function refuseHeavyLibraries(bundle: OutputBundle, page: string, files: Set<string>) {
  for (const file of files) {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    for (const { name, pattern } of NOT_IN_FIRST_LOAD) {
      if (!chunk.moduleIds.some((id) => pattern.test(id))) continue;
      const importers = chunk.moduleIds.filter((id) => !pattern.test(id) && /[\\/](core|web)[\\/]/.test(id));
      throw new Error(
        `${page} loads ${name} first, in ${file} (with ${importers.slice(0, 5).join(', ')}): import its constants ` +
          'from a module without schemas, or load what needs it lazily (docs/decisions/036-first-paint-and-lighthouse.md)',
      );
    }
  }
}

export function firstLoadHints(webRoot: string): Plugin {
  const source = path.join(webRoot, 'app', FIRST_LOAD_FILE);
  return {
    name: 'first-load-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const declared = JSON.parse(fs.readFileSync(source, 'utf8')) as Declared;
      const chunks = chunksOf(bundle);
      const byModule = (module: string) => {
        const id = path.join(webRoot, module);
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        if (!chunk) throw new Error(`${source}: no chunk of its own for ${module}; is it loaded lazily?`);
        return chunk.fileName;
      };
      // The main script and what it imports are in the page already.
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('first-load-hints: the build has no entry chunk');
      const inPage = closure(bundle, entry.fileName);
      const beyond = (files: Set<string>, also = new Set<string>()) =>
        [...files].filter((f) => !inPage.has(f) && !also.has(f));
      const frame = closure(bundle, byModule(declared.frame.module));
      const languageChunks = (pattern: RegExp) =>
        Object.fromEntries(
          chunks.flatMap((c) => {
            const match = c.facadeModuleId?.match(pattern);
            return match ? [[match[1], c.fileName]] : [];
          }),
        );
      refuseHeavyLibraries(bundle, 'The main script', inPage);
      refuseHeavyLibraries(bundle, 'The signed-in frame', frame);
      for (const route of declared.routes)
        refuseHeavyLibraries(bundle, route.path, closure(bundle, byModule(route.module)));
      const hints: FirstLoadHints = {
        frame: { scripts: beyond(frame), data: declared.frame.data },
        routes: declared.routes.map((route) => ({
          path: route.path,
          scripts: beyond(closure(bundle, byModule(route.module)), frame),
          data: route.data,
        })),
        texts: languageChunks(/[\\/]i18n[\\/]locales[\\/]([a-z]{2})\.json$/),
      };
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_FILE, source: `${JSON.stringify(hints, null, 2)}\n` });
    },
  };
}
