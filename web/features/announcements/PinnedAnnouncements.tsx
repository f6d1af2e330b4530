// The organisers' announcements pinned at the top of a participant's dashboard
// (docs/rules.md#announcements): every unread one, highlighted, with "Mark as read"; the latest read
// ones below, and the rest behind "Show all". Nothing when there are none.
import { Check, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../core/schemas/announcement.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAnnouncementsOf, useMarkAnnouncementRead } from './api.ts';

/** Read announcements shown before "Show all". */
const READ_SHOWN = 2;

export function PinnedAnnouncements({ projects }: { projects: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const { items } = useAnnouncementsOf(projects.map((p) => p.id));
  const [all, setAll] = useState(false);
  if (items.length === 0) return null;
  const unread = items.filter((a) => !a.read);
  const read = items.filter((a) => a.read);
  const shown = [...unread, ...(all ? read : read.slice(0, READ_SHOWN))];
  const projectName = projects.length > 1 ? (id: string) => projects.find((p) => p.id === id)?.name : undefined;
  return (
    <Card className="mb-4 p-5 lg:mb-6" data-testid="pinned-announcements">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <Megaphone className="h-5 w-5 text-brand-600 dark:text-brand-500" aria-hidden />
        {t('announcements.title')}
        {unread.length > 0 && <Badge tone="amber">{t('announcements.unreadCount', { count: unread.length })}</Badge>}
      </h2>
      <ul className="space-y-3">
        {shown.map((a) => (
          <PinnedItem key={a.id} announcement={a} project={projectName?.(a.project_id)} />
        ))}
      </ul>
      {read.length > READ_SHOWN && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? t('announcements.showFewer') : t('announcements.showAll', { count: items.length })}
        </Button>
      )}
    </Card>
  );
}

function PinnedItem({ announcement: a, project }: { announcement: Announcement; project?: string }) {
  const { t, i18n } = useTranslation();
  const markRead = useMarkAnnouncementRead();
  return (
    <li
      className={cn(
        'rounded-lg border p-4 sm:flex sm:items-start sm:gap-4',
        a.read
          ? 'border-slate-200 dark:border-slate-800'
          : 'border-amber-300 bg-amber-50 dark:border-amber-700/70 dark:bg-amber-950/40',
      )}
      data-testid="announcement"
      data-unread={a.read ? undefined : 'true'}
    >
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-slate-900 dark:text-white">
          {!a.read && <span className="sr-only">{t('announcements.unread')}: </span>}
          {a.title}
        </h3>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {[project, formatDateTime(a.created_at, i18n.language), a.author?.full_name].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-2 text-sm whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">{a.body}</p>
        {markRead.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {errorMessage(t, markRead.error)}
          </p>
        )}
      </div>
      {/* Below the text on a phone, beside the title on wider screens. */}
      {!a.read && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3 sm:mt-0"
          onClick={() => markRead.mutate(a.id)}
          disabled={markRead.isPending}
          data-testid="announcement-mark-read"
        >
          <Check className="h-4 w-4" aria-hidden />
          {t('announcements.markRead')}
        </Button>
      )}
    </li>
  );
}
