import type { LucideIcon } from 'lucide-react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** The message a list shows when it has nothing to show. */
export function EmptyState({
  icon: Icon = Inbox,
  title,
  text,
  action,
}: {
  icon?: LucideIcon;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900">
      <Icon className="mb-3 h-10 w-10 text-slate-400 dark:text-slate-500" aria-hidden />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      {text && <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{text}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
