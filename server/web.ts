// Serves the built web app, with index.html for every non-API path so client-side routes load.
// The build writes .br and .gz siblings of its text files (scripts/precompress.ts); preCompressed
// sends the one the browser accepts, with content-encoding and vary: accept-encoding
// (docs/decisions/027-precompressed-assets.md).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_STATE_ID, LANGUAGE_COOKIE, SCREEN_END, SCREEN_START } from '../core/first-screen.ts';
import type { FirstScreen } from '../web/ssr/contract.ts';
import { SESSION_COOKIE } from './auth/sessions.ts';
import { accepts } from './cache/plugin.ts';
import { errorBody } from './error-handler.ts';
import { loadFirstLoad, shownLanguage } from './first-load.ts';
import { type FirstScreens, loadFirstScreens } from './first-screen.ts';

export async function serveWeb(app: FastifyInstance, distDir: string | undefined, firstScreenDir?: string) {
  const hasWeb = !!distDir && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The siblings are encodings of their file, not pages of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Hashed assets never change; index.html, the service worker (sw.js) and the manifest are
      // asked for again on every load, or a new build would stay hidden behind the old one
      // (docs/decisions/031-installable-app-and-offline.md).
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const firstScreens = loadFirstScreens(app, hasWeb ? firstScreenDir : undefined);
  const sendPage = pageSender(hasWeb ? distDir : undefined, firstScreens);
  app.setNotFoundHandler((request, reply) => {
    // A missing file under /assets/ is a chunk of another build: a 404 lets the page notice it
    // (web/lib/stale-build.ts) instead of running index.html as a script.
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (hasWeb && isPage) return sendPage(request, reply);
    return reply.status(404).send(errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}

/**
 * index.html for a client route: as built, or, for a signed-in page that names what it needs first
 * (server/first-load.ts), with those links added to its head and the stylesheet inlined, since the
 * first paint would otherwise wait for the stylesheet while it shares the phone's slow link with
 * them; and, where it can be, with the screen itself drawn in place of the shell's placeholders and
 * the answers it was drawn from (server/first-screen.ts). That page differs per page and person, so
 * it is compressed here: brotli at a middle quality on 80 KB costs about a millisecond.
 */
function pageSender(distDir: string | undefined, firstScreens: FirstScreens) {
  const firstLoad = loadFirstLoad(distDir);
  const html = distDir ? withInlineStylesheet(distDir, fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')) : '';
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const signedIn = !!request.cookies[SESSION_COOKIE];
    const language = shownLanguage(request.cookies[LANGUAGE_COOKIE], request.headers['accept-language']);
    if (!firstLoad.covers({ pathname, signedIn }))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const screen = await firstScreens.render(request, language);
    const links = firstLoad.linksFor({ pathname, signedIn, language, screenDrawn: !!screen });
    // The language the screen is drawn in; the app sets the same once it runs (web/i18n/index.ts).
    const head = html.replace(/<html lang="[a-z-]*"/, `<html lang="${language}"`).replace('</head>', `${links}</head>`);
    const page = Buffer.from(withScreen(head, screen));
    const encodings = request.headers['accept-encoding'];
    reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
    // Another person's page names another person's data: never kept by a shared cache.
    reply.header('cache-control', 'private, no-cache');
    if (accepts(encodings, 'br'))
      return reply
        .header('content-encoding', 'br')
        .send(brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (accepts(encodings, 'gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(page));
    return reply.send(page);
  };
}

/**
 * The page with the screen drawn between the shell's markers (web/index.html), inert, and its
 * answers as data the app starts from (web/main.tsx). The data is JSON in a script element the browser never
 * runs; `<` is escaped so no text in it can close that element.
 */
function withScreen(html: string, screen: FirstScreen | null): string {
  if (!screen) return html;
  const start = html.indexOf(SCREEN_START);
  const end = html.indexOf(SCREEN_END);
  if (start < 0 || end < start) return html;
  const state = JSON.stringify(screen.state).replace(/</g, '\\u003c');
  // The app's script only brings the drawn screen to life: low priority, as its other scripts
  // (server/first-load.ts), so a slow link brings the page itself first.
  const head = html
    .slice(0, start)
    .replace('<script type="module" crossorigin', '<script type="module" crossorigin fetchpriority="low"');
  return (
    head +
    // Inert until the app draws it again: a tap on a button of this copy would go nowhere.
    `<div class="contents" inert>${screen.html}</div>` +
    html
      .slice(end + SCREEN_END.length)
      .replace('</body>', () => `<script type="application/json" id="${FIRST_STATE_ID}">${state}</script></body>`)
  );
}

/** index.html with its one stylesheet link replaced by the stylesheet itself (allowed: style-src 'unsafe-inline'). */
function withInlineStylesheet(distDir: string, html: string): string {
  const link = html.match(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/);
  if (!link) return html;
  const css = fs.readFileSync(path.join(distDir, link[1]), 'utf8');
  if (/<\/style/i.test(css)) return html;
  return html.replace(link[0], () => `<style>${css}</style>`);
}
