// Serves the built web app, with index.html for every non-API path so client-side routes load.
// The build writes .br and .gz siblings of its text files (scripts/precompress.ts); preCompressed
// sends the one the browser accepts, with content-encoding and vary: accept-encoding
// (docs/decisions/027-precompressed-assets.md).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.ts';

export async function serveWeb(app: FastifyInstance, distDir: string | undefined) {
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
  app.setNotFoundHandler((request, reply) => {
    // A missing file under /assets/ is a chunk of another build: a 404 lets the page notice it
    // (web/lib/stale-build.ts) instead of running index.html as a script.
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (hasWeb && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
