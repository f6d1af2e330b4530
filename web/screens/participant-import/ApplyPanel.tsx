// The import's last control: whether the new people get an invitation e-mail, and the button that
// writes every row, held back while a row has an error or edits wait to be checked.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Alert, Spinner } from '../../components/ui/Feedback.tsx';

interface Props {
  rowCount: number;
  /** Accounts the import creates: the people an invitation would go to. */
  newPeople: number;
  blocked: boolean;
  invite: boolean;
  onInviteChange: (invite: boolean) => void;
  applying: boolean;
  checking: boolean;
  error: string | null;
  onBack: () => void;
  onApply: () => void;
}

export function ApplyPanel(props: Props) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const rows = props.rowCount.toLocaleString(i18n.language);
  return (
    <Card className="space-y-4 p-5">
      <div className="flex items-start gap-3">
        <input
          id={`${ids}-invite`}
          type="checkbox"
          checked={props.invite}
          onChange={(e) => props.onInviteChange(e.target.checked)}
          disabled={props.applying}
          aria-describedby={`${ids}-invite-hint`}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
          data-testid="import-invite"
        />
        <div>
          <label htmlFor={`${ids}-invite`} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('import.apply.invite')}
          </label>
          <p id={`${ids}-invite-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {t('import.apply.inviteHint', { people: props.newPeople.toLocaleString(i18n.language) })}
          </p>
        </div>
      </div>
      {props.error && <Alert>{props.error}</Alert>}
      {props.applying && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner className="h-4 w-4" />
          {t('import.apply.applying', { rows })}
        </p>
      )}
      {props.blocked && !props.applying && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('import.apply.blocked')}</p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={props.onBack} disabled={props.applying}>
          {t('import.preview.changeMapping')}
        </Button>
        <Button
          onClick={props.onApply}
          disabled={props.blocked || props.applying || props.checking}
          data-testid="import-apply"
        >
          {t('import.apply.submit', { rows })}
        </Button>
      </div>
    </Card>
  );
}
