// Conversations (docs/rules.md#conversations): who may write to whom, how long a message may be,
// how long it may be edited, how fast one may write, and how a text becomes words and links.

/** Longest message, in characters (code points). */
export const MAX_MESSAGE_CHARS = 4000;
/** An author may edit a message for this long after sending it. */
export const MESSAGE_EDIT_MINUTES = 5;
/** At most this many messages a minute per person, across all their threads. */
export const MESSAGES_PER_MINUTE = 30;
/** A message still unread this long after it was sent is e-mailed to whom has not read it (once). */
export const UNREAD_MAIL_MINUTES = 10;
/** Messages per page of a thread. */
export const MESSAGE_PAGE_SIZE = 50;
/** Longest report reason and search text. */
export const MAX_REPORT_CHARS = 500;
export const MAX_SEARCH_CHARS = 100;

/** A thread between the buyer and the seller of a request or meeting, or a person's help desk. */
export const THREAD_KINDS = ['pair', 'help'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];

/** What an admin did about a reported message. */
export const REPORT_OUTCOMES = ['hidden', 'warned', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** Request statuses that open a pair thread: a pending or accepted request. */
export const THREAD_REQUEST_STATUSES = ['pending', 'approved'] as const;

/** Characters as people count them (code points, so an emoji or a Hangul syllable is one). */
export const messageLength = (text: string) => [...text].length;

/** Whether a message sent at `sentAt` may still be edited at `now`. */
export function mayStillEdit(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() <= MESSAGE_EDIT_MINUTES * 60_000;
}

export type TextPart = { text: string } | { link: string; text: string };

// http(s) URLs and bare www. addresses; trailing punctuation of the sentence is left out.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
const TRAILING = /[.,;:!?)\]}>»」』、。，！？]+$/u;

/**
 * A message's text as plain parts and links (only http and https; `www.` gets `https://`). Nothing
 * else is interpreted: the parts are shown as text, so markup in a message stays visible as typed.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let raw = match[0];
    const trailing = raw.match(TRAILING)?.[0] ?? '';
    // A closing bracket belongs to the link when the link opened one, as in Wikipedia addresses.
    if (trailing) raw = raw.slice(0, raw.length - trailing.length);
    const start = match.index ?? 0;
    if (start > at) parts.push({ text: text.slice(at, start) });
    const href = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw;
    parts.push(isWebLink(href) ? { link: href, text: raw } : { text: raw });
    at = start + raw.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

function isWebLink(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A project may delete its messages this many days after it ends (none: kept). */
export const MESSAGE_RETENTION_DAYS = { min: 1, max: 3650 } as const;
