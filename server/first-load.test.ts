// What a signed-in page names for the browser to fetch first (server/first-load.ts): the frame's and
// the screen's scripts, the language files of the language the browser prefers, and the screen's
// first requests with the page's own ids; nothing for a signed-out visit or an unknown page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FirstLoadHints } from '../scripts/first-load-hints.ts';
import { loadFirstLoad, preferredLanguage, shownLanguage } from './first-load.ts';

const hints: FirstLoadHints = {
  frame: { scripts: ['assets/AppLayout-1.js', 'assets/shared-1.js'], data: ['/api/auth/session'] },
  routes: [
    {
      path: '/meetings/:id',
      scripts: ['assets/MeetingDetailScreen-1.js', 'assets/shared-1.js'],
      data: ['/api/meetings/:id'],
    },
    {
      path: '/projects/:id/agenda',
      scripts: ['assets/AgendaScreen-1.js'],
      data: ['/api/projects/:id', '/api/projects/:id/agenda'],
    },
  ],
  texts: { ko: 'assets/ko-all.js', en: 'assets/en-all.js', ja: 'assets/ja-all.js', zh: 'assets/zh-all.js' },
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
fs.writeFileSync(path.join(dir, 'first-load.json'), JSON.stringify(hints));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const firstLoad = loadFirstLoad(dir);
const hrefs = (links: string, rel: string) =>
  [...links.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)">`, 'g'))].map((m) => m[1]);

describe('first-load links', () => {
  it('names the frame, the screen, the texts and the screen data of a signed-in page, once each', () => {
    const links = firstLoad.linksFor({
      pathname: '/projects/p-1/agenda',
      signedIn: true,
      language: 'en',
    });
    expect(hrefs(links, 'preload')).toEqual(['/api/auth/session', '/api/projects/p-1', '/api/projects/p-1/agenda']);
    expect(hrefs(links, 'modulepreload')).toEqual([
      '/assets/AppLayout-1.js',
      '/assets/shared-1.js',
      '/assets/AgendaScreen-1.js',
      // The whole language shown and no other: a signed-in page reads no first-screen texts.
      '/assets/en-all.js',
    ]);
    // The same request as the app's fetch (same-origin credentials), so its answer is used.
    expect(links).toContain('<link rel="preload" as="fetch" crossorigin href="/api/projects/p-1">');
    const meeting = firstLoad.linksFor({ pathname: '/meetings/m-2/', signedIn: true, language: 'ja' });
    expect(hrefs(meeting, 'preload')).toEqual(['/api/auth/session', '/api/meetings/m-2']);
    expect(hrefs(meeting, 'modulepreload').filter((h) => h.includes('shared'))).toHaveLength(1);
    expect(hrefs(meeting, 'modulepreload')).toContain('/assets/ja-all.js');
  });

  it("names no data when the screen's answers are in the page already, the scripts still, at low priority", () => {
    const drawn = firstLoad.linksFor({ pathname: '/meetings/m-2', signedIn: true, language: 'ko', screenDrawn: true });
    expect(hrefs(drawn, 'preload')).toEqual([]);
    expect(hrefs(drawn, 'modulepreload')).toContain('/assets/ko-all.js');
    expect(drawn).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/ko-all.js">');
    expect(drawn).not.toMatch(/<link rel="modulepreload" crossorigin href=/);
    // Not drawn, the app draws the screen: its scripts are what the first paint waits for.
    expect(firstLoad.linksFor({ pathname: '/meetings/m-2', signedIn: true, language: 'ko' })).not.toContain(
      'fetchpriority',
    );
  });

  it('names nothing signed out, for a page it does not list, or for an id that is no id', () => {
    expect(firstLoad.linksFor({ pathname: '/projects/p-1/agenda', signedIn: false, language: 'ko' })).toBe('');
    expect(firstLoad.linksFor({ pathname: '/profile', signedIn: true, language: 'ko' })).toBe('');
    expect(firstLoad.linksFor({ pathname: '/meetings/a"><script>', signedIn: true, language: 'ko' })).toBe('');
    expect(firstLoad.linksFor({ pathname: '/meetings/1/2', signedIn: true, language: 'ko' })).toBe('');
  });

  it('without the build list, names nothing', () => {
    expect(loadFirstLoad(os.tmpdir()).linksFor({ pathname: '/meetings/1', signedIn: true, language: 'ko' })).toBe('');
    expect(loadFirstLoad(undefined).linksFor({ pathname: '/meetings/1', signedIn: true, language: 'ko' })).toBe('');
  });

  it('takes the language chosen in the app, else the one the browser prefers among ours, else the default', () => {
    expect(preferredLanguage('de-DE,de;q=0.9,ja;q=0.8,en;q=0.7')).toBe('ja');
    expect(preferredLanguage('zh-CN')).toBe('zh');
    expect(preferredLanguage('en;q=0.5, ko;q=0.9')).toBe('ko');
    expect(preferredLanguage('en;q=0, fr')).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(shownLanguage('zh', 'en-US,en')).toBe('zh');
    expect(shownLanguage('ja-JP', undefined)).toBe('ja');
    expect(shownLanguage('fr', 'en-US,en')).toBe('en');
    expect(shownLanguage(undefined, 'en-US,en')).toBe('en');
    expect(shownLanguage(undefined, 'fr')).toBe('ko');
  });
});
