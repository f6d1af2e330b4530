// The token of a one-time link: it travels in the address's fragment (`/set-password#token=…`),
// which browsers never send to a server, so it is in no access log (docs/security.md).

/** The token in a location hash such as `#token=abc`, or '' when there is none. */
export function tokenFromHash(hash: string): string {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : '';
}
