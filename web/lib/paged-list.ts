// A list the server answers a page at a time (docs/decisions/041-bounded-lists.md), as one growing
// list: the pages read so far, flattened, and a way to read the next one.
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_PAGE_MAX } from '../../core/rules/list-pages.ts';
import { api } from './api.ts';

/**
 * How many matches a search-as-you-type picker offers (web/components/ui/SearchSelect.tsx): a
 * select longer than this is no help; more text narrows the search instead.
 */
export const PICKER_LIMIT = 50;

/** `url` with the page's cursor added to its query (or as its query). */
export const withCursor = (url: string, cursor: string) =>
  cursor ? `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : url;

/**
 * Every row of a list answered as a bare array, read in pages of the most a request may hold, one
 * after the other: for the pickers that offer every row of a list.
 */
export async function readAllPages<T>(url: string): Promise<T[]> {
  const first = `${url}${url.includes('?') ? '&' : '?'}limit=${LIST_PAGE_MAX}`;
  const all: T[] = [];
  let cursor = '';
  do {
    const page = await api.getPage<T>(withCursor(first, cursor));
    all.push(...page.items);
    cursor = page.next_cursor ?? '';
  } while (cursor);
  return all;
}

/**
 * The pages of a list answered as a bare array with its next page's cursor in a header; `data` is
 * the rows of the pages read so far, in order.
 */
export function usePagedArray<T>(queryKey: QueryKey, url: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => api.getPage<T>(withCursor(url, pageParam)),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
  });
  return { ...query, data: query.data?.pages.flatMap((p) => p.items) };
}
