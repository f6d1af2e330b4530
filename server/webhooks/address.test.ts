// The address check of webhook URLs (docs/decisions/049-webhooks.md#url-safety), on literals: no
// DNS needed. Every range no webhook may reach, in IPv4, IPv6 and IPv4-mapped IPv6, and public
// addresses next to them that must pass.
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress } from './address.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('checkWebhookUrl', () => {
  it('pins the connection to the checked address and allows private ones only when told', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:9/x', { allowPrivate: false })).toMatchObject({
      refused: 'webhook_url_private',
    });
    const allowed = await checkWebhookUrl('http://127.0.0.1:9/x', { allowPrivate: true });
    expect(allowed).toMatchObject({ address: '127.0.0.1', family: 4 });
    expect(await checkWebhookUrl('https://[2606:4700::1111]/', { allowPrivate: false })).toMatchObject({
      address: '2606:4700::1111',
      family: 6,
    });
    expect(await checkWebhookUrl('ws://example.com/', { allowPrivate: true })).toMatchObject({
      refused: 'webhook_url_scheme',
    });
  });
});
