// Lists answered as a bare array keep that shape for their readers and page by header
// (docs/decisions/041-bounded-lists.md): the rows of one page in the body, the next page's cursor
// in `x-next-cursor` (absent on the last page).
import type { FastifyReply } from 'fastify';
import { NEXT_CURSOR_HEADER } from '../../core/schemas/list-page.ts';
import { pageFrom } from '../queries/keyset.ts';

/** The first `limit` of `rows` (read with limit + 1), the next page's cursor set on `reply` when more follow. */
export function arrayPage<R extends { keyset: string[] }>(reply: FastifyReply, rows: R[], limit: number): R[] {
  const page = pageFrom(rows, limit);
  if (page.next_cursor) reply.header(NEXT_CURSOR_HEADER, page.next_cursor);
  return page.rows;
}
