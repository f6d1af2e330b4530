// What "Accept selected" did: how many were accepted, and each one that was not with its reason.
import { useTranslation } from 'react-i18next';
import type { MeetingRequest } from '../../../core/schemas/meeting-request.ts';
import type { ApproveManyResult } from '../../../core/schemas/meeting-request-on-behalf.ts';
import { Alert } from '../../components/ui/Feedback.tsx';

export interface ManyOutcome {
  results: ApproveManyResult[];
  /** The requests as listed when they were chosen, to name the refused ones. */
  requests: Map<string, MeetingRequest>;
}

export function ManyResult({ outcome }: { outcome: ManyOutcome }) {
  const { t } = useTranslation();
  const accepted = outcome.results.filter((r) => r.ok).length;
  const refused = outcome.results.filter((r) => !r.ok);
  return (
    <div className="space-y-2" data-testid="on-behalf-many-result">
      {accepted > 0 && <Alert tone="success">{t('onBehalf.manyAccepted', { count: accepted })}</Alert>}
      {refused.length > 0 && (
        <Alert>
          <p>{t('onBehalf.manyRefused', { count: refused.length })}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {refused.map((r) => {
              const request = outcome.requests.get(r.id);
              const code = r.code ?? 'unknown';
              return (
                <li key={r.id}>
                  {t('onBehalf.refusedLine', {
                    from: request?.requester.full_name ?? '',
                    to: request?.target.full_name ?? '',
                    reason: t(`errors.${code}`, { defaultValue: t('onBehalf.failed') }),
                  })}
                </li>
              );
            })}
          </ul>
        </Alert>
      )}
    </div>
  );
}
