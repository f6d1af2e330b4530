// One volunteer assignment: task type, status, description, volunteer (admins only), date, time,
// notes; Accept / Decline / Complete for its volunteer, Edit and Delete for admins.
import { Calendar, Check, CircleCheckBig, Clock, Pencil, StickyNote, Trash2, User, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssignmentAction, AssignmentStatus } from '../../../core/rules/assignments.ts';
import type { Assignment } from '../../../core/schemas/assignment.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { formatDate } from '../../lib/format.ts';

/** Unknown statuses get the neutral badge (docs/rules.md#assignment-statuses). */
const TONE: Partial<Record<AssignmentStatus, Tone>> = {
  assigned: 'amber',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'red',
};

const ACTIONS: { action: AssignmentAction; icon: typeof Check; variant: 'primary' | 'secondary' }[] = [
  { action: 'accept', icon: Check, variant: 'primary' },
  { action: 'complete', icon: CircleCheckBig, variant: 'primary' },
  { action: 'decline', icon: X, variant: 'secondary' },
];

export function AssignmentCard({
  assignment: a,
  isAdmin,
  busy,
  onAction,
  onEdit,
  onDelete,
}: {
  assignment: Assignment;
  isAdmin: boolean;
  busy: boolean;
  onAction: (action: AssignmentAction) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const actions = ACTIONS.filter((x) => a.can[x.action]);
  const time = a.start_time ? [a.start_time, a.end_time].filter(Boolean).join(' – ') : t('assignments.noTime');
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="assignment-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900 dark:text-white">{a.task_type}</h2>
          {a.project && <p className="text-sm text-slate-600 dark:text-slate-400">{a.project.name}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Badge tone={TONE[a.status] ?? 'neutral'}>
            {t(`assignments.status.${a.status}`, { defaultValue: a.status })}
          </Badge>
          {isAdmin && (
            <>
              <IconButton label={t('assignments.editOf', { task: a.task_type })} onClick={onEdit}>
                <Pencil className="h-4 w-4" aria-hidden />
              </IconButton>
              <IconButton label={t('assignments.deleteOf', { task: a.task_type })} tone="danger" onClick={onDelete}>
                <Trash2 className="h-4 w-4" aria-hidden />
              </IconButton>
            </>
          )}
        </div>
      </div>
      {a.task_description && (
        <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {a.task_description}
        </p>
      )}
      <ul className="space-y-1.5 text-sm text-slate-600 dark:text-slate-400">
        {isAdmin && (
          <li className="flex min-w-0 items-start gap-2">
            <User className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">
              <span className="font-medium text-slate-900 dark:text-slate-100">{a.volunteer.full_name}</span>{' '}
              <span className="break-all">({a.volunteer.email})</span>
            </span>
          </li>
        )}
        <li className="flex items-center gap-2">
          <Calendar className="h-4 w-4 shrink-0" aria-hidden />
          <span className="sr-only">{t('assignments.date')}:</span>
          {formatDate(a.assigned_date, i18n.language)}
        </li>
        <li className="flex items-center gap-2">
          <Clock className="h-4 w-4 shrink-0" aria-hidden />
          <span className="sr-only">{t('assignments.time')}:</span>
          {time}
        </li>
      </ul>
      {a.notes && (
        <p className="flex gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          <StickyNote className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words whitespace-pre-line">{a.notes}</span>
        </p>
      )}
      {actions.length > 0 && (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {actions.map(({ action, icon: Icon, variant }) => (
            <Button
              key={action}
              size="sm"
              variant={variant}
              disabled={busy}
              onClick={() => onAction(action)}
              data-testid={`assignment-${action}`}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {t(`assignments.actions.${action}`)}
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
}
