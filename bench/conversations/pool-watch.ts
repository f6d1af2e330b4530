// What an instance's PostgreSQL pool goes through, watched from outside the app (the bench's own
// diagnosis, nothing in the server changes): every statement counted and timed from the moment the
// app asked until its result was back in JavaScript (waiting for a connection, the round trip and
// any event-loop delay in between), the time to get a connection for a transaction, and how many
// requests for a connection waited, sampled every 10 ms.
import type pg from 'pg';

export interface PoolStats {
  statements: number;
  statementMs: { p50: number; p99: number; mean: number };
  /** pool.connect() (transactions): how long until a connection was handed over. */
  connects: number;
  connectWaitMs: { p50: number; p99: number; max: number };
  /** Requests for a connection waiting in the pool: mean and most at once. */
  waitingMean: number;
  waitingMax: number;
  /** Connections the pool held: most at once. */
  totalMax: number;
  /** Statements by their first words (a prepared statement by its name), most frequent first. */
  kinds: Record<string, number>;
}

/** A statement's first words, enough to tell the statements of a request apart. */
function kindOf(args: unknown[]) {
  const config = args[0] as string | { text?: string; name?: string } | undefined;
  if (config && typeof config === 'object' && config.name) return `prepared ${config.name}`;
  const text = typeof config === 'string' ? config : (config?.text ?? '?');
  return text.replace(/\s+/g, ' ').trim().slice(0, 70);
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))];
};

type Query = (...args: unknown[]) => unknown;
const watched = Symbol('bench-watched');

export function watchPool(pool: pg.Pool) {
  let statementMs: number[] = [];
  let connectMs: number[] = [];
  let waitingSum = 0;
  let waitingMax = 0;
  let totalMax = 0;
  let samples = 0;
  let kinds = new Map<string, number>();

  const timed = (target: { query: Query; [watched]?: true }) => {
    if (target[watched]) return;
    target[watched] = true;
    const query = target.query.bind(target);
    // An own property: the prototype's may be read-only (server/db/client.ts counts changes there).
    Object.defineProperty(target, 'query', {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        const start = performance.now();
        const result = query(...args);
        // A statement whose caller waits on a promise (pool.query's inner call, with a callback, is not counted twice).
        if (result && typeof (result as Promise<unknown>).then === 'function') {
          const kind = kindOf(args);
          kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
          (result as Promise<unknown>).then(
            () => statementMs.push(performance.now() - start),
            () => statementMs.push(performance.now() - start),
          );
        }
        return result;
      },
    });
  };
  timed(pool as unknown as { query: Query });
  // pool.query gets its connection through connect(callback), a transaction through connect().
  type Done = (err: Error | undefined, client: pg.PoolClient, release: unknown) => void;
  const connect = pool.connect.bind(pool) as (done?: Done) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: (done?: Done) => unknown }).connect = (done?: Done) => {
    const start = performance.now();
    if (done) {
      return connect((err, client, release) => {
        if (!err) timed(client as unknown as { query: Query });
        done(err, client, release);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      connectMs.push(performance.now() - start);
      timed(client as unknown as { query: Query });
      return client;
    });
  };
  const sampler = setInterval(() => {
    samples++;
    waitingSum += pool.waitingCount;
    waitingMax = Math.max(waitingMax, pool.waitingCount);
    totalMax = Math.max(totalMax, pool.totalCount);
  }, 10);
  sampler.unref();

  return {
    reset() {
      statementMs = [];
      connectMs = [];
      waitingSum = 0;
      waitingMax = 0;
      totalMax = 0;
      samples = 0;
      kinds = new Map();
    },
    stats(): PoolStats {
      return {
        statements: statementMs.length,
        statementMs: {
          p50: pct(statementMs, 50),
          p99: pct(statementMs, 99),
          mean: statementMs.reduce((s, x) => s + x, 0) / (statementMs.length || 1),
        },
        connects: connectMs.length,
        connectWaitMs: {
          p50: pct(connectMs, 50),
          p99: pct(connectMs, 99),
          max: connectMs.length ? Math.max(...connectMs) : Number.NaN,
        },
        waitingMean: samples ? waitingSum / samples : 0,
        waitingMax,
        totalMax,
        kinds: Object.fromEntries([...kinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 20)),
      };
    },
  };
}
