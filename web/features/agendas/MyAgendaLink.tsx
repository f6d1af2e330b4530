// "My agenda" beside a participant's meetings: a link to their agenda page of the project they are
// looking at, else of their open (draft or active) project, or a menu of them when there are
// several. Admins, volunteers and people in no open project get nothing.
import * as Menu from '@radix-ui/react-dropdown-menu';
import { CalendarRange, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Role } from '../../../core/roles.ts';
import { agendaPath } from '../../../core/rules/agenda-links.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { useProjects } from '../projects/api.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

export function MyAgendaLink({ role, projectId }: { role: Role | undefined; projectId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasAgenda = role === 'buyer' || role === 'seller' || role === 'interpreter';
  const projects = useProjects();
  if (!hasAgenda) return null;
  // Its place is kept while the projects load, so the screen below does not jump when it appears.
  if (projects.isPending) {
    return (
      <span className={cn(buttonClass('secondary'), 'invisible')} aria-hidden>
        <CalendarRange className="h-4 w-4" /> {t('agendas.myAgenda')}
      </span>
    );
  }
  const open = (projects.data ?? []).filter((p) => p.status === 'active' || p.status === 'draft');
  const chosen = projectId ?? (open.length === 1 ? open[0].id : undefined);
  if (chosen) {
    return (
      <Link to={agendaPath(chosen)} className={buttonClass('secondary')} data-testid="my-agenda">
        <CalendarRange className="h-4 w-4" aria-hidden /> {t('agendas.myAgenda')}
      </Link>
    );
  }
  if (open.length === 0) return null;
  return (
    <Menu.Root>
      <Menu.Trigger className={buttonClass('secondary')} data-testid="my-agenda">
        <CalendarRange className="h-4 w-4" aria-hidden /> {t('agendas.myAgenda')}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {open.map((p) => (
            <Menu.Item key={p.id} className={itemClass} onSelect={() => navigate(agendaPath(p.id))}>
              {p.name}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
