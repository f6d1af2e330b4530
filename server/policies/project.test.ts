import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { projects } from '../db/schema.ts';
import { addParticipant, makeProject, makeUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import type { CurrentUser } from '../types.ts';
import { visibleProjects } from './project.ts';

describe('visibleProjects on the database', () => {
  // Three projects: the buyer takes part in two, the seller and interpreter in one, nobody in the
  // third; the volunteer in none.
  let app: TestApp;
  const people: Record<string, CurrentUser> = {};
  const names = new Map<string, string>();
  beforeAll(async () => {
    app = await createTestApp();
    for (const role of ['admin', 'buyer', 'seller', 'interpreter', 'volunteer'] as const)
      people[role] = (await makeUser(app, { role })).profile;
    const project = async (name: string, participants: Role[]) => {
      const row = await makeProject(app, { name });
      names.set(row.id, name);
      for (const role of participants) await addParticipant(app, row.id, people[role]);
    };
    await project('spring', ['buyer', 'seller', 'interpreter']);
    await project('autumn', ['buyer']);
    await project('empty', []);
  });
  afterAll(() => app?.dispose());

  const seenBy = async (who: string) =>
    (await app.db.select({ id: projects.id }).from(projects).where(visibleProjects(people[who])))
      .map((r) => names.get(r.id) ?? r.id)
      .sort();

  it('shows an admin every project, those without participants too', async () => {
    expect(await seenBy('admin')).toEqual(['autumn', 'empty', 'spring']);
  });

  it('shows everyone else the projects they take part in', async () => {
    expect(await seenBy('buyer')).toEqual(['autumn', 'spring']);
    expect(await seenBy('seller')).toEqual(['spring']);
    expect(await seenBy('interpreter')).toEqual(['spring']);
    expect(await seenBy('volunteer')).toEqual([]);
  });
});
