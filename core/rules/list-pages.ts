// The sizes of a list's pages and the header that carries the next page's cursor
// (docs/decisions/041-bounded-lists.md), apart from the schemas so that the web app's API client,
// which every screen loads first, does not load the schema library for them
// (docs/decisions/036-first-paint-and-lighthouse.md).

/** Rows a page holds when the caller names no `limit`. */
export const LIST_PAGE_DEFAULT = 50;
/** The most rows one request may ask for; a larger `limit` is refused (400 validation_failed). */
export const LIST_PAGE_MAX = 200;

/**
 * Lists answered as a bare array (their web readers predate pages) carry the next page's cursor
 * in this response header instead; absent on the last page.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
