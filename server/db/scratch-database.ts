// A database of its own on a PostgreSQL server, for a test run or a benchmark, and how to drop it
// afterwards: runs never see each other's rows and leave nothing behind.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates `<prefix>_<random>` on the server of `serverUrl`, a copy of the database `template` when
 * given (one nobody is connected to), with `settings` as the database's defaults for every
 * connection made to it afterwards; returns its name, URL and a dropper.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
  settings: Record<string, string> = {},
) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  for (const [setting, value] of Object.entries(settings)) {
    await run(`alter database ${name} set ${pg.escapeIdentifier(setting)} = ${pg.escapeLiteral(value)}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
