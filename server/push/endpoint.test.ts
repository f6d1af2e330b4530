import { describe, expect, it } from 'vitest';
import { acceptableEndpoint } from './endpoint.ts';

const strict = { allowLoopback: false };
const tests = { allowLoopback: true };

describe('push endpoints the server sends to', () => {
  it('accepts the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(acceptableEndpoint(endpoint, strict), endpoint).toBe(true);
    }
  });

  it('refuses other hosts, look-alikes, plain http, other ports and credentials', () => {
    for (const endpoint of [
      'https://example.com/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://notfcm.googleapis.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://169.254.169.254/latest/meta-data',
      'http://localhost:8090/notify/x',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(acceptableEndpoint(endpoint, strict), endpoint).toBe(false);
    }
  });

  it('accepts http on this machine only when the setting allows it', () => {
    expect(acceptableEndpoint('http://localhost:8090/notify/x', tests)).toBe(true);
    expect(acceptableEndpoint('http://127.0.0.1:8090/notify/x', tests)).toBe(true);
    expect(acceptableEndpoint('http://10.0.0.5:8090/notify/x', tests)).toBe(false);
    expect(acceptableEndpoint('http://localhost.evil.example/notify/x', tests)).toBe(false);
  });
});
