// "Calendar subscription" on the profile (docs/rules.md#calendars): make a personal feed address,
// see it once, renew it (which stops the old one) or turn it off. For the roles that have meetings.
import { RefreshCw, Rss } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../core/roles.ts';
import type { CalendarFeedCreated } from '../../../core/schemas/calendar-feed.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../../features/calendar-feed/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { CalendarFeedLink } from './CalendarFeedLink.tsx';

/** Admins and volunteers take part in no meeting: their feed would always be empty. */
const HAS_MEETINGS: readonly Role[] = ['buyer', 'seller', 'interpreter'];

export function CalendarFeedSection({ role }: { role: Role }) {
  const { t } = useTranslation();
  if (!HAS_MEETINGS.includes(role)) return null;
  return (
    <Card className="mt-6 p-5" data-testid="calendar-feed">
      <h2 className="font-semibold text-slate-900 dark:text-white">{t('calendar.feed.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('calendar.feed.intro')}</p>
      <div className="space-y-4 text-sm text-slate-700 dark:text-slate-300">
        <CalendarFeedBody />
      </div>
    </Card>
  );
}

function CalendarFeedBody() {
  const { t, i18n } = useTranslation();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  // The address exists only in this answer: it is gone once the page is left.
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);

  if (feed.isPending) return <Loading label={t('calendar.feed.loading')} className="py-4" />;
  if (feed.isError) return <LoadError message={errorMessage(t, feed.error)} onRetry={() => feed.refetch()} />;

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setCreated(answer);
        setConfirming(null);
      },
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        setConfirming(null);
      },
    });
  const failed = create.error ?? revoke.error;

  if (!feed.data.exists) {
    return (
      <>
        <p>{t('calendar.feed.private')}</p>
        {failed && <Alert>{errorMessage(t, failed)}</Alert>}
        <Button onClick={make} disabled={create.isPending} data-testid="calendar-feed-create">
          <Rss className="h-4 w-4" aria-hidden />
          {t('calendar.feed.create')}
        </Button>
      </>
    );
  }

  return (
    <>
      {created ? (
        <CalendarFeedLink created={created} />
      ) : (
        <p data-testid="calendar-feed-since">
          {t('calendar.feed.since', { date: formatDateTime(feed.data.created_at ?? '', i18n.language) })}{' '}
          {t('calendar.feed.hidden')}
        </p>
      )}
      <p>{t('calendar.feed.private')}</p>
      {failed && <Alert>{errorMessage(t, failed)}</Alert>}
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        <Button variant="secondary" onClick={() => setConfirming('renew')} data-testid="calendar-feed-renew">
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t('calendar.feed.renew')}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming('revoke')} data-testid="calendar-feed-revoke">
          {t('calendar.feed.revoke')}
        </Button>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('calendar.feed.renewNote')}</p>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(confirming === 'revoke' ? 'calendar.feed.revokeTitle' : 'calendar.feed.renewTitle')}
        message={t(confirming === 'revoke' ? 'calendar.feed.revokeConfirm' : 'calendar.feed.renewConfirm')}
        confirmLabel={t(confirming === 'revoke' ? 'calendar.feed.revoke' : 'calendar.feed.renew')}
        danger={confirming === 'revoke'}
        busy={create.isPending || revoke.isPending}
        error={failed ? errorMessage(t, failed) : undefined}
        onConfirm={confirming === 'revoke' ? turnOff : make}
      />
    </>
  );
}
