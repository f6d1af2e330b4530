// One autocannon run in a process of its own, so the load generator does not share the event loop
// (and the core) with the server it measures. Reads a job from the JSON file named by argv[2],
// writes the result as one JSON line on stdout. Requests cycle through `cases` (cookie and body).
// `bytes` is what travelled: compressed where the server compressed.
import fs from 'node:fs';
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  seconds: number;
  cases: { cookie?: string; body?: unknown }[];
  /** Sent with every request. */
  headers: Record<string, string>;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Mean response size in bytes. */
  bytes: number;
}

const job: LoadJob = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
let next = 0;
const r = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  requests: [
    {
      method: job.method,
      setupRequest: (req) => {
        const c = job.cases[next++ % job.cases.length];
        return {
          ...req,
          headers: {
            ...req.headers,
            ...job.headers,
            ...(c.cookie ? { cookie: c.cookie } : {}),
            ...(c.body ? { 'content-type': 'application/json' } : {}),
          },
          body: c.body ? JSON.stringify(c.body) : undefined,
        };
      },
    },
  ],
});
const result: LoadResult = {
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
  requests: r.requests.total,
  bytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
