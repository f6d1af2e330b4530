// Per-user answers of the busiest reads (routes with `config: { cache: 'per-user' }`), served
// from memory while no data changed: at the venue hundreds of screens ask for the same dashboard,
// meeting list and schedule day again and again, and every change anywhere makes them read anew
// (docs/decisions/012-read-cache.md).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NEXT_CURSOR_HEADER } from '../../core/schemas/list-page.ts';
import { AnswerCache } from './answer-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'per-user': a 200 answer to a GET is kept per user and URL until data changes. */
    cache?: 'per-user';
  }
  interface FastifyRequest {
    /** Set on the request that reads a cacheable answer for everyone asking the same meanwhile. */
    cacheRead?: Read;
  }
}

/**
 * A remembered answer: its JSON bytes, and compressed once for the many readers who accept that.
 * Brotli first: a schedule day of 500 meetings is 280 kB of JSON, 52 kB gzipped and 28 kB in
 * brotli (its window reaches back to the people listed first; gzip's 32 KiB does not). Chromium
 * asks for brotli only from secure origins (HTTPS, localhost), so gzip stays for plain HTTP on a
 * venue's network.
 */
interface Answer {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** A list page's next cursor, sent in its header (docs/decisions/041-bounded-lists.md). */
  nextCursor?: string;
}
/** The compressed forms, in the order they are preferred when a client takes several. */
const CODINGS = ['br', 'gzip'] as const;
type Coding = (typeof CODINGS)[number];

/** One read under way: the change count it began at, and its answer once known (undefined if none). */
interface Read {
  key: string;
  readAt: number;
  done: (answer: Answer | undefined) => void;
  answer: Promise<Answer | undefined>;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Smaller answers gain too little from compression to pay for the header. */
const COMPRESS_FROM_BYTES = 1024;
/** Brotli's quality 5 compresses as fast as gzip's default; 11 would save another sixth at 150 times the time. */
const BROTLI_QUALITY = 5;

const acceptance = Object.fromEntries(
  CODINGS.map((coding) => [
    coding,
    new RegExp(`(^|,)\\s*(${coding}|\\*)\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`, 'i'),
  ]),
) as Record<Coding, RegExp>;

/** Whether an Accept-Encoding header takes `coding` (or anything), unless it refuses it with q=0. */
export const accepts = (header: string | undefined, coding: Coding) => !!header && acceptance[coding].test(header);

const sizeOf = (answer: Answer) => answer.json.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);

function answerOf(payload: string): Answer {
  // Kept as bytes: a large answer is not encoded (or compressed) again for every reader.
  const json = Buffer.from(payload);
  if (json.length < COMPRESS_FROM_BYTES) return { json };
  return {
    json,
    br: brotliCompressSync(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
    }),
    gzip: gzipSync(json),
  };
}

/** The bytes to send `request` for `answer`, with the headers they need. */
function bytesFor(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  if (answer.nextCursor) reply.header(NEXT_CURSOR_HEADER, answer.nextCursor);
  const header = request.headers['accept-encoding'];
  for (const coding of CODINGS) {
    const bytes = answer[coding];
    if (bytes && accepts(header, coding)) {
      reply.header('content-encoding', coding);
      return bytes;
    }
  }
  return answer.json;
}

/** Registered after the auth plugin: the key needs the signed-in user. */
export const readCachePlugin = fp(async (app: FastifyInstance) => {
  const { changes } = app.database;
  const answers = new AnswerCache<Answer>(changes, {
    ttlMs: app.config.readCache.ttlMs,
    maxSize: app.config.readCache.maxBytes,
  });
  /** Reads under way by key: asking again meanwhile waits for them instead of reading too. */
  const reading = new Map<string, Read>();

  const startRead = (request: FastifyRequest, key: string) => {
    let done: Read['done'] = () => {};
    const answer = new Promise<Answer | undefined>((resolve) => {
      done = resolve;
    });
    const read: Read = { key, readAt: changes.value, answer, done };
    reading.set(key, read);
    request.cacheRead = read;
  };
  const finishRead = (request: FastifyRequest, answer: Answer | undefined) => {
    const read = request.cacheRead;
    if (!read) return;
    request.cacheRead = undefined;
    if (reading.get(read.key) === read) reading.delete(read.key);
    if (answer) answers.set(read.key, answer, read.readAt, sizeOf(answer));
    read.done(answer);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.cache !== 'per-user' || request.method !== 'GET' || !request.user) return;
    if (app.config.readCache.ttlMs <= 0) return;
    const key = `${request.user.id} ${request.url}`;
    const known = answers.lookup(key);
    if (known?.fresh) return reply.send(bytesFor(request, reply, known.value));
    const under = reading.get(key);
    if (under && under.readAt === changes.value) {
      // Nothing changed since that read began: when only the lifetime ran out, the old answer stands
      // in while it is read again; else this request waits for that read's answer.
      if (known) return reply.send(bytesFor(request, reply, known.value));
      const answer = await under.answer;
      if (answer) return reply.send(bytesFor(request, reply, answer));
    }
    startRead(request, key);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.cacheRead) return;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return finishRead(request, undefined);
    const answer = answerOf(payload);
    const nextCursor = reply.getHeader(NEXT_CURSOR_HEADER);
    if (typeof nextCursor === 'string') answer.nextCursor = nextCursor;
    finishRead(request, answer);
    return bytesFor(request, reply, answer);
  });
  // A read that ended without an answer (the client went away) must not keep others waiting.
  app.addHook('onRequestAbort', async (request) => finishRead(request, undefined));
  app.addHook('onResponse', async (request) => finishRead(request, undefined));
});
