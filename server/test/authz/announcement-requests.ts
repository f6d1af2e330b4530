// How the matrix calls the announcement routes (see requests.ts): the world's project gets an
// announcement for its buyers before each call (docs/rules.md#announcements), remembered per world.
import { announcements } from '../../db/schema.ts';
import type { TestApp } from '../harness.ts';
import type { Recipe } from './requests.ts';
import type { World } from './world.ts';

const made = new WeakMap<World, string>();

/** The world's announcement for buyers, made once per world. */
async function announcementOf(app: TestApp, w: World) {
  if (made.has(w)) return;
  const [row] = await app.db
    .insert(announcements)
    .values({ projectId: w.project.id, audience: 'buyer', title: 'Hall B opens at 9', body: 'Badges at desk 2.' })
    .returning({ id: announcements.id });
  made.set(w, row.id);
}

const announcement = (w: World) => ({ id: made.get(w) ?? '' });

export const ANNOUNCEMENT_RECIPES: Record<string, Recipe> = {
  'GET /api/projects/:id/announcements': { params: (w) => ({ id: w.project.id }), prepare: announcementOf },
  'POST /api/projects/:id/announcements': {
    params: (w) => ({ id: w.project.id }),
    body: () => ({ title: 'Lunch', body: 'Lunch is served in hall C.', audience: null, email: true }),
  },
  'DELETE /api/projects/:id/announcements/:announcementId': {
    params: (w) => ({ id: w.project.id, announcementId: made.get(w) ?? '' }),
    prepare: announcementOf,
  },
  'POST /api/announcements/:id/read': { params: announcement, prepare: announcementOf },
};
