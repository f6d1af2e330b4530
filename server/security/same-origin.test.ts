// Cross-site request refusal: Origin first, then Sec-Fetch-Site, then Referer; no header at all passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { isSameOrigin, sameHost } from './same-origin.ts';

const req = (headers: Record<string, string>, host = 'expo.example') => ({ headers, host });

describe('isSameOrigin', () => {
  it('compares an Origin with the Host, default ports included', () => {
    expect(isSameOrigin(req({ origin: 'https://expo.example' }))).toBe(true);
    expect(isSameOrigin(req({ origin: 'https://expo.example:443' }))).toBe(true);
    expect(isSameOrigin(req({ origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(req({ origin: 'https://expo.example.evil.example' }))).toBe(false);
    expect(isSameOrigin(req({ origin: 'http://expo.example:8080' }))).toBe(false);
  });

  it('refuses an Origin of null or one that is not an http(s) URL', () => {
    expect(isSameOrigin(req({ origin: 'null' }))).toBe(false);
    expect(isSameOrigin(req({ origin: '' }))).toBe(false);
    expect(isSameOrigin(req({ origin: 'file://expo.example' }))).toBe(false);
    expect(sameHost('javascript:alert(1)', 'expo.example')).toBe(false);
  });

  it('without Origin, trusts Sec-Fetch-Site: same-origin and none pass, same-site and cross-site do not', () => {
    expect(isSameOrigin(req({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(req({ 'sec-fetch-site': 'none' }))).toBe(true);
    expect(isSameOrigin(req({ 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isSameOrigin(req({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });

  it('without Origin and Sec-Fetch-Site, compares the Referer', () => {
    expect(isSameOrigin(req({ referer: 'https://expo.example/projects/1' }))).toBe(true);
    expect(isSameOrigin(req({ referer: 'https://evil.example/expo.example' }))).toBe(false);
    expect(isSameOrigin(req({ referer: 'not a url' }))).toBe(false);
  });

  it('an Origin decides even when the other headers disagree', () => {
    expect(isSameOrigin(req({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }))).toBe(false);
  });

  it('lets a request with none of the headers through (not a browser riding a cookie)', () => {
    expect(isSameOrigin(req({}))).toBe(true);
  });
});

describe('the same-origin guard on the API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.dispose());

  const host = 'expo.example';

  it('refuses a signed-in PUT from a cross-site form with 403 cross_origin and changes nothing', async () => {
    const { cookie } = await signedIn(app, 'buyer', { fullName: 'Original Name' });
    for (const headers of [
      { host, origin: 'https://evil.example' },
      { host, 'sec-fetch-site': 'cross-site' },
      { host, referer: 'https://evil.example/attack.html' },
    ] as Record<string, string>[]) {
      const res = await call(app, 'PUT', '/api/profile', { cookie, headers, body: { full_name: 'Hijacked' } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.code).toBe('cross_origin');
    }
    expect((await call(app, 'GET', '/api/profile', { cookie })).json().full_name).toBe('Original Name');
  });

  it('refuses DELETE and POST from another origin too', async () => {
    const { cookie } = await signedIn(app);
    const headers = { host, origin: 'https://evil.example' };
    expect((await call(app, 'DELETE', '/api/notifications', { cookie, headers })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/notifications/read-all', { cookie, headers })).statusCode).toBe(403);
  });

  it('serves the same request from our own origin', async () => {
    const { cookie } = await signedIn(app);
    for (const headers of [
      { host, origin: `http://${host}` },
      { host, 'sec-fetch-site': 'same-origin' },
      { host, referer: `http://${host}/profile` },
    ] as Record<string, string>[]) {
      const res = await call(app, 'PUT', '/api/profile', { cookie, headers, body: { full_name: 'Own Change' } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('lets reads through from anywhere: they change nothing and CORS keeps their answers from other sites', async () => {
    const { cookie } = await signedIn(app);
    const res = await call(app, 'GET', '/api/profile', { cookie, headers: { host, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
