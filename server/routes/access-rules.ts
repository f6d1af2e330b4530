// The vocabulary of the authorization matrix (docs/decisions/009-authorization-matrix.md): who calls
// a route and what they must get back. Each resource folder declares its routes in access.ts with
// these helpers; server/routes/access.ts collects them and server/test/authz proves them.
import type { RouteAccess } from '../types.ts';

/**
 * The callers of the matrix. In the test world, `buyer`, `seller`, `interpreter` and `volunteer`
 * own or take part in every record (a meeting of buyer and seller with interpreter, the volunteer's
 * task...); `buyer2`... are second users of the same roles in the same project who own none of
 * them; `outsider` is a buyer who takes part in no project.
 */
export const CALLERS = [
  'anonymous',
  'admin',
  'buyer',
  'seller',
  'interpreter',
  'volunteer',
  'buyer2',
  'seller2',
  'interpreter2',
  'volunteer2',
  'outsider',
] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'anonymous'>;

/**
 * What a caller gets: 'ok' a 2xx; 'refused' a 400 or 409 about the request or the record's state
 * (the caller passed authorization, a business rule said no); 401 no session; 403 may see but not
 * do; 404 may not see (or the caller's role never may, for routes that look the record up first).
 */
export type Outcome = 'ok' | 'refused' | 401 | 403 | 404;

export interface RouteRule {
  /** The route's `config.access`, as the guard in server/auth/plugin.ts enforces it. */
  access: RouteAccess;
  expect: Record<Caller, Outcome>;
}

/** 'METHOD /api/path/:param' -> its rule. */
export type RouteRules = Record<string, RouteRule>;

const SIGNED_IN = CALLERS.filter((c): c is SignedInCaller => c !== 'anonymous');

/** Every buyer, seller, interpreter and volunteer caller: the roles that are not admin. */
export const NON_ADMINS = SIGNED_IN.filter((c) => c !== 'admin');
export const BUYERS: SignedInCaller[] = ['buyer', 'buyer2', 'outsider'];
export const SELLERS: SignedInCaller[] = ['seller', 'seller2'];
export const INTERPRETERS: SignedInCaller[] = ['interpreter', 'interpreter2'];
export const VOLUNTEERS: SignedInCaller[] = ['volunteer', 'volunteer2'];

/** Anyone, signed in or not. */
export function publicRoute(): RouteRule {
  return { access: 'public', expect: Object.fromEntries(CALLERS.map((c) => [c, 'ok'])) as Record<Caller, Outcome> };
}

/**
 * A signed-in route whose callers get `otherwise` (default 404: the record is not theirs to see)
 * unless listed: `ok` get a 2xx, `refused` a 400/409, `forbidden` a 403, `hidden` a 404.
 */
export function rule(
  lists: {
    ok?: SignedInCaller[];
    refused?: SignedInCaller[];
    forbidden?: SignedInCaller[];
    hidden?: SignedInCaller[];
    otherwise?: 403 | 404;
  },
  access: RouteAccess = 'signed-in',
): RouteRule {
  const expect = { anonymous: 401 } as Record<Caller, Outcome>;
  for (const c of SIGNED_IN) expect[c] = lists.otherwise ?? 404;
  for (const c of lists.hidden ?? []) expect[c] = 404;
  for (const c of lists.forbidden ?? []) expect[c] = 403;
  for (const c of lists.refused ?? []) expect[c] = 'refused';
  for (const c of lists.ok ?? []) expect[c] = 'ok';
  return { access, expect };
}

/** Every signed-in user may call it (lists and 'my' routes filter by the caller in SQL). */
export function signedIn(): RouteRule {
  return rule({ ok: SIGNED_IN });
}

/** `config: { access: 'admin' }`: the guard answers 403 to every other role before the handler runs. */
export function adminOnly(): RouteRule {
  return rule({ ok: ['admin'], otherwise: 403 }, 'admin');
}
