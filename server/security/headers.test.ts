// Security headers on API answers and pages, and the session cookie's attributes over HTTP and HTTPS.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeUser, TEST_PASSWORD } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { THEME_SCRIPT_HASH } from './headers.ts';

let app: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [app, proxied] = await Promise.all([createTestApp(), createTestApp({ trustProxy: true })]);
});
afterAll(() => Promise.all([app.dispose(), proxied.dispose()]));

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown) {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it('allows exactly the inline scripts of web/index.html, by their hashes', () => {
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
    );
    expect(inline).toEqual([THEME_SCRIPT_HASH]);
  });

  it('a content security policy: scripts only from our origin, no framing, no plugins', async () => {
    const csp = directives((await call(app, 'GET', '/api/health')).headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", THEME_SCRIPT_HASH, "'wasm-unsafe-eval'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    for (const values of Object.values(csp)) expect(values).not.toContain("'unsafe-eval'");
  });

  it('nosniff, no framing, a strict referrer policy and a permissions policy allowing only our microphone and camera', async () => {
    const { headers } = await call(app, 'GET', '/api/health');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    const policy = String(headers['permissions-policy']);
    expect(policy).toContain('microphone=(self)');
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('geolocation=()');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('refusals and unknown paths carry the headers too', async () => {
    for (const url of ['/api/profile', '/api/no-such-route']) {
      const res = await call(app, 'GET', url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy'], url).toBeDefined();
      expect(res.headers['permissions-policy'], url).toBeDefined();
    }
  });

  it("the router's own refusals use the error shape, leak no path and are not sniffed", async () => {
    const bad = await call(app, 'GET', '/api/people/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'bad_request', message: 'The address is not valid' } });
    const long = await call(app, 'GET', `/api/people/${'x'.repeat(500)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe('uri_too_long');
    for (const res of [bad, long]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('API answers are not kept in caches', async () => {
    expect((await call(app, 'GET', '/api/auth/session')).headers['cache-control']).toBe('no-store');
  });

  it('HSTS only over HTTPS: never on plain HTTP, always behind a trusted HTTPS proxy', async () => {
    expect((await call(app, 'GET', '/api/health')).headers['strict-transport-security']).toBeUndefined();
    const forged = await call(app, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const https = await call(proxied, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });
});

describe('the session cookie', () => {
  async function signInOn(target: TestApp, headers: Record<string, string> = {}) {
    const { email } = await makeUser(target);
    const res = await call(target, 'POST', '/api/auth/sign-in', { body: { email, password: TEST_PASSWORD }, headers });
    expect(res.statusCode).toBe(200);
    return String(res.headers['set-cookie']);
  }

  it('is HttpOnly and SameSite=Lax, and not Secure over plain HTTP (a venue LAN)', async () => {
    const cookie = await signInOn(app);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it('is Secure behind a trusted proxy that received HTTPS', async () => {
    const cookie = await signInOn(proxied, { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });

  it('a forwarded protocol from an untrusted client does not change it', async () => {
    expect(await signInOn(app, { 'x-forwarded-proto': 'https' })).not.toMatch(/; Secure/i);
  });
});
