// The buyer's sellers met and the volunteer's open assignments on the user dashboard.
import { ClipboardList, Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ASSIGNMENT_STATUSES } from '../../../core/constants.ts';
import type { DashboardAssignment, DashboardSeller } from '../../../core/schemas/dashboard.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { formatDate } from '../../lib/format.ts';
import { DashboardList, DashboardRow } from './DashboardList.tsx';

const ASSIGNMENT_TONE: Record<(typeof ASSIGNMENT_STATUSES)[number], Tone> = {
  assigned: 'amber',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'red',
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

export function SellersMet({ sellers }: { sellers: DashboardSeller[] }) {
  const { t } = useTranslation();
  if (sellers.length === 0)
    return (
      <DashboardList
        testId="sellers-met"
        title={t('dashboard.sellersMet')}
        icon={Handshake}
        items={[]}
        empty={t('dashboard.noSellersMet')}
      >
        {() => null}
      </DashboardList>
    );
  return (
    <Card className="p-5" data-testid="sellers-met">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Handshake className="h-5 w-5 text-brand-600 dark:text-brand-500" aria-hidden />
        {t('dashboard.sellersMet')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {sellers.map((s) => (
          <li key={s.id} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <span
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
              aria-hidden
            >
              {initials(s.full_name)}
            </span>
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900 dark:text-slate-100">{s.full_name}</p>
              <p className="text-sm break-words text-slate-600 dark:text-slate-400">
                {[s.company_name, s.country].filter(Boolean).join(' · ') || t('common.notProvided')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function MyAssignments({ assignments }: { assignments: DashboardAssignment[] }) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardList
      testId="my-assignments"
      title={t('dashboard.myAssignments')}
      icon={ClipboardList}
      items={assignments}
      empty={t('dashboard.noAssignments')}
      viewAll="/assignments"
    >
      {(a) => {
        const time = a.start_time ? ` ${a.start_time}${a.end_time ? `–${a.end_time}` : ''}` : '';
        const where = a.project ? ` · ${a.project.name}` : '';
        return (
          <DashboardRow
            key={a.id}
            to="/assignments"
            title={a.task_description ? `${a.task_type}: ${a.task_description}` : a.task_type}
            meta={`${formatDate(a.assigned_date, i18n.language)}${time}${where}`}
            aside={<Badge tone={ASSIGNMENT_TONE[a.status]}>{t(`dashboard.assignmentStatus.${a.status}`)}</Badge>}
          />
        );
      }}
    </DashboardList>
  );
}
