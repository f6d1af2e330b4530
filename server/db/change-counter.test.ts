import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { ChangeCounter, changedNothing, mayChangeData, mayChangeIdentity } from './change-counter.ts';

describe('which statements count as changes', () => {
  it('counts everything but a select', () => {
    expect(mayChangeData('select * from "profiles"')).toBe(false);
    expect(mayChangeData('  SELECT 1')).toBe(false);
    for (const text of ['insert into "meetings" values (1)', 'commit', 'begin', 'create table x (a int)', undefined])
      expect(mayChangeData(text)).toBe(true);
  });

  it('counts as a change of sessions and profiles whatever names their tables or could reach them', () => {
    for (const text of [
      'delete from "sessions" where "id" = $1',
      'update "profiles" set "is_active" = $1',
      'insert into "users" ("email") values ($1)',
      'delete from "companies" where "id" = $1', // profiles.company_id is set to null
      'with "u" as (delete from "users" returning "id") insert into "audit" select 1',
      // A commit ends a transaction whose statements could have; so could DDL or a script.
      'commit',
      'alter table "profiles" add column "x" int',
      'truncate "meetings" cascade',
      undefined,
    ])
      expect(mayChangeIdentity(text), text).toBe(true);
  });

  it('does not for plain writes of other tables, even with columns named after users', () => {
    for (const text of [
      'insert into "meeting_requests" ("requester_id", "target_id") values ($1, $2) returning *',
      'with "notice" as (insert into "notifications" ("user_id") values ($1) returning "id") insert into "meeting_requests" ("project_id") values ($2) returning *',
      'update "meetings" set "status" = $1 where "buyer_id" = $2',
      'delete from "meeting_wishes" where "user_id" = $1',
    ])
      expect(mayChangeIdentity(text), text).toBe(false);
  });
});

describe('ChangeCounter', () => {
  it('moves its identity part only on changes that may touch sessions or profiles', () => {
    const changes = new ChangeCounter();
    const heard: boolean[] = [];
    changes.onChange((identity) => heard.push(identity));
    changes.changed(false);
    expect([changes.value, changes.identity.value]).toEqual([1, 0]);
    changes.changed(true);
    expect([changes.value, changes.identity.value]).toEqual([2, 1]);
    changes.heard(false);
    changes.heard();
    expect([changes.value, changes.identity.value]).toEqual([4, 2]);
    // Only this process's own changes are passed on (to be announced), with their scope.
    expect(heard).toEqual([false, true]);
  });

  it('hears all, or nothing, for both parts', () => {
    const changes = new ChangeCounter();
    changes.hearsAll = false;
    expect(changes.identity.hearsAll).toBe(false);
    changes.hearsAll = true;
    expect(changes.identity.hearsAll).toBe(true);
  });
});

describe('a write that changed no row', () => {
  it('is no change when a plain insert, update or delete touched nothing', () => {
    expect(changedNothing('update "background_jobs" set "status" = $1 where false', 0)).toBe(true);
    expect(changedNothing('  DELETE FROM "sessions" WHERE "expires_at" < now()', 0)).toBe(true);
    expect(changedNothing('update "meetings" set "status" = $1', 1)).toBe(false);
    // A data-changing `with` reports the rows of its last part only; a commit or DDL has no count.
    expect(changedNothing('with "u" as (update "users" set "x" = 1 returning 1) select 1', 0)).toBe(false);
    expect(changedNothing('commit', null)).toBe(false);
    expect(changedNothing('create table "x" ("a" int)', undefined)).toBe(false);
  });

  describe('at the driver, on this database', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app.dispose());

    it('leaves the read caches alone for a queue claim that found nothing, not for one that found a row', async () => {
      const { changes } = app.database;
      let before = changes.value;
      // What each instance's queues run every few seconds on an idle server.
      await app.db.execute(sql`update "projects" set "name" = "name" where false`);
      await app.db.execute(sql`delete from "sessions" where false`);
      expect(changes.value).toBe(before);
      await app.db.execute(sql`insert into "currency_rates" ("currency", "usd_rate") values ('XTS', 1)`);
      expect(changes.value).toBeGreaterThan(before);
      before = changes.value;
      await app.db.execute(sql`update "currency_rates" set "usd_rate" = 2 where "currency" = 'XTS'`);
      expect(changes.value).toBeGreaterThan(before);
    });
  });
});
