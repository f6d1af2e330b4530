// Which answers to fetch ahead while online, so a participant's reading screens open with no
// network even where they never went (docs/decisions/031-installable-app-and-offline.md). Bounded:
// only the person's own meetings (the list the server gives a participant), at most MAX_MEETINGS.
import type { Role } from '../../core/roles.ts';

/** More than any participant's event holds; an admin sees everyone's meetings and gets no prefetch. */
export const MAX_MEETINGS = 200;

/** The answers every signed-in frame and the dashboard, meetings list and profile read. */
export const BASE_URLS = [
  '/api/auth/session',
  '/api/dashboard',
  '/api/feedback/pending',
  '/api/notifications',
  '/api/conversations/unread',
  '/api/projects',
  '/api/meetings',
  '/api/profile/categories',
];

/** Whether someone gets the reading set fetched ahead (participants; not admins). */
export const prefetches = (role: Role | undefined) => role !== undefined && role !== 'admin';

type ProjectRow = { id: string; status: string };
type MeetingRow = { id: string; project: { id: string } };

/**
 * Given the projects and the person's meetings, the further answers to fetch: each open project
 * and each project they meet in (the page, its agenda with every day, its announcements), and
 * each meeting's page and feedback.
 */
export function readingUrls(projects: ProjectRow[], meetings: MeetingRow[]): string[] {
  const own = meetings.slice(0, MAX_MEETINGS);
  const projectIds = new Set([
    ...projects.filter((p) => p.status === 'active' || p.status === 'draft').map((p) => p.id),
    ...own.map((m) => m.project.id),
  ]);
  return [
    ...[...projectIds].flatMap((id) => [
      `/api/projects/${id}`,
      `/api/projects/${id}/agenda`,
      `/api/projects/${id}/announcements`,
    ]),
    ...own.flatMap((m) => [`/api/meetings/${m.id}`, `/api/meetings/${m.id}/feedback`]),
  ];
}

/** Fetched ahead at most this often per person and device; pages read online keep themselves fresh. */
export const PREFETCH_EVERY_MS = 10 * 60_000;

/** Whether the reading set is due again, given when it was last fetched (ms, or null for never). */
export const prefetchDue = (last: number | null, now: number) => last === null || now - last >= PREFETCH_EVERY_MS;
