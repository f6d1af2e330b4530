// "Scan badges" for those who staff the doors (docs/rules.md#scanning-badges): admins on a project's
// page, volunteers there and on their dashboard. With no project given, it leads to the
// volunteer's open (draft or active) project, or offers a menu of them when there are several.
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, ScanLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Role } from '../../../core/roles.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { useProjects } from '../projects/api.ts';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

/** The scanner's address for a project. */
export const scanPath = (projectId: string) => `/projects/${projectId}/scan`;

export function ScanBadgesLink({ role, projectId }: { role: Role | undefined; projectId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scans = role === 'admin' || role === 'volunteer';
  const projects = useProjects();
  if (!scans) return null;
  const open = projectId ? [] : (projects.data ?? []).filter((p) => p.status === 'active' || p.status === 'draft');
  const chosen = projectId ?? (open.length === 1 ? open[0].id : undefined);
  if (chosen) {
    return (
      <Link to={scanPath(chosen)} className={buttonClass('secondary')} data-testid="open-scan">
        <ScanLine className="h-4 w-4" aria-hidden /> {t('scan.open')}
      </Link>
    );
  }
  if (open.length === 0) return null;
  return (
    <Menu.Root>
      <Menu.Trigger className={buttonClass('secondary')} data-testid="open-scan">
        <ScanLine className="h-4 w-4" aria-hidden /> {t('scan.open')}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {open.map((p) => (
            <Menu.Item key={p.id} className={itemClass} onSelect={() => navigate(scanPath(p.id))}>
              {p.name}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
