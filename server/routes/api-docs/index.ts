// The API reference at /api/docs (docs/decisions/050-api-reference.md): a small page that loads
// Scalar's standalone bundle (@scalar/api-reference) and points it at /api/openapi.json. The bundle
// is served from the installed package by this route alone, so no other page of the app loads it
// and the web build never sees it. Its 4.9 MB are compressed once, on first request.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accepts } from '../../cache/plugin.ts';

const require = createRequire(import.meta.url);
// The package exports neither its package.json nor the bundle: both are found beside its entry.
const packageRoot = path.resolve(path.dirname(require.resolve('@scalar/api-reference')), '..');
const { version } = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
/** The bundle's address names its version, so browsers may keep it until the package changes. */
export const SCALAR_BUNDLE_PATH = `/api/docs/scalar-${version}.js`;
const INIT_PATH = '/api/docs/init.js';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>B2B Platform API reference</title>
<meta name="description" content="Every route of the B2B Platform API, its parameters and answers; call it with an API token.">
</head>
<body>
<main id="reference" aria-label="API reference"></main>
<noscript>The API reference needs JavaScript. The OpenAPI document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
<script src="${SCALAR_BUNDLE_PATH}"></script>
<script src="${INIT_PATH}"></script>
</body>
</html>
`;

// In a file of its own: the content security policy allows no inline script. The mount point is
// not #api-reference: the bundle reads an element of that id as a configuration of its own.
const init = `Scalar.createApiReference('#reference', {
  url: '/api/openapi.json',
  // No fonts from another site (the policy allows our own origin only), no telemetry, no AI chat.
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  // The toolbar for the document's authors, shown on localhost by default: not for readers.
  showDeveloperTools: 'never',
  hideClientButton: false,
  persistAuth: false,
  defaultOpenAllTags: false,
});
`;

type Encoded = { identity: Buffer; br?: Buffer; gzip?: Buffer };

/** The bundle, read and compressed on first use: brotli for HTTPS browsers, gzip for the rest. */
function bundle() {
  let encoded: Encoded | undefined;
  return () => {
    if (!encoded) {
      const identity = fs.readFileSync(path.join(packageRoot, 'dist/browser/standalone.js'));
      encoded = {
        identity,
        gzip: gzipSync(identity, { level: 9 }),
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      };
    }
    return encoded;
  };
}

function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: Encoded, type: string) {
  reply.header('content-type', type).header('vary', 'accept-encoding');
  for (const encoding of ['br', 'gzip'] as const) {
    const data = body[encoding];
    if (data && accepts(request.headers['accept-encoding'], encoding)) {
      return reply.header('content-encoding', encoding).send(data);
    }
  }
  return reply.send(body.identity);
}

export async function apiDocsRoutes(app: FastifyInstance) {
  const scalar = bundle();
  const hidden = { config: { access: 'public' as const }, schema: { hide: true } };

  app.get('/', hidden, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
  );

  app.get(INIT_PATH.replace('/api/docs', ''), hidden, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(init),
  );

  app.get(SCALAR_BUNDLE_PATH.replace('/api/docs', ''), hidden, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return sendEncoded(request, reply, scalar(), 'text/javascript; charset=utf-8');
  });
}
