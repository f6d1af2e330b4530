// The profile's "Notices" section: per kind, by e-mail as it happens, in a daily summary, or not at
// all (docs/rules.md#e-mail-notices), and for the kinds a push suits, whether it is also pushed to
// the browsers the person turned notifications on for (docs/rules.md#push-notifications). Running
// late and at the table are push only. Each change is saved at once.
import { useTranslation } from 'react-i18next';
import {
  choicesOf,
  NOTICE_KINDS,
  type NoticeChoice,
  type NoticeKind,
  PUSH_KINDS,
  type PushKind,
} from '../../../core/schemas/notice.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { Select } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useNoticePreferences, usePushPreferences, useSaveNoticePreferences, useSavePushPreferences } from './api.ts';
import { PushDevice } from './PushDevice.tsx';

type Row = NoticeKind | PushKind;

/** The e-mail kinds in their order, each push-only kind after the one it belongs beside. */
const ROWS: readonly Row[] = NOTICE_KINDS.flatMap((kind): Row[] =>
  kind === 'meeting_reminders' ? [kind, 'meeting_signals'] : [kind],
);

const isNoticeKind = (kind: Row): kind is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(kind);
const isPushKind = (kind: Row): kind is PushKind => (PUSH_KINDS as readonly string[]).includes(kind);

export function NoticeSettings() {
  const { t } = useTranslation();
  const prefs = useNoticePreferences();
  const save = useSaveNoticePreferences();
  const pushPrefs = usePushPreferences();
  const savePush = useSavePushPreferences();

  const label = (kind: Row) => (isNoticeKind(kind) ? t(`notices.kinds.${kind}.label`) : t(`push.kinds.${kind}.label`));
  const hint = (kind: Row) => (isNoticeKind(kind) ? t(`notices.kinds.${kind}.hint`) : t(`push.kinds.${kind}.hint`));

  const body = () => {
    if (prefs.isPending || pushPrefs.isPending) return <Loading label={t('common.loading')} />;
    if (prefs.isError) return <LoadError message={errorMessage(t, prefs.error)} onRetry={() => prefs.refetch()} />;
    if (pushPrefs.isError) {
      return <LoadError message={errorMessage(t, pushPrefs.error)} onRetry={() => pushPrefs.refetch()} />;
    }
    return (
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {ROWS.map((kind) => (
          <li key={kind} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              {isNoticeKind(kind) ? (
                <label htmlFor={`notice-${kind}`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
                  {label(kind)}
                </label>
              ) : (
                <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{label(kind)}</p>
              )}
              <p className="text-xs text-slate-600 dark:text-slate-400">{hint(kind)}</p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-3">
              {isNoticeKind(kind) && (
                <Select
                  id={`notice-${kind}`}
                  className="sm:w-56"
                  value={prefs.data[kind]}
                  disabled={save.isPending}
                  onChange={(e) => save.mutate({ [kind]: e.target.value as NoticeChoice })}
                >
                  {choicesOf(kind).map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`notices.choices.${choice}`)}
                    </option>
                  ))}
                </Select>
              )}
              {/* The push column keeps its width on wide screens, so the e-mail choices line up. */}
              <div className={isPushKind(kind) ? 'sm:w-24' : 'hidden sm:block sm:w-24'}>
                {isPushKind(kind) && (
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm text-slate-800 dark:text-slate-200">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand-600"
                      checked={pushPrefs.data[kind] === 'on'}
                      disabled={savePush.isPending}
                      aria-label={t('push.toggle', { kind: label(kind) })}
                      onChange={(e) => savePush.mutate({ [kind]: e.target.checked ? 'on' : 'off' })}
                    />
                    <span aria-hidden="true">{t('push.column')}</span>
                  </label>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  };

  const failed = save.isError ? save.error : savePush.isError ? savePush.error : undefined;
  return (
    <Card className="p-5" id="notices">
      <h2 className="font-semibold text-slate-900 dark:text-white">{t('notices.title')}</h2>
      <p className="mt-1 mb-2 text-sm text-slate-600 dark:text-slate-400">{t('notices.intro')}</p>
      <PushDevice />
      {failed && <Alert tone="error">{errorMessage(t, failed)}</Alert>}
      {(save.isSuccess || savePush.isSuccess) && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {t('notices.saved')}
        </p>
      )}
      {body()}
    </Card>
  );
}
