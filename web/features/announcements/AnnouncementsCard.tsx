// The organisers' announcements of a project (docs/rules.md#announcements): write one to everyone or
// one role, also by e-mail if wished, and see each one's "read by N of M"; remove one after asking.
import { Eye, Megaphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../core/schemas/announcement.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { AnnouncementComposer } from './AnnouncementComposer.tsx';
import { useAnnouncements, useRemoveAnnouncement } from './api.ts';

export function AnnouncementsCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const list = useAnnouncements(projectId);
  const remove = useRemoveAnnouncement(projectId);
  const [removing, setRemoving] = useState<Announcement | null>(null);
  return (
    <Card className="mb-6 p-5" data-testid="announcements-card">
      <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <Megaphone className="h-5 w-5 text-brand-600 dark:text-brand-500" aria-hidden />
        {t('announcements.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('announcements.intro')}</p>
      <AnnouncementComposer projectId={projectId} />
      {list.isPending && <Loading label={t('announcements.loading')} />}
      {list.isError && <LoadError message={t('announcements.loadError')} onRetry={() => list.refetch()} />}
      {list.data?.length === 0 && (
        <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">{t('announcements.empty')}</p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="mt-5 divide-y divide-slate-100 border-t border-slate-100 dark:divide-slate-800 dark:border-slate-800">
          {list.data.map((a) => (
            <AdminItem key={a.id} announcement={a} onRemove={() => setRemoving(a)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title={t('announcements.removeTitle')}
        message={t('announcements.removeMessage', { title: removing?.title ?? '' })}
        confirmLabel={t('announcements.remove')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(t, remove.error) : undefined}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
      />
    </Card>
  );
}

function AdminItem({ announcement: a, onRemove }: { announcement: Announcement; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex items-start gap-3 py-4" data-testid="admin-announcement">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-medium break-words text-slate-900 dark:text-white">{a.title}</h3>
          <Badge tone="blue">{t(`announcements.audience.${a.audience ?? 'everyone'}`)}</Badge>
          {a.emailed && <Badge>{t('announcements.emailed')}</Badge>}
        </div>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {[formatDateTime(a.created_at, i18n.language), a.author?.full_name].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-2 line-clamp-3 text-sm whitespace-pre-wrap break-words text-slate-700 dark:text-slate-300">
          {a.body}
        </p>
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
          <Eye className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden />
          <span data-testid="announcement-reads">
            {t('announcements.readBy', { count: a.read_count ?? 0, total: a.audience_count ?? 0 })}
          </span>
        </p>
      </div>
      <IconButton label={t('announcements.remove')} tone="danger" onClick={onRemove} data-testid="announcement-remove">
        <Trash2 className="h-4 w-4" aria-hidden />
      </IconButton>
    </li>
  );
}
