// The server's layers (docs/architecture.md, Server layers) are enforced by Biome's
// noRestrictedImports, set per folder in biome.json's overrides. This test proves the rule fires:
// one file per import that runs up a layer or across route folders, and the imports the layers
// allow, linted with the real biome.json (scripts/lint-fixtures.ts). Remove a layer's override from
// biome.json and it fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, type LintRun, lintFixtures, restricted } from './lint-fixtures.ts';

const forbidden: (Fixture & { boundary: string })[] = [
  { boundary: 'the demo seed imports no auth', path: 'server/db/demo-seed.ts', specifier: '../auth/password.ts' },
  { boundary: 'db imports no queries', path: 'server/db/tables/to-queries.ts', specifier: '../../queries/meetings.ts' },
  { boundary: 'db imports no services', path: 'server/db/to-services.ts', specifier: '../services/notify.ts' },
  {
    boundary: 'policies import no queries',
    path: 'server/policies/to-queries.ts',
    specifier: '../queries/meetings.ts',
  },
  {
    boundary: 'policies import no presenters',
    path: 'server/policies/to-presenters.ts',
    specifier: '../presenters/meeting.ts',
  },
  {
    boundary: 'presenters import no queries',
    path: 'server/presenters/to-queries.ts',
    specifier: '../queries/meetings.ts',
  },
  { boundary: 'queries import no services', path: 'server/queries/to-services.ts', specifier: '../services/notify.ts' },
  {
    boundary: 'queries import no route file',
    path: 'server/queries/report/to-routes.ts',
    specifier: '../../routes/currency-rates/index.ts',
  },
  {
    boundary: 'queries import no notices',
    path: 'server/queries/to-notices.ts',
    specifier: '../notices/request-nudges.ts',
  },
  { boundary: 'queries import no auth', path: 'server/queries/to-auth.ts', specifier: '../auth/sessions.ts' },
  {
    boundary: 'services import no route file',
    path: 'server/services/to-routes.ts',
    specifier: '../routes/meetings/index.ts',
  },
  { boundary: 'services import no app', path: 'server/services/to-app.ts', specifier: '../app.ts' },
  {
    boundary: 'notices import no route file',
    path: 'server/notices/to-routes.ts',
    specifier: '../routes/meetings/queries.ts',
  },
  { boundary: 'mail imports no app', path: 'server/mail/to-app.ts', specifier: '../app.ts', lazy: true },
  {
    boundary: 'a route folder imports no other route folder',
    path: 'server/routes/transactions/to-other-route.ts',
    specifier: '../currency-rates/index.ts',
  },
  {
    boundary: 'a route folder imports no other route folder',
    path: 'server/routes/meetings/to-other-route-lazily.ts',
    specifier: '../users/index.ts',
    lazy: true,
  },
  {
    boundary: 'a route folder imports no other route folder',
    path: 'server/routes/meetings/to-other-route-the-long-way.ts',
    specifier: '../../routes/users/index.ts',
  },
];

const allowed: Fixture[] = [
  { path: 'server/db/tables/ok-columns.ts', specifier: './columns.ts' },
  { path: 'server/db/ok-core.ts', specifier: '../../core/rules/time.ts' },
  { path: 'server/db/ok-own.test.ts', specifier: '../auth/password.ts' },
  { path: 'server/policies/ok-db.ts', specifier: '../db/schema.ts' },
  { path: 'server/presenters/ok-policy.ts', specifier: '../policies/voice-note.ts' },
  { path: 'server/queries/ok-presenter.ts', specifier: '../presenters/meeting.ts' },
  { path: 'server/queries/ok-policy.ts', specifier: '../policies/meeting.ts' },
  { path: 'server/services/ok-query.ts', specifier: '../queries/meetings.ts' },
  { path: 'server/services/ok-mail.ts', specifier: '../mail/outbox.ts' },
  { path: 'server/notices/ok-service.ts', specifier: '../services/notify.ts' },
  { path: 'server/routes/meetings/ok-own-folder.ts', specifier: './queries.ts' },
  { path: 'server/routes/meetings/ok-shared-route-helper.ts', specifier: '../status-actions.ts' },
  { path: 'server/routes/meetings/ok-query.ts', specifier: '../../queries/meetings.ts' },
  { path: 'server/routes/meetings/ok-service.ts', specifier: '../../services/move-meeting.ts', lazy: true },
  { path: 'server/routes/ok-route-folder.ts', specifier: './meetings/index.ts' },
  { path: 'server/ok-app.ts', specifier: './routes/index.ts' },
];

let forbiddenRun: LintRun;
let allowedRun: LintRun;
let remove = () => {};

beforeAll(() => {
  ({ forbidden: forbiddenRun, allowed: allowedRun, remove } = lintFixtures(forbidden, allowed));
}, 60_000);

afterAll(() => remove());

describe('server layers (biome.json overrides, noRestrictedImports)', () => {
  it.each(forbidden)('$boundary: $path importing $specifier fails the lint', ({ path }) => {
    expect(restricted(forbiddenRun, path)).toHaveLength(1);
  });

  it('an import up a layer makes biome lint exit non-zero', () => {
    expect(forbiddenRun.status).not.toBe(0);
  });

  it.each(allowed)('$path importing $specifier is allowed', ({ path }) => {
    expect(restricted(allowedRun, path)).toEqual([]);
  });

  it('allowed imports lint clean', () => {
    expect(allowedRun.diagnostics).toEqual([]);
    expect(allowedRun.status).toBe(0);
  });
});
