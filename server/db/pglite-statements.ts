// Prepared statements for the embedded database. PGlite's query() sends every statement as an
// unnamed one, so PostgreSQL parses and plans it anew each time: on the hot paths that costs two
// to five times running it (the session lookup 0.9 ms instead of 0.2, the dashboard 4.3 ms instead
// of 1.0; docs/decisions/013). Here each distinct text becomes a named statement once, as
// node-postgres does on the server, and later calls only bind values to it and execute it.
import { messages, type PGlite, parse, protocol, type QueryOptions } from '@electric-sql/pglite';

/** Named statements kept at most (the least recently used is closed beyond); Drizzle sends values as
 * parameters, so the app's distinct texts are far fewer. */
export const MAX_STATEMENTS = 500;

/** How long statements may run back to back before the event loop gets a turn. */
const FAIR_SLICE_MS = 10;

/** Tells how long the event loop has gone without a turn (a setImmediate armed when asked). */
function loopTurns() {
  let turnAt = performance.now();
  let armed = false;
  const mark = () => {
    armed = false;
    turnAt = performance.now();
  };
  return {
    busyFor() {
      if (!armed) {
        armed = true;
        setImmediate(mark);
      }
      return performance.now() - turnAt;
    },
    turn: () => new Promise<void>((resolve) => setImmediate(resolve)),
  };
}

/** PostgreSQL's code for a kept statement whose result columns changed since it was made. */
const STALE_PLAN = '0A000';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** Makes `client.query` run each text as a named prepared statement (outside transactions). */
export function withPreparedStatements(client: PGlite): PGlite {
  const unprepared = client.query.bind(client);
  /** Statement name and parameter types by text, least recently used first. */
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  let made = 0;
  const loop = loopTurns();

  async function run(text: string, params: unknown[], options?: QueryOptions) {
    const send = (message: Uint8Array) => client.execProtocolStream(message, { ...options, syncToFs: false });
    const results: BackendMessage[] = [];
    let statement = statements.get(text);
    let closing: string | undefined;
    try {
      if (statement) {
        statements.delete(text);
      } else {
        const name = `pglite_${made++}`;
        results.push(...(await send(serialize.parse({ name, text }))));
        const paramTypes = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
        statement = { name, paramTypes };
      }
      statements.set(text, statement);
      if (statements.size > MAX_STATEMENTS) {
        const [oldest, { name }] = statements.entries().next().value as [string, { name: string }];
        statements.delete(oldest);
        closing = name;
      }
      const { name, paramTypes } = statement;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const toText = options?.serializers?.[paramTypes[i]] ?? client.serializers[paramTypes[i]];
        return toText ? toText(param) : String(param);
      });
      // One call into the database for the three messages (each call has its own cost).
      const message = Buffer.concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
      ]);
      results.push(...(await send(message)));
    } catch (err) {
      // A statement that failed is made again next time (a schema change can invalidate it).
      if (statement && statements.get(text) === statement) {
        statements.delete(text);
        closing = statement.name;
      }
      // As PGlite's own errors: the failed query and its values travel with the error.
      if (err instanceof messages.DatabaseError) Object.assign(err, { query: text, params, queryOptions: options });
      throw err;
    } finally {
      results.push(...(await send(serialize.sync())));
      if (closing) {
        await send(serialize.close({ type: 'S', name: closing }));
        await send(serialize.sync());
      }
    }
    await client.syncToFs();
    const parsers = options?.parsers ? withParsers(options.parsers) : client.parsers;
    return parse.parseResults(results, parsers, { ...options, parsers: undefined })[0];
  }

  // parseResults merges a query's own parsers into PGlite's (hundreds of types) on every call;
  // Drizzle passes the same few with each of its statements, so they are merged once per object.
  const merged = new WeakMap<object, typeof client.parsers>();
  const withParsers = (own: NonNullable<QueryOptions['parsers']>) => {
    let all = merged.get(own);
    if (!all) {
      all = { ...client.parsers, ...own };
      merged.set(own, all);
    }
    return all;
  };

  client.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    // Large objects travel beside the query: left to PGlite's own path.
    if (options?.blob || options?.paramTypes) return unprepared<T>(text, params, options);
    await client._checkReady();
    // The same locks as PGlite's query(): one statement at a time, never inside another's transaction.
    // Waiting statements run back to back as microtasks, and meanwhile the event loop reads no new
    // request: under load some requests waited over 10 s while others were served at once
    // (docs/decisions/010). So after a slice of such a run a statement ends with a turn of the loop.
    const once = () =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          const result = await run(text, params, options);
          if (loop.busyFor() > FAIR_SLICE_MS) await loop.turn();
          return result;
        }),
      );
    try {
      return await once();
    } catch (err) {
      // A table changed under a kept statement ("cached plan must not change result type"): the
      // failed statement is gone, so the second try makes it anew.
      if ((err as { code?: string }).code === STALE_PLAN) return once();
      throw err;
    }
  }) as PGlite['query'];
  return client;
}
