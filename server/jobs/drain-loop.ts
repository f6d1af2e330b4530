// The one job mechanism of the app (docs/architecture.md#background-jobs): a queue is a table,
// and a loop per queue drains it when woken (right after a request queued work), when the app
// starts, and on a timer (work another instance left, or a retry that came due). Claiming a row
// is the queue's business (FOR UPDATE SKIP LOCKED, so instances sharing a database never take
// the same row); the loop only makes sure one drain runs at a time and that a wake during a
// drain is not lost.
import type { FastifyBaseLogger } from 'fastify';

export interface DrainLoop {
  /** Drains now (soon after work was queued). */
  wake(): void;
  /**
   * Drains within `settleMs` (the loop's option): every wake in that window joins one drain, so a
   * busy server handles its queued work in batches instead of one transaction per request.
   */
  wakeSoon(): void;
  /** Drains once and then every `pollMs`. */
  start(): void;
  /** Stops the timer and waits for the drain in progress. */
  stop(): Promise<void>;
  /** True once stop() was called: a step in progress should hand its work back. */
  readonly stopped: boolean;
}

export function createDrainLoop(opts: {
  /** Does one unit of work; resolves false when the queue had nothing due. */
  step: () => Promise<boolean>;
  log: FastifyBaseLogger;
  pollMs: number;
  /** Called by stop() before waiting, to abort the work in hand. */
  onStop?: () => void;
  /** How long wakeSoon() gathers wakes before draining (0: at once). */
  settleMs?: number;
}): DrainLoop & {
  /** Resolves once no drain runs (one woken meanwhile included): the work queued so far is done. */
  idle(): Promise<void>;
} {
  let running: Promise<void> | undefined;
  let wokenWhileBusy = false;
  let timer: NodeJS.Timeout | undefined;
  let settling: NodeJS.Timeout | undefined;
  let stopped = false;

  async function drain() {
    // Requests come first between steps: on the embedded database a step's statements run on the
    // app's own thread, and steps chained without a pause kept every request waiting until the
    // whole queue was drained (docs/decisions/010).
    while (!stopped && (await opts.step())) await new Promise((resolve) => setImmediate(resolve));
  }

  function wake() {
    if (stopped) return;
    if (running) {
      wokenWhileBusy = true;
      return;
    }
    running = drain()
      .catch((err) => {
        // The database may be briefly unreachable; the next wake or poll tries again.
        if (!stopped) opts.log.error({ err }, 'job queue unavailable');
      })
      .finally(() => {
        running = undefined;
        if (wokenWhileBusy) {
          wokenWhileBusy = false;
          wake();
        }
      });
  }

  function wakeSoon() {
    if (stopped || settling) return;
    settling = setTimeout(() => {
      settling = undefined;
      wake();
    }, opts.settleMs ?? 0);
    settling.unref();
  }

  return {
    wake,
    wakeSoon,
    start() {
      if (stopped || timer) return;
      timer = setInterval(wake, opts.pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(settling);
      opts.onStop?.();
      await running;
    },
    async idle() {
      while (running) await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
