// The organiser's HTTP client for the bench: an admin session's cookie on every request, JSON in
// and out, any answer but 2xx an error naming the route.
export interface Api {
  base: string;
  cookie: string;
  json<T = unknown>(method: string, url: string, body?: unknown): Promise<T>;
  raw(method: string, url: string, body?: Buffer, type?: string): Promise<Response>;
}

export async function signedIn(base: string, email: string, password: string): Promise<Api> {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const api: Api = {
    base,
    cookie,
    async raw(method, url, body, type) {
      const r = await fetch(base + url, {
        method,
        headers: { cookie, origin: base, ...(type ? { 'content-type': type } : {}) },
        body: body ? new Uint8Array(body) : undefined,
      });
      if (!r.ok) throw new Error(`${method} ${url} answered ${r.status}: ${(await r.text()).slice(0, 300)}`);
      return r;
    },
    async json(method, url, body) {
      const r = await fetch(base + url, {
        method,
        headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!r.ok) throw new Error(`${method} ${url} answered ${r.status}: ${(await r.text()).slice(0, 300)}`);
      return (r.status === 204 ? null : await r.json()) as never;
    },
  };
  return api;
}

/** Runs `work` over `items` with at most `width` at once. */
export async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

export async function timed<T>(work: () => Promise<T>) {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
