// One chunk for what the signed-in screens share (docs/decisions/036-first-paint-and-lighthouse.md):
// a phone on HTTP/1.1 opens six connections, so thirty small files cost five round trips where one
// file costs one. The chunk takes the shared libraries, components, helpers and API modules used by
// two screens or more, but nothing the login screen imports, or it would load it all and outgrow its
// budget: those go into a chunk of their own, exactly what the login screen needs.
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the chunk may take: libraries, the app's components, helpers and API modules, and core's
 * rules and schemas; not the large libraries of a few screens (charts, the QR decoder, forms).
 */
const SHAREABLE =
  /node_modules[\\/]|web[\\/](components|lib|app|pwa|i18n)[\\/]|web[\\/]features[\\/][^\\/]+[\\/](?:[\w-]+-)?api\.ts$|core[\\/]/;
/** The icons, grouped by the screens that use them in vite.config.ts. */
const ICONS = /node_modules[\\/]lucide-react[\\/]/;
const SCREEN_LIBRARIES =
  /node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|@zxing|zxing-wasm|barcode-detector|react-hook-form|@hookform|uqr|@tanstack[\\/](react-virtual|virtual-core))[\\/]/;

/**
 * The schema library: building a screen's schemas runs at load (every `z.object(...)` and check), a
 * third of a phone's first-load work when the chunk carried them all. Only forms and a few screens
 * need it, so neither it nor what imports it goes into the chunk every screen loads.
 */
const SCHEMA_LIBRARY = /node_modules[\\/]zod[\\/]/;

/** The signed-out screen with a budget (scripts/budgets/js-files.ts), relative to web/. */
const LOGIN = 'screens/login/LoginScreen.tsx';

export function signedInChunk(webRoot: string) {
  const login = new Set<string>();
  /** Modules that import the schema library, directly or through others (static imports). */
  const needsSchemas = new Set<string>();
  const shareable = (id: string) =>
    SHAREABLE.test(id) && !SCREEN_LIBRARIES.test(id) && !ICONS.test(id) && !needsSchemas.has(id);
  const plugin: Plugin = {
    name: 'signed-in-chunk',
    apply: 'build',
    // The module graph is complete here; chunks are made after, so `test` below sees the whole set.
    buildEnd() {
      const visit = (id: string) => {
        // The icons' index imports every icon: the icons are vite.config.ts's 'icons' group's.
        if (login.has(id) || ICONS.test(id)) return;
        login.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(path.join(webRoot, LOGIN));
      const mark = (id: string) => {
        if (needsSchemas.has(id)) return;
        needsSchemas.add(id);
        for (const importer of this.getModuleInfo(id)?.importers ?? []) mark(importer);
      };
      for (const id of this.getModuleIds()) if (SCHEMA_LIBRARY.test(id)) mark(id);
    },
  };
  const groups = [
    // What the login screen shares with the others (the form fields, the API client): one chunk of
    // its own, exactly what the login screen needs, which the signed-in screens load with 'shared'.
    {
      name: 'login-shared',
      minShareCount: 2,
      priority: 2,
      includeDependenciesRecursively: false,
      test: (id: string) => shareable(id) && login.has(id),
    },
    {
      name: 'shared',
      minShareCount: 2,
      priority: 2,
      // Its modules' own imports stay where they are, so nothing of the login screen's is pulled in.
      includeDependenciesRecursively: false,
      test: (id: string) => shareable(id) && !login.has(id),
    },
  ];
  return { plugin, groups };
}
