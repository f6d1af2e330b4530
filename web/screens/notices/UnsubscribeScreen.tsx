// /unsubscribe#token=…&kind=…: the link at the foot of every notice e-mail. It asks before it stops
// anything, so a mail scanner that opens links changes nothing (docs/rules.md#e-mail-notices).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UNSUBSCRIBE_TARGETS, type UnsubscribeTarget } from '../../../core/schemas/notice.ts';
import { PublicFrame } from '../../components/layout/PublicFrame.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Alert, Loading } from '../../components/ui/Feedback.tsx';
import { tokenFromHash } from '../../features/auth/link-token.ts';
import { useUnsubscribe, useUnsubscribeInfo } from '../../features/notices/api.ts';
import { errorMessage } from '../../lib/errors.ts';

/** The token and kind from the fragment (never sent to a server by the browser). */
function linkFrom(hash: string): { token: string; kind: UnsubscribeTarget | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const kind = params.get('kind');
  return {
    token: tokenFromHash(hash),
    kind: UNSUBSCRIBE_TARGETS.includes(kind as UnsubscribeTarget) ? (kind as UnsubscribeTarget) : null,
  };
}

export function Component() {
  const { t } = useTranslation();
  const { token, kind } = linkFrom(useLocation().hash);
  const info = useUnsubscribeInfo(token, kind);
  const stop = useUnsubscribe(token);
  const link = 'font-medium text-brand-700 hover:underline dark:text-brand-100';

  const body = () => {
    if (token && info.isPending) return <Loading label={t('notices.unsubscribe.loading')} />;
    if (!info.data) return <Alert>{t('notices.unsubscribe.invalid')}</Alert>;
    if (stop.isSuccess) {
      return (
        <div className="space-y-4">
          <Alert tone="success">{t('notices.unsubscribe.done')}</Alert>
          <Link to="/profile#notices" className={`block text-center ${link}`}>
            {t('notices.unsubscribe.profile')}
          </Link>
        </div>
      );
    }
    const name = info.data.name;
    return (
      <div className="space-y-4">
        <p className="text-slate-700 dark:text-slate-300">
          {kind === 'digest'
            ? t('notices.unsubscribe.questionDigest', { name })
            : kind
              ? t('notices.unsubscribe.question', { name, kind: t(`notices.kinds.${kind}.label`) })
              : t('notices.unsubscribe.questionAll', { name })}
        </p>
        {stop.isError && <Alert>{errorMessage(t, stop.error)}</Alert>}
        <div className="flex flex-col gap-2 sm:flex-row">
          {kind && (
            <Button onClick={() => stop.mutate(kind)} disabled={stop.isPending}>
              {t('notices.unsubscribe.stop')}
            </Button>
          )}
          <Button variant={kind ? 'secondary' : 'primary'} onClick={() => stop.mutate(null)} disabled={stop.isPending}>
            {t('notices.unsubscribe.stopAll')}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <PublicFrame>
      <h1 className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">{t('notices.unsubscribe.title')}</h1>
      {body()}
    </PublicFrame>
  );
}
