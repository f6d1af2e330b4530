// CPU time spent by the processes that serve a bench: the app instances listening on given ports and
// PostgreSQL's backends connected to one database, read from /proc (Linux), so that a run's CPU per
// request can be set against what two cores give (docs/decisions/047-agenda-reads.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

/** User plus system CPU time of a process in ms, 0 once it is gone. */
function cpuMsOf(pid: number) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The process listening on a local TCP port. */
function listenerOf(port: number) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return Number(pid);
}

/**
 * Measures the CPU time the instances on `ports` and the backends of `databaseUrl` use between
 * `start()` and `stop()`. A backend's time counts from when it was first seen (the pools keep their
 * connections while loaded; one that closed during the run is missed, so the figure errs low).
 */
export async function cpuMeter(ports: number[], databaseUrl: string) {
  const apps = ports.map(listenerOf);
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const backends = async () =>
    (
      await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      )
    ).rows.map((r) => r.pid);
  const snapshot = async () => ({
    app: apps.reduce((n, pid) => n + cpuMsOf(pid), 0),
    database: new Map((await backends()).map((pid) => [pid, cpuMsOf(pid)])),
  });
  let before = await snapshot();
  return {
    async start() {
      before = await snapshot();
    },
    /** CPU ms of the app instances and of PostgreSQL since `start()`. */
    async stop() {
      const after = await snapshot();
      let database = 0;
      for (const [pid, ms] of after.database) database += ms - (before.database.get(pid) ?? 0);
      return { app: after.app - before.app, database };
    },
    close: () => client.end(),
  };
}
