// One reported message: who reported it, why, where and when, the message itself as plain text with
// its author, and the admin's three answers (or, once settled, what was done).
import { EyeOff, Flag, Paperclip, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { MessageReport, ReportAction } from './api.ts';

/** What an admin may do about an open report, most severe first. */
const ACTIONS = [
  { action: 'hide', variant: 'danger', Icon: EyeOff, labelKey: 'moderation.hide' },
  { action: 'warn', variant: 'secondary', Icon: TriangleAlert, labelKey: 'moderation.warn' },
  { action: 'dismiss', variant: 'ghost', Icon: X, labelKey: 'moderation.dismiss' },
] as const;

const OUTCOME_TONE: Record<NonNullable<MessageReport['outcome']>, Tone> = {
  hidden: 'red',
  warned: 'amber',
  dismissed: 'neutral',
};

export function ReportCard({
  report: r,
  busy,
  onAct,
}: {
  report: MessageReport;
  busy: boolean;
  onAct: (action: ReportAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const m = r.message;
  const who = (p: MessageReport['reporter']) => (p.company_name ? `${p.full_name} (${p.company_name})` : p.full_name);
  return (
    <li>
      <Card className="p-5" data-testid="report">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Flag className="h-4 w-4 shrink-0 text-red-600 dark:text-red-400" aria-hidden />
            <span className="min-w-0 break-words">{t('moderation.reportedBy', { name: who(r.reporter) })}</span>
          </p>
          {r.outcome && <Badge tone={OUTCOME_TONE[r.outcome]}>{t(`moderation.outcome.${r.outcome}`)}</Badge>}
        </div>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {[m.project.name, formatDateTime(r.created_at, i18n.language)].join(' · ')}
        </p>
        <p className="mt-3 text-sm break-words text-slate-800 dark:text-slate-200">
          <span className="font-medium">{t('moderation.reason')}: </span>
          {r.reason || <span className="text-slate-600 italic dark:text-slate-400">{t('moderation.noReason')}</span>}
        </p>
        <figure className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/60">
          <figcaption className="text-xs font-medium text-slate-600 dark:text-slate-400">
            {t('moderation.author', { name: who(m.author) })} · {formatDateTime(m.created_at, i18n.language)}
            {m.hidden && ` · ${t('moderation.hiddenNow')}`}
          </figcaption>
          {m.deleted ? (
            <p className="mt-1 text-sm text-slate-600 italic dark:text-slate-400">{t('moderation.deleted')}</p>
          ) : (
            <blockquote
              className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-900 dark:text-slate-100"
              data-testid="report-message"
            >
              {m.body}
              {m.file && (
                <span className="mt-1 flex items-center gap-1 text-slate-600 dark:text-slate-400">
                  <Paperclip className="h-4 w-4" aria-hidden />
                  {m.file.name}
                </span>
              )}
            </blockquote>
          )}
        </figure>
        {!r.outcome && (
          <div className="mt-4 flex flex-wrap gap-2">
            {ACTIONS.map(({ action, variant, Icon, labelKey }) => (
              <Button
                key={action}
                variant={variant}
                size="sm"
                disabled={busy}
                onClick={() => onAct(action)}
                data-testid={`report-${action}`}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {t(labelKey)}
              </Button>
            ))}
          </div>
        )}
      </Card>
    </li>
  );
}
