// The built web app is sent compressed (docs/decisions/027-precompressed-assets.md): a small dist
// folder, precompressed by the build's own function (scripts/precompress.ts), served by the whole
// app. Brotli or gzip by Accept-Encoding, the plain file without it, always `vary: accept-encoding`,
// the caching headers unchanged, and the same for index.html behind a client route, HEAD and ranges.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/precompress.ts';
import { call } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

const SCRIPT = 'assets/index-Abc123.js';
const STYLESHEET = 'assets/index-Abc123.css';
const CSS = '.card{color:red}';
const CHROMIUM = 'gzip, deflate, br, zstd'; // on HTTPS or localhost
const CHROMIUM_PLAIN_HTTP = 'gzip, deflate'; // on a venue's LAN over plain HTTP

let webDir: string;
let app: TestApp;
const original = (file: string) => fs.readFileSync(path.join(webDir, file));
const sibling = (file: string, suffix: '.br' | '.gz') => fs.readFileSync(path.join(webDir, file + suffix));

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  const tags = Array.from({ length: 40 }, (_, i) => `    <link rel="modulepreload" href="/assets/chunk-${i}.js">`);
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html>\n<html lang="ko">\n  <head>\n${tags.join('\n')}\n    <link rel="stylesheet" crossorigin href="/${STYLESHEET}">\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  const lines = Array.from({ length: 2000 }, (_, i) => `export const text${i} = 'meeting ${i} at table ${i % 37}';`);
  fs.writeFileSync(path.join(webDir, SCRIPT), lines.join('\n'));
  fs.writeFileSync(path.join(webDir, STYLESHEET), CSS);
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The installable app's files (docs/decisions/031-installable-app-and-offline.md): the service
  // worker lists the build's files, and the manifest.
  fs.writeFileSync(path.join(webDir, 'sw.js'), `self.__precache = ${JSON.stringify(lines.slice(0, 200))};`);
  fs.writeFileSync(
    path.join(webDir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'B2B Platform', start_url: '/dashboard' }),
  );
  // What a signed-in page names to fetch first (server/first-load.ts; the build writes it).
  const firstLoad = {
    frame: { scripts: ['assets/AppLayout-1.js'], data: ['/api/auth/session'] },
    routes: [{ path: '/meetings/:id', scripts: ['assets/MeetingDetailScreen-1.js'], data: ['/api/meetings/:id'] }],
    texts: { ko: 'assets/ko-1.js' },
  };
  fs.writeFileSync(path.join(webDir, 'first-load.json'), JSON.stringify(firstLoad));
  await precompressDir(webDir);
  app = await createTestApp({}, { webDir });
});
afterAll(async () => {
  await app?.dispose();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  call(app, 'GET', url, { headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('the built web app, precompressed', () => {
  it('the build wrote both siblings of the script and of index.html, and none of the small icon', () => {
    for (const file of [SCRIPT, 'index.html'])
      for (const suffix of ['.br', '.gz'] as const) expect(fs.existsSync(path.join(webDir, file + suffix))).toBe(true);
    expect(fs.readdirSync(webDir).filter((f) => f.startsWith('favicon'))).toEqual(['favicon.svg']);
  });

  it('sends brotli to a browser that takes it: the .br file, decoding to the script', async () => {
    const res = await get(`/${SCRIPT}`, CHROMIUM);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(sibling(SCRIPT, '.br'))).toBe(true);
    expect(Number(res.headers['content-length'])).toBeLessThan(original(SCRIPT).length / 4);
    expect(brotliDecompressSync(res.rawPayload).equals(original(SCRIPT))).toBe(true);
  });

  it('sends gzip to a browser that takes gzip but not brotli', async () => {
    for (const accept of [CHROMIUM_PLAIN_HTTP, 'gzip', 'br;q=0, gzip']) {
      const res = await get(`/${SCRIPT}`, accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(sibling(SCRIPT, '.gz'))).toBe(true);
      expect(gunzipSync(res.rawPayload).equals(original(SCRIPT))).toBe(true);
    }
  });

  it('sends the plain file to a client that takes no encoding, still saying that the answer varies', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get(`/${SCRIPT}`, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(original(SCRIPT))).toBe(true);
    }
  });

  it('sends index.html for a client route compressed, never cached without asking', async () => {
    const route = '/projects/123/schedule?day=2';
    const br = await get(route, CHROMIUM);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).equals(original('index.html'))).toBe(true);

    const gz = await get('/', CHROMIUM_PLAIN_HTTP);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(gz.rawPayload).equals(original('index.html'))).toBe(true);

    const plain = await get(route);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.rawPayload.equals(original('index.html'))).toBe(true);
  });

  it('names what a signed-in page needs first in its head, stylesheet inlined, compressed, kept by no shared cache', async () => {
    const signedIn = { cookie: 'sid=any' };
    const br = await get('/meetings/m-1?tab=notes', CHROMIUM, signedIn);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('cookie');
    expect(br.headers['cache-control']).toBe('private, no-cache');
    const html = brotliDecompressSync(br.rawPayload).toString();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/meetings/m-1">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/MeetingDetailScreen-1.js">');
    // The first paint waits for no other file: the stylesheet is in the page.
    expect(head).toContain(`<style>${CSS}</style>`);
    expect(head).not.toContain(STYLESHEET);
    expect(html.replace(/<link rel="(module)?preload" (as="fetch" )?crossorigin[^>]*>/g, '')).toBe(
      original('index.html')
        .toString()
        .replace(`<link rel="stylesheet" crossorigin href="/${STYLESHEET}">`, `<style>${CSS}</style>`),
    );

    const gz = await get('/meetings/m-1', CHROMIUM_PLAIN_HTTP, signedIn);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await get('/meetings/m-1', 'br;q=0', signedIn);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.toString()).toBe(html);
    // Signed out, the page is the build's, untouched.
    const signedOut = await get('/meetings/m-1', CHROMIUM);
    expect(brotliDecompressSync(signedOut.rawPayload).equals(original('index.html'))).toBe(true);
  });

  it('sends a file too small to gain as it is', async () => {
    const res = await get('/favicon.svg', CHROMIUM);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(original('favicon.svg'))).toBe(true);
  });

  it('answers HEAD with the headers of the encoding GET would send', async () => {
    for (const [accept, encoding, bytes] of [
      [CHROMIUM, 'br', sibling(SCRIPT, '.br').length],
      [undefined, undefined, original(SCRIPT).length],
    ] as const) {
      const res = await call(app, 'HEAD', `/${SCRIPT}`, { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-length']).toBe(String(bytes));
      expect(res.rawPayload.length).toBe(0);
    }
  });

  it('serves ranges of the representation sent, each with its own ETag', async () => {
    const plain = await get(`/${SCRIPT}`, undefined, { range: 'bytes=0-99' });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-range']).toBe(`bytes 0-99/${original(SCRIPT).length}`);
    expect(plain.rawPayload.equals(original(SCRIPT).subarray(0, 100))).toBe(true);

    const br = await get(`/${SCRIPT}`, 'br', { range: 'bytes=0-99' });
    expect(br.statusCode).toBe(206);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-range']).toBe(`bytes 0-99/${sibling(SCRIPT, '.br').length}`);
    expect(br.rawPayload.equals(sibling(SCRIPT, '.br').subarray(0, 100))).toBe(true);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const again = await get(`/${SCRIPT}`, 'br', { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('does not serve the siblings as files of their own', async () => {
    const res = await get(`/${SCRIPT}.br`, CHROMIUM);
    expect(res.statusCode).toBe(404);
  });

  it('sends the service worker and the manifest to be checked on every load, as what they are', async () => {
    // A browser looks for a new worker on each navigation; a cached sw.js would hide a new build.
    const sw = await get('/sw.js', CHROMIUM);
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^application\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(sw.rawPayload).equals(original('sw.js'))).toBe(true);

    const manifest = await get('/manifest.webmanifest', CHROMIUM);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.rawPayload.toString())).toMatchObject({ start_url: '/dashboard' });
  });

  it('answers 404 for a chunk of another build, never index.html as a script', async () => {
    const res = await get('/assets/index-Gone99.js', CHROMIUM);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
