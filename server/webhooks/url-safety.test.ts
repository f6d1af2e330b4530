// URL safety (docs/decisions/049-webhooks.md#url-safety): on an app that keeps webhooks out of its
// own network (the default), a subscription's URL must be http or https without credentials and
// must not point at loopback, private, link-local or other inner addresses, in any spelling.
import { describe, expect, it } from 'vitest';
import { call, eventFixture } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';

describe('URL safety', () => {
  it('refuses URLs that are not http or https, or point inside the network, with their codes', async () => {
    const strict = await createTestApp();
    try {
      const fx = await eventFixture(strict);
      const post = (url: string) =>
        call(strict, 'POST', `/api/projects/${fx.project.id}/webhooks`, {
          cookie: fx.admin.cookie,
          body: { url, events: ['meeting.created'] },
        });
      for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://a/']) {
        const res = await post(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.code, url).toBe('webhook_url_scheme');
      }
      for (const url of [
        'http://127.0.0.1:8080/hooks',
        'http://localhost/hooks',
        'http://10.1.2.3/',
        'http://172.16.0.1/',
        'http://192.168.1.1/',
        'http://169.254.169.254/latest/meta-data',
        'http://0.0.0.0/',
        'http://[::1]/',
        'http://[::ffff:127.0.0.1]/',
        'http://[::ffff:a9fe:a9fe]/',
        'http://[fe80::1]/',
        'http://[fd00::1]/',
        'http://2130706433/',
      ]) {
        const res = await post(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.code, url).toBe('webhook_url_private');
      }
      expect((await post('https://93.184.215.14/hooks')).statusCode).toBe(201);
      expect((await post('http://user:pw@93.184.215.14/')).json().error.code).toBe('webhook_url_scheme');
    } finally {
      await strict.dispose();
    }
  });
});
