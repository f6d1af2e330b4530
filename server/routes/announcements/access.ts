// Who may call the announcement routes (authorization matrix, ADR 009). In the matrix, the world's
// project gets an announcement for buyers (see server/test/authz/announcement-requests.ts): the
// project's participants list the project's announcements (each sees those for them), the buyers of
// the project and the admins may mark it read, and only the organisers post and remove.
import { adminOnly, type RouteRules, rule } from '../access-rules.ts';

export const announcementAccess: RouteRules = {
  'GET /api/projects/:id/announcements': rule({
    ok: ['admin', 'buyer', 'seller', 'interpreter', 'volunteer', 'buyer2', 'seller2', 'interpreter2', 'volunteer2'],
  }),
  'POST /api/projects/:id/announcements': adminOnly(),
  'DELETE /api/projects/:id/announcements/:announcementId': adminOnly(),
  'POST /api/announcements/:id/read': rule({ ok: ['admin', 'buyer', 'buyer2'] }),
};
