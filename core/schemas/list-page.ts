// One page of a list that grows with the event (docs/decisions/041-bounded-lists.md): the caller
// asks for at most LIST_PAGE_MAX rows and walks on with the opaque cursor the last page gave.
import { z } from 'zod';
import { LIST_PAGE_DEFAULT, LIST_PAGE_MAX } from '../rules/list-pages.ts';

export { LIST_PAGE_DEFAULT, LIST_PAGE_MAX, NEXT_CURSOR_HEADER } from '../rules/list-pages.ts';

/** `limit` and `cursor`: `default` is what a page holds when no `limit` is given. */
export const pageQueryFields = (defaultLimit = LIST_PAGE_DEFAULT) => ({
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(defaultLimit),
  /** The `next_cursor` of the page before; absent: the first page. */
  cursor: z.string().max(1000).optional(),
});
export const pageQuery = z.strictObject(pageQueryFields());
export type PageQuery = z.input<typeof pageQuery>;
/** The query of a list answered as a bare array: a page holds the most rows unless asked for fewer. */
export const arrayPageQuery = z.strictObject(pageQueryFields(LIST_PAGE_MAX));

/**
 * `q` and `limit` of a form's choice searched as one types (docs/api-lists.md): the first `limit`
 * rows matching `q`, no further pages (more text narrows the search instead).
 */
export const searchQueryFields = () => ({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(LIST_PAGE_MAX),
});

/** A page of `item`: its rows and where the next page starts (null: this was the last). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable() });
export type Page<T> = { items: T[]; next_cursor: string | null };
