import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';
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
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), firstScreenTexts(), precompress()],
  build: { outDir: '../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 600, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false } },
  },
});
