// A project's categories and request settings at a glance, with the admin's Edit
// (docs/rules.md#matchmaking, #request-hygiene).
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../core/schemas/project.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { MatchmakingSettingsModal } from './MatchmakingSettingsModal.tsx';

export function MatchmakingCard({ project }: { project: Project }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const rows: [string, string][] = [
    [t('matchmaking.fields.pending_request_cap'), String(project.pending_request_cap)],
    [t('matchmaking.fields.request_expiry_days'), t('matchmaking.days', { count: project.request_expiry_days })],
    [
      t('matchmaking.fields.max_meetings_per_day'),
      project.max_meetings_per_day === null ? t('matchmaking.everySlot') : String(project.max_meetings_per_day),
    ],
  ];
  return (
    <Card className="mb-6 p-5" data-testid="matchmaking-card">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900 dark:text-white">{t('matchmaking.title')}</h2>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)} data-testid="edit-matchmaking">
          <Pencil className="h-4 w-4" aria-hidden /> {t('matchmaking.edit')}
        </Button>
      </div>
      <h3 className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('matchmaking.categories')}</h3>
      {project.categories.length ? (
        <ul className="mb-4 flex flex-wrap gap-2" data-testid="project-categories">
          {project.categories.map((c) => (
            <li key={c}>
              <Badge tone="blue">{c}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">{t('matchmaking.noCategories')}</p>
      )}
      <dl>
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex justify-between gap-4 border-b border-slate-100 py-2 text-sm last:border-0 dark:border-slate-800"
          >
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-right font-medium text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      <MatchmakingSettingsModal project={project} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}
