// "3 of 10 pending requests used": how much of the pending-request cap the user's sent requests take,
// per active project (docs/rules.md#request-hygiene). A request answered or cancelled frees one.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RequestProject } from '../../../core/schemas/meeting-request.ts';
import { cn } from '../../lib/cn.ts';
import { useRequestProjects } from './api.ts';

/** The usage line of one project; `named` puts the project's name first. */
export function pendingUsageText(t: TFunction, p: RequestProject, named: boolean) {
  const values = { used: p.pending_sent, cap: p.pending_request_cap, project: p.name };
  return t(named ? 'meetingRequests.cap.usedIn' : 'meetingRequests.cap.used', values);
}

export function PendingUsage({ className }: { className?: string }) {
  const { t } = useTranslation();
  const projects = useRequestProjects();
  const list = projects.data ?? [];
  if (list.length === 0) return null;
  return (
    <ul
      className={cn('flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-400', className)}
      data-testid="pending-usage"
    >
      {list.map((p) => (
        <li
          key={p.id}
          className={
            p.pending_sent >= p.pending_request_cap ? 'font-medium text-amber-800 dark:text-amber-300' : undefined
          }
        >
          {pendingUsageText(t, p, list.length > 1)}
        </li>
      ))}
    </ul>
  );
}
