// Live notifications across several app instances on one PostgreSQL: each instance LISTENs on one
// channel and hands what it hears to its own open streams; publishing is a pg_notify. The
// publishing instance delivers to its own streams at once, so its users never wait on the database.
// A second channel tells the other instances that this one changed data, so their read caches
// forget what they hold (server/cache).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import type { ChangeCounter } from '../db/change-counter.ts';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { presentNotification } from '../presenters/notification.ts';
import { createLocalBus, type NotificationBus } from './notification-bus.ts';

export const NOTIFY_CHANNEL = 'b2b_notifications';
/**
 * Carries the id of an instance that changed data, followed by ` data` when sessions and profiles
 * cannot have changed (anything else, as from an older instance, counts as a change of them too).
 */
export const CHANGES_CHANNEL = 'b2b_changes';
/** What the listening connection runs once connected (and shows in pg_stat_activity). */
export const LISTEN_ALL = `LISTEN ${NOTIFY_CHANNEL}; LISTEN ${CHANGES_CHANNEL}`;
/** PostgreSQL refuses payloads of 8000 bytes or more; a larger event travels as its id. */
export const MAX_PAYLOAD_BYTES = 7900;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;
/** A query on the listening connection this often, so a silently dead link is noticed. */
const PING_MS = 30_000;

/** What travels on the channel: the whole event, or the id of a stored notification to load. */
type Message = { from: string; userId: string } & ({ event: unknown } | { id: string });

export interface PostgresBus extends NotificationBus {
  /** Resolves once this instance is listening (after the first connection). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** A bus over PostgreSQL LISTEN/NOTIFY: a dedicated connection listens and reconnects when lost. */
export function createPostgresBus(opts: {
  connectionString: string;
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** This instance's change counter: its changes are announced, the others' counted in it. */
  changes?: ChangeCounter;
}): PostgresBus {
  const { db, log, changes } = opts;
  const local = createLocalBus();
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const deliver = async (payload: string) => {
    let message: Message;
    try {
      message = JSON.parse(payload);
    } catch {
      return log.warn({ payload: payload.slice(0, 200) }, 'notification bus: unreadable message');
    }
    if (message.from === self) return;
    if ('event' in message) return local.publish(message.userId, message.event);
    // Too large to travel: the notification is stored, so read it back by its id.
    const [row] = await db.select().from(notifications).where(eq(notifications.id, message.id));
    if (row) local.publish(row.userId, presentNotification(row));
  };

  // Until it listens, this instance could miss another's change: its caches serve nothing.
  if (changes) changes.hearsAll = false;
  // What this instance says on the channels goes out in one statement at a time: whatever comes up
  // while one is on its way goes in the next, sent when it returns. Under load the statements do
  // not queue up behind each other (each is a round trip), and a change is always announced after
  // it was made.
  const outbox: [channel: string, payload: string][] = [];
  /** Changes made since the last announcement: none, only data, or sessions and profiles too. */
  let unannounced: 'none' | 'data' | 'identity' = 'none';
  let sending = false;
  const send = () => {
    if (closed || sending) return;
    const batch = outbox.splice(0);
    if (unannounced !== 'none') batch.push([CHANGES_CHANNEL, unannounced === 'data' ? `${self} data` : self]);
    unannounced = 'none';
    if (batch.length === 0) return;
    sending = true;
    db.execute(sql`select pg_notify(m->>0, m->>1) from json_array_elements(${JSON.stringify(batch)}::json) m`)
      .catch((err) => log.warn({ err }, 'notification bus: sending failed'))
      .finally(() => {
        sending = false;
        send();
      });
  };
  // What is said in one turn of the event loop (a message's events to each of its readers, the
  // change that caused them) waits for the end of that turn and goes out in one statement.
  let soon = false;
  const sendSoon = () => {
    if (soon) return;
    soon = true;
    setImmediate(() => {
      soon = false;
      send();
    });
  };
  const announce = (identity: boolean) => {
    unannounced = identity || unannounced === 'identity' ? 'identity' : 'data';
    sendSoon();
  };
  const stopAnnouncing = changes?.onChange(announce);

  const lost = (c: pg.Client, err?: Error) => {
    if (client !== c) return;
    client = undefined;
    if (changes) changes.hearsAll = false;
    clearInterval(pingTimer);
    c.removeAllListeners();
    c.on('error', () => {});
    c.end().catch(() => {});
    if (closed) return;
    log.warn({ err }, `notification bus: connection lost, listening again in ${retryMs} ms`);
    scheduleConnect();
  };

  const scheduleConnect = () => {
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect() {
    if (closed) return;
    const c = new pg.Client({ connectionString: opts.connectionString, keepAlive: true });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      if (msg.channel === CHANGES_CHANNEL) {
        const [from, scope] = (msg.payload ?? '').split(' ');
        if (from !== self) changes?.heard(scope !== 'data');
      }
      if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return;
      deliver(msg.payload).catch((err) => log.warn({ err }, 'notification bus: delivery failed'));
    });
    try {
      await c.connect();
      await c.query(LISTEN_ALL);
    } catch (err) {
      return lost(c, err as Error);
    }
    if (client !== c) return;
    if (changes) {
      // Whatever changed while this instance was not listening is unknown: forget everything.
      changes.heard();
      changes.hearsAll = true;
    }
    retryMs = RETRY_MIN_MS;
    pingTimer = setInterval(() => c.query('select 1').catch((err) => lost(c, err)), PING_MS);
    pingTimer.unref();
    markReady();
  }

  connect();

  return {
    ready,
    subscribe: local.subscribe,
    publish(userId, event) {
      local.publish(userId, event);
      let payload = JSON.stringify({ from: self, userId, event } satisfies Message);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        const id = (event as { id?: unknown } | null)?.id;
        if (typeof id !== 'string') return log.warn({ userId }, 'notification bus: event too large to send');
        payload = JSON.stringify({ from: self, userId, id } satisfies Message);
      }
      // The notification is stored already; a failed push only costs the other instances' live refresh.
      outbox.push([NOTIFY_CHANNEL, payload]);
      sendSoon();
    },
    async close() {
      closed = true;
      stopAnnouncing?.();
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}

/**
 * Decorates app.bus: the given bus, else a PostgreSQL bus when DATABASE_URL is set (listening
 * before the app serves, closed with it), else the bus of this process.
 */
export function installBus(app: FastifyInstance, bus?: NotificationBus) {
  const { databaseUrl } = app.config;
  if (bus || !databaseUrl) return app.decorate('bus', bus ?? createLocalBus());
  const pgBus = createPostgresBus({
    connectionString: databaseUrl,
    db: app.db,
    log: app.log.child({ module: 'notification-bus' }),
    changes: app.database.changes,
  });
  app.decorate('bus', pgBus);
  app.addHook('onReady', () => pgBus.ready);
  app.addHook('onClose', () => pgBus.close());
}
