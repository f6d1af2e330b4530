// The API client: JSON in and out, errors as ApiError with the server's stable code.
import { NEXT_CURSOR_HEADER } from '../../core/rules/list-pages.ts';
import { noteAnswer, OFFLINE_AS_OF_HEADER } from './offline-answers.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Sends one request: the browser's fetch, or on the server one GET of the API as the person whose page it draws. */
export type SendRequest = (url: string, init: RequestInit) => Promise<Response>;
// The browser's fetch; the server's rendering of a first screen hands its own in
// (web/ssr/first-screen.tsx, docs/decisions/051-first-screen-on-the-server.md).
let send: SendRequest = (url, init) => fetch(url, init);

/** Replaces how requests are sent: only the server's rendering of a first screen does this. */
export function sendRequestsWith(replacement: SendRequest) {
  send = replacement;
}

async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  onResponse?: (res: Response) => void,
): Promise<T> {
  let res: Response;
  try {
    res = await send(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error');
  }
  // An answer kept by the service worker says when the server gave it (the offline banner).
  if (method === 'GET') noteAnswer(res.headers.get(OFFLINE_AS_OF_HEADER));
  onResponse?.(res);
  if (res.status === 204) return undefined as T;
  const data = await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = data?.error;
    throw new ApiError(res.status, err?.code ?? 'internal_error', err?.message ?? res.statusText, err?.details);
  }
  return data as T;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  /**
   * One page of a list answered as a bare array, and the cursor of the next page from its
   * x-next-cursor header (null on the last page; docs/decisions/041-bounded-lists.md).
   */
  getPage: async <T>(url: string) => {
    let next: string | null = null;
    const items = await request<T[]>('GET', url, undefined, (res) => {
      next = res.headers.get(NEXT_CURSOR_HEADER);
    });
    return { items, next_cursor: next as string | null };
  },
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  put: <T>(url: string, body: unknown) => request<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown) => request<T>('PATCH', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
};
