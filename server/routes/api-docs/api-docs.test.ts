// The API reference (docs/decisions/050-api-reference.md): the page, its renderer's bundle served
// compressed from the installed package, and the OpenAPI document naming the bearer scheme.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES } from '../../security/headers.ts';
import { call } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { SCALAR_BUNDLE_PATH } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

describe('GET /api/docs', () => {
  it('serves a page that loads the bundle and its start script from our origin, nothing inline', async () => {
    const res = await call(app, 'GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[1].trim())).toEqual([`src="${SCALAR_BUNDLE_PATH}"`, 'src="/api/docs/init.js"']);
    expect(scripts.every((m) => m[2].trim() === '')).toBe(true);
    expect(CSP_DIRECTIVES['script-src']).toContain("'self'");
    const init = await call(app, 'GET', '/api/docs/init.js');
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("url: '/api/openapi.json'");
    expect(init.body).toContain('withDefaultFonts: false');
  });

  it('serves the renderer compressed, cached for good under a versioned name', async () => {
    const res = await call(app, 'GET', SCALAR_BUNDLE_PATH, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    const body = gunzipSync(res.rawPayload);
    expect(body.length).toBeGreaterThan(1_000_000);
    expect(res.rawPayload.length).toBeLessThan(body.length / 3);
    expect(body.toString('utf8')).toContain('createApiReference');
    const br = await call(app, 'GET', SCALAR_BUNDLE_PATH, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
  });
});

describe('the OpenAPI document', () => {
  it('names the bearer scheme with its scopes, and the session cookie, as the default security', async () => {
    const doc = (await call(app, 'GET', '/api/openapi.json')).json();
    const bearer = doc.components.securitySchemes.bearerAuth;
    expect(bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(bearer.description).toContain('token_read_only');
    expect(bearer.description).toContain('`read`');
    expect(bearer.description).toContain('`write`');
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
    expect(doc.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    // A public route needs neither: sign-in is not behind a token.
    expect(doc.paths['/api/auth/sign-in'].post.security).toEqual([]);
    expect(doc.paths['/api/profile/'].get.security).toBeUndefined();
    // The page's own routes are not operations of the API.
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });
});
