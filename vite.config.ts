import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadHints } from './scripts/first-load-hints.ts';
import { precompress } from './scripts/precompress.ts';
import { signedInChunk } from './scripts/signed-in-chunk.ts';
import { pickFirstScreenTexts } from './web/i18n/first-screen.ts';

const FIRST_TEXTS = 'virtual:first-texts/';

// 'virtual:first-texts/<lng>': the parts of web/i18n/locales/<lng>.json the landing and login
// screens show, derived at build time so the language files stay the one source of every text.
function firstScreenTexts(): Plugin {
  return {
    name: 'first-screen-texts',
    resolveId: (id) => (id.startsWith(FIRST_TEXTS) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${FIRST_TEXTS}`)) return;
      const language = id.slice(FIRST_TEXTS.length + 1);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`No language file for ${id}`);
      const file = path.resolve(import.meta.dirname, 'web/i18n/locales', `${language}.json`);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(pickFirstScreenTexts(JSON.parse(fs.readFileSync(file, 'utf8'))))};`;
    },
  };
}

// The web app lives in web/ and builds into dist/web, which the server serves. The manifest
// (dist/web/.vite/manifest.json) tells scripts/budgets/js-size.ts which chunks each screen loads;
// precompress() writes .br and .gz siblings the server sends instead (docs/decisions/027-precompressed-assets.md).
// The installable app (docs/decisions/031-installable-app-and-offline.md): the manifest, and the
// service worker web/sw.ts with this build's files listed for its precache. Only the originals:
// the .br/.gz siblings are the server's business (decision 027), and the browser decodes them.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  // Registered by web/pwa/register.ts from the signed-in frame, never by a script in the first screen.
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    id: '/',
    name: 'B2B Platform',
    short_name: 'B2B',
    description: 'Exhibition B2B Matching Platform',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#1d4ed8',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    globIgnores: ['**/*.br', '**/*.gz', '.vite/**', 'sw.js', 'icons/apple-touch-icon-180.png'],
    // The largest chunks (the admin's screens) are still part of the app a phone may open.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

const webRoot = path.resolve(import.meta.dirname, 'web');
const signedIn = signedInChunk(webRoot);

// `vite build --ssr`: the first screens drawn on the server (web/ssr/first-screen.tsx), into dist/ssr,
// which server/first-screen.ts loads (docs/decisions/051-first-screen-on-the-server.md). The app's
// own plugins are the browser build's business.
const firstScreenBuild = defineConfig({
  root: 'web',
  plugins: [react()],
  build: { ssr: 'ssr/first-screen.tsx', outDir: '../dist/ssr', emptyOutDir: true, copyPublicDir: false },
  // Its libraries bundled in too, so React runs its production build: the server sets no NODE_ENV,
  // and React's development build draws several times slower.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});

const appBuild = defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), firstScreenTexts(), signedIn.plugin, firstLoadHints(webRoot), pwa, precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Fewer, larger chunks for a phone on HTTP/1.1 (six connections, a round trip each): everything
    // the entry loads statically in one chunk, what the signed-in screens share in another
    // (scripts/signed-in-chunk.ts), and the icons of the other lazy screens in a few chunks by the
    // screens that share them, not one file per icon (docs/decisions/036-first-paint-and-lighthouse.md).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            ...signedIn.groups,
            // Every icon two screens share in one chunk: about 10 KB, one request where a screen
            // took six chunks of icons grouped by the screens sharing them.
            { name: 'icons', test: /node_modules[\\/]lucide-react/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? firstScreenBuild : appBuild));
