// The signed-in user of a request, typed. The auth plugin has already answered 401 on every
// route that is not 'public', so on those routes this always returns; it throws the same 401
// if it is ever called where nobody signed in.
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors.ts';
import type { CurrentUser } from '../types.ts';

export function currentUser(request: Pick<FastifyRequest, 'user'>): CurrentUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
