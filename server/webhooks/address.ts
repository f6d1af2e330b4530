// Where the server may send a webhook (docs/decisions/049-webhooks.md#url-safety). An admin types
// the URL, so without a check the server would post to its own network on their behalf (the
// database, a cloud's metadata service, a router). Only http and https; the host name is resolved
// and every address it resolves to must be public, unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES allows
// private ones (the tests' receiver on loopback, an intranet installation). The check runs when the
// subscription is saved and again at each delivery, and the delivery connects to the very address
// that was checked, so a name that resolves elsewhere a moment later (DNS rebinding) gains nothing.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** The ranges no webhook may reach: loopback, private, link-local, unique-local, unspecified and the like. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 of IPv4 addresses
  ['2002::', 16], // 6to4, embeds an IPv4 address
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:10.0.0.1), else null. */
function embeddedIpv4(address: string): string | null {
  const m = /^(?:0*:)*(?:ffff:)?((?:\d{1,3}\.){3}\d{1,3})$/i.exec(address.replace(/^::/, '0:'));
  if (m) return m[1];
  // The hexadecimal form, ::ffff:a00:1.
  const hex = /^(?:0*:)*ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address.replace(/^::/, '0:'));
  if (!hex) return null;
  const [hi, lo] = [Number.parseInt(hex[1], 16), Number.parseInt(hex[2], 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True when `address` (an IP literal) lies in a range no webhook may reach. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  if (v4) return PRIVATE.check(v4, 'ipv4');
  return PRIVATE.check(address, 'ipv6');
}

export type UrlRefusal = 'webhook_url_scheme' | 'webhook_url_unresolved' | 'webhook_url_private';

/** A URL that may be posted to, with the address the connection must go to. */
export interface CheckedUrl {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** Checks `raw` and resolves its host; resolves the address to connect to, or the refusal's code. */
export async function checkWebhookUrl(
  raw: string,
  opts: { allowPrivate: boolean },
): Promise<CheckedUrl | { refused: UrlRefusal; detail: string }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refused: 'webhook_url_scheme', detail: 'not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { refused: 'webhook_url_scheme', detail: `${url.protocol} is not http or https` };
  }
  if (url.username || url.password) return { refused: 'webhook_url_scheme', detail: 'credentials in the URL' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch (err) {
    return { refused: 'webhook_url_unresolved', detail: (err as NodeJS.ErrnoException).code ?? 'no address' };
  }
  if (addresses.length === 0) return { refused: 'webhook_url_unresolved', detail: 'no address' };
  // Every address must pass: a name with one public and one private address could be made to
  // connect to either.
  const inside = addresses.find((a) => isPrivateAddress(a.address));
  if (inside && !opts.allowPrivate) return { refused: 'webhook_url_private', detail: inside.address };
  const chosen = addresses[0];
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
