import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/roles.ts';
import { projects } from '../db/schema.ts';
import { addParticipant, makeProject } from '../test/factories.ts';
import { visibilityFixture } from '../test/visibility.ts';
import { visibleProjects } from './project.ts';

describe('visibleProjects on the database', () => {
  // Three projects: the buyer takes part in two, the seller and interpreter in one, nobody in the
  // third; the volunteer in none.
  const { seenBy } = visibilityFixture({
    table: projects,
    filter: visibleProjects,
    cast: ['admin', 'buyer', 'seller', 'interpreter', 'volunteer'],
    seed: async ({ app, people, name }) => {
      const project = async (label: string, participants: Role[]) => {
        const row = await makeProject(app, { name: label });
        name(row.id, label);
        for (const role of participants) await addParticipant(app, row.id, people[role]);
      };
      await project('spring', ['buyer', 'seller', 'interpreter']);
      await project('autumn', ['buyer']);
      await project('empty', []);
    },
  });

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
