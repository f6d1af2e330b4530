// One recommended person: who they are, why they match (in words), and the two answers: request a
// meeting, or "not interested".
import { Building2, CalendarPlus, Check, History, MapPin, ThumbsDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Recommendation } from '../../../core/schemas/recommendation.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { countryLabel, reasonText } from '../../features/recommendations/reasons.ts';

interface Props {
  person: Recommendation;
  side: 'buyer' | 'seller';
  busy: boolean;
  onRequest: () => void;
  onDismiss: () => void;
}

export function RecommendationCard({ person, side, busy, onRequest, onDismiss }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = `recommendation-${person.id}`;
  const reasons = person.reasons.map((r) => reasonText(t, r, side, i18n.language));
  if (person.met_before) reasons.push(t('recommendations.reason.metBefore'));
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="recommendation" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold break-words text-slate-900 dark:text-white">
            {person.full_name}
          </h2>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {person.company_name && (
              <li className="flex min-w-0 items-center gap-1.5">
                <Building2 className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                <span className="min-w-0 break-words">{person.company_name}</span>
              </li>
            )}
            {person.country && (
              <li className="flex min-w-0 items-center gap-1.5">
                <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                <span className="min-w-0 break-words">{countryLabel(person.country, i18n.language)}</span>
              </li>
            )}
          </ul>
        </div>
        {person.met_before && (
          <Badge tone="blue">
            <History className="mr-1 h-3.5 w-3.5" aria-hidden />
            {t('recommendations.metBeforeBadge')}
          </Badge>
        )}
      </div>
      {reasons.length > 0 ? (
        <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300" data-testid="reasons">
          {reasons.map((text) => (
            <li key={text} className="flex items-start gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
              <span className="min-w-0 break-words">{text}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('recommendations.noReason')}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button onClick={onRequest} disabled={busy} data-testid="recommendation-request">
          <CalendarPlus className="h-4 w-4" aria-hidden /> {t('recommendations.request')}
        </Button>
        <Button variant="secondary" onClick={onDismiss} disabled={busy} data-testid="recommendation-dismiss">
          <ThumbsDown className="h-4 w-4" aria-hidden /> {t('recommendations.dismiss')}
        </Button>
      </div>
    </Card>
  );
}
