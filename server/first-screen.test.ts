// A participant's first screen drawn on the server (docs/decisions/051-first-screen-on-the-server.md),
// with the real server build of the screens (web/ssr/first-screen.tsx, built here into a scratch
// folder): the page shows the person's own meetings in their language, with the answers it was drawn
// from; someone else's meeting draws nothing of it; a signed-out or expired visit gets the shell;
// text from the data can neither break out of the page's data nor its markup.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_STATE_ID, LANGUAGE_COOKIE, SCREEN_END, SCREEN_START } from '../core/first-screen.ts';
import { FIRST_SCREEN_ENTRY } from '../scripts/web-build.ts';
import { call, eventFixture, makeMeeting } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/harness.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const APP_SCRIPT = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const PLACEHOLDER = '<div class="placeholder"></div>';
const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';

let scratch: string;
let app: TestApp;
let event: Awaited<ReturnType<typeof eventFixture>>;
let mine: { id: string };
let theirs: { id: string };

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
  const ssrDir = path.join(scratch, 'ssr');
  const built = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      FIRST_SCREEN_ENTRY,
      '--outDir',
      ssrDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    // As `npm run build` does: vitest sets NODE_ENV=test, which would build React's development JSX.
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (built.status !== 0) throw new Error(`the server build of the first screens failed: ${built.stderr}`);
  const webDir = path.join(scratch, 'web');
  fs.mkdirSync(webDir);
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><html lang="ko"><head>${APP_SCRIPT}</head><body><div id="root"><main>${SCREEN_START}${PLACEHOLDER}${SCREEN_END}</main></div></body></html>`,
  );
  // What the build writes (scripts/first-load-hints.ts): the pages with a first screen.
  const routes = ['/meetings', '/meetings/:id', '/projects/:id/agenda', '/dashboard'].map((p) => ({
    path: p,
    scripts: [],
    data: [],
  }));
  fs.writeFileSync(
    path.join(webDir, 'first-load.json'),
    JSON.stringify({ frame: { scripts: ['assets/AppLayout-1.js'], data: [] }, routes, texts: {} }),
  );
  app = await createTestApp({}, { webDir, firstScreenDir: ssrDir });
  event = await eventFixture(app, { buyers: 2, sellers: 1, project: { timeZone: 'Asia/Seoul' } });
  const [buyer, other] = event.buyers;
  const seller = event.sellers[0];
  mine = await makeMeeting(app, {
    projectId: event.project.id,
    buyerId: buyer.id,
    sellerId: seller.id,
    notes: HOSTILE,
  });
  theirs = await makeMeeting(app, {
    projectId: event.project.id,
    buyerId: other.id,
    sellerId: seller.id,
    startTime: '11:00',
    endTime: '12:00',
  });
}, 120_000);

afterAll(async () => {
  await app?.dispose();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

const page = async (url: string, cookie: string, headers: Record<string, string> = {}) => {
  const res = await call(app, 'GET', url, { cookie, headers });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The answers the page carries, by query key. */
function stateOf(html: string): Map<string, unknown> {
  const found = html.match(new RegExp(`<script type="application/json" id="${FIRST_STATE_ID}">([^<]*)</script>`));
  if (!found) return new Map();
  const state = JSON.parse(found[1]) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  return new Map(state.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
}

describe('a first screen drawn on the server', () => {
  it("draws the buyer's meetings in the language the browser asks for, with the answers it used", async () => {
    const html = await page('/meetings', event.buyers[0].cookie, { 'accept-language': 'en-US,en;q=0.9' });
    expect(html).not.toContain(PLACEHOLDER);
    expect(html).toContain('My Meetings');
    // Test ids are the live app's (web/ssr/first-screen.tsx): the copy carries none.
    expect(html).not.toContain('data-testid');
    expect(html).toContain(event.sellers[0].profile.fullName);
    // Only the buyer's own meeting: the other buyer's is not theirs to read.
    expect(html).not.toContain(event.buyers[1].profile.fullName);
    const state = stateOf(html);
    expect(state.get('["session"]')).toMatchObject({ user: { id: event.buyers[0].id } });
    const list = state.get('["meetings",{}]') as { pages: { items: { id: string }[] }[] };
    expect(list.pages[0].items.map((m) => m.id)).toEqual([mine.id]);
  });

  it('draws in the language chosen in the app (its cookie) over the one the browser prefers', async () => {
    const html = await page('/meetings', `${event.buyers[0].cookie}; ${LANGUAGE_COOKIE}=ja`, {
      'accept-language': 'en-US',
    });
    expect(html).toContain('<html lang="ja"');
    expect(html).not.toContain('My Meetings');
  });

  it("keeps text from the data inside the page's data and its markup", async () => {
    const html = await page(`/meetings/${mine.id}`, event.buyers[0].cookie);
    // The notes are shown as text, and inside the data `<` is escaped, so neither ends an element.
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain(HOSTILE);
    expect(html.match(/<script(?! type="module")/g)).toHaveLength(1);
    expect((stateOf(html).get(`["meetings","${mine.id}"]`) as { notes: string }).notes).toBe(HOSTILE);
  });

  it("draws nothing of a meeting the person may not read: no one else's data reaches the page", async () => {
    const html = await page(`/meetings/${theirs.id}`, event.buyers[0].cookie);
    expect(html).not.toContain(event.buyers[1].profile.fullName);
    expect(stateOf(html).has(`["meetings","${theirs.id}"]`)).toBe(false);
  });

  it('asks for the scripts at low priority behind a drawn screen: the page itself comes first', async () => {
    const html = await page('/meetings', event.buyers[0].cookie);
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/AppLayout-1.js">');
  });

  it('sends the shell as built to a visit that is signed out or whose session has ended', async () => {
    for (const cookie of ['', 'sid=not-a-session']) {
      const html = await page('/meetings', cookie);
      expect(html, cookie).toContain(PLACEHOLDER);
      // The app draws this page itself: its script is what the first paint waits for.
      expect(html, cookie).toContain(APP_SCRIPT);
      expect(stateOf(html).size, cookie).toBe(0);
    }
  });
});
