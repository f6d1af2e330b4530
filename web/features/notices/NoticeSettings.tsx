// The profile's "E-mail notices" section: per kind, by e-mail as it happens, in a daily summary, or
// not at all (docs/rules.md#e-mail-notices). Each change is saved at once.
import { useTranslation } from 'react-i18next';
import { choicesOf, NOTICE_KINDS, type NoticeChoice, type NoticeKind } from '../../../core/schemas/notice.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { Select } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useNoticePreferences, useSaveNoticePreferences } from './api.ts';

export function NoticeSettings() {
  const { t } = useTranslation();
  const prefs = useNoticePreferences();
  const save = useSaveNoticePreferences();

  const body = () => {
    if (prefs.isPending) return <Loading label={t('common.loading')} />;
    if (prefs.isError) return <LoadError message={errorMessage(t, prefs.error)} onRetry={() => prefs.refetch()} />;
    return (
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {NOTICE_KINDS.map((kind: NoticeKind) => (
          <li key={kind} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <label htmlFor={`notice-${kind}`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
                {t(`notices.kinds.${kind}.label`)}
              </label>
              <p className="text-xs text-slate-600 dark:text-slate-400">{t(`notices.kinds.${kind}.hint`)}</p>
            </div>
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
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Card className="p-5" id="notices">
      <h2 className="font-semibold text-slate-900 dark:text-white">{t('notices.title')}</h2>
      <p className="mt-1 mb-2 text-sm text-slate-600 dark:text-slate-400">{t('notices.intro')}</p>
      {save.isError && <Alert tone="error">{errorMessage(t, save.error)}</Alert>}
      {save.isSuccess && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {t('notices.saved')}
        </p>
      )}
      {body()}
    </Card>
  );
}
