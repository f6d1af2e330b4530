// A button to one page of a project (a person's agenda, the badge scanner): of the project given,
// else of the person's open (draft or active) project, or a menu of them when there are several;
// nothing when they have none.
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/ui/Button.tsx';
import { cn } from '../../lib/cn.ts';
import { useProjects } from './api.ts';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

export function ProjectPageButton({
  projectId,
  pathOf,
  icon: Icon,
  label,
  testId,
}: {
  projectId?: string;
  pathOf: (projectId: string) => string;
  icon: LucideIcon;
  label: string;
  testId: string;
}) {
  const navigate = useNavigate();
  const projects = useProjects();
  const content = (
    <>
      <Icon className="h-4 w-4" aria-hidden /> {label}
    </>
  );
  if (projectId) {
    return (
      <Link to={pathOf(projectId)} className={buttonClass('secondary')} data-testid={testId}>
        {content}
      </Link>
    );
  }
  // Its place is kept while the projects load, so the screen below does not jump when it appears.
  if (projects.isPending) {
    return (
      <span className={cn(buttonClass('secondary'), 'invisible')} aria-hidden>
        {content}
      </span>
    );
  }
  const open = (projects.data ?? []).filter((p) => p.status === 'active' || p.status === 'draft');
  if (open.length === 0) return null;
  if (open.length === 1) {
    return (
      <Link to={pathOf(open[0].id)} className={buttonClass('secondary')} data-testid={testId}>
        {content}
      </Link>
    );
  }
  return (
    <Menu.Root>
      <Menu.Trigger className={buttonClass('secondary')} data-testid={testId}>
        {content}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {open.map((p) => (
            <Menu.Item key={p.id} className={itemClass} onSelect={() => navigate(pathOf(p.id))}>
              {p.name}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
