// The import boundaries of README.md (Layout) are enforced by Biome's noRestrictedImports, set per
// folder in biome.json's overrides. This test proves the rule fires: it copies the real biome.json
// into a temporary folder laid out like the repository, writes one file per forbidden import and a
// few allowed ones, and runs `biome lint` there (scripts/lint-fixtures.ts). Remove a boundary from biome.json and it fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, type LintRun, lintFixtures, restricted } from './lint-fixtures.ts';

const forbidden: (Fixture & { boundary: string })[] = [
  { boundary: 'core does not import server', path: 'core/rules/to-server.ts', specifier: '../../server/db/client.ts' },
  { boundary: 'core does not import web', path: 'core/schemas/to-web.ts', specifier: '../../web/lib/api.ts' },
  { boundary: 'core does not import server', path: 'core/to-server.ts', specifier: '../server/types.ts' },
  {
    boundary: 'web/features does not import web/screens',
    path: 'web/features/meetings/to-screen.ts',
    specifier: '../../screens/meetings/MeetingsScreen.tsx',
  },
  {
    boundary: 'a screen does not import another screen',
    path: 'web/screens/meetings/to-other-screen.ts',
    specifier: '../projects/ProjectsScreen.tsx',
  },
  {
    boundary: 'a screen does not import another screen',
    path: 'web/screens/meetings/to-other-screen-lazily.ts',
    specifier: '../projects/ProjectsScreen.tsx',
    lazy: true,
  },
  {
    boundary: 'a screen does not import another screen',
    path: 'web/screens/meetings/to-other-screen-the-long-way.ts',
    specifier: '../../screens/projects/ProjectsScreen.tsx',
  },
  { boundary: 'web does not import server', path: 'web/lib/to-server.ts', specifier: '../../server/types.ts' },
  { boundary: 'web does not import server', path: 'web/app/to-server.ts', specifier: '../../server/errors.ts' },
  {
    boundary: 'web does not import server',
    path: 'web/features/meetings/to-server.ts',
    specifier: '../../../server/types.ts',
  },
  {
    boundary: 'web does not import server',
    path: 'web/screens/meetings/to-server.ts',
    specifier: '../../../server/types.ts',
  },
];

const allowed: Fixture[] = [
  { path: 'core/rules/ok-schema.ts', specifier: '../schemas/meeting.ts' },
  { path: 'core/rules/ok-package.ts', specifier: 'zod' },
  { path: 'web/features/meetings/ok-other-feature.ts', specifier: '../projects/api.ts' },
  { path: 'web/features/meetings/ok-core.ts', specifier: '../../../core/rules/meetings.ts' },
  { path: 'web/screens/meetings/ok-own-folder.ts', specifier: './MeetingCard.tsx' },
  { path: 'web/screens/meetings/ok-feature.ts', specifier: '../../features/meetings/api.ts' },
  { path: 'web/screens/meetings/ok-feature-lazily.ts', specifier: '../../features/meetings/api.ts', lazy: true },
  { path: 'web/screens/meetings/ok-component.ts', specifier: '../../components/ui/Card.tsx' },
  { path: 'web/screens/meetings/ok-core.ts', specifier: '../../../core/rules/meetings.ts' },
  { path: 'web/app/ok-screen.ts', specifier: '../screens/meetings/MeetingsScreen.tsx' },
  { path: 'web/components/layout/ok-feature.ts', specifier: '../../features/auth/api.ts' },
];

let forbiddenRun: LintRun;
let allowedRun: LintRun;
let remove = () => {};

beforeAll(() => {
  ({ forbidden: forbiddenRun, allowed: allowedRun, remove } = lintFixtures(forbidden, allowed));
}, 60_000);

afterAll(() => remove());

describe('import boundaries (biome.json overrides, noRestrictedImports)', () => {
  it.each(forbidden)('$boundary: $path importing $specifier fails the lint', ({ path }) => {
    expect(restricted(forbiddenRun, path)).toHaveLength(1);
  });

  it('a forbidden import makes biome lint exit non-zero', () => {
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
