// Who may start, follow, cancel and download a project's background jobs
// (docs/decisions/043-background-jobs.md): the organisers, as for the exports and the printed
// agendas and badges the jobs make. Admins see every project, so every admin shares a project's
// jobs, whoever started them; the routes are admin routes, refused by the access guard before
// this is asked, and it stays the one place to change should jobs become personal.
import type { CurrentUser } from '../types.ts';

export function mayUseBackgroundJobs(user: CurrentUser): boolean {
  return user.role === 'admin';
}
