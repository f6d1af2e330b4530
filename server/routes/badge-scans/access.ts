// Who may call the badge-scan routes (authorization matrix, ADR 009): organisers and the project's
// volunteers; its buyers, sellers and interpreters see the project but may not scan (403); the
// outsider does not see it (404). The person scanned is the world's buyer.
import { type RouteRules, rule } from '../access-rules.ts';

const scanners = rule({
  ok: ['admin', 'volunteer', 'volunteer2'],
  forbidden: ['buyer', 'seller', 'interpreter', 'buyer2', 'seller2', 'interpreter2'],
  hidden: ['outsider'],
});

export const badgeScanAccess: RouteRules = {
  'POST /api/projects/:id/badge-scans': scanners,
  'GET /api/projects/:id/badge-scans': scanners,
  'GET /api/projects/:id/badge-scans/people': scanners,
};
