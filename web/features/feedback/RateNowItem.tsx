// A "How was your meeting with X?" item of the dashboard's list (docs/rules.md#feedback-and-no-shows): one tap
// on a star saves the rating; then a thank-you and "Add details", which opens the meeting page's
// form for the follow-up, deal size and comment (optional, within the edit window).
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyOrName } from '../../../core/rules/names.ts';
import type { PendingFeedback } from '../../../core/schemas/feedback.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { WriteAlert } from '../../components/ui/WriteAlert.tsx';
import { formatDate } from '../../lib/format.ts';
import { useSaveFeedback } from './api.ts';
import { OneTapStars } from './OneTapStars.tsx';

/** Where "Add details" leads: the meeting page with its feedback form open. */
export const detailsLink = (meetingId: string) => `/meetings/${meetingId}?feedback=details`;

export function RateNowItem({ pending, onRated }: { pending: PendingFeedback; onRated: (rating: number) => void }) {
  const { t, i18n } = useTranslation();
  const [rating, setRating] = useState<number | null>(null);
  const save = useSaveFeedback(pending.meeting_id, (saved) => {
    setRating(saved.rating);
    onRated(saved.rating);
  });
  const question = t('feedback.question', { name: companyOrName(pending.counterpart) });
  return (
    <li className="space-y-2 px-2 py-3" data-testid="rate-now">
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-slate-900 dark:text-white">{question}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {[
            `${formatDate(pending.meeting_date, i18n.language)} ${pending.start_time}–${pending.end_time}`,
            pending.project.name,
          ].join(' · ')}
        </p>
      </div>
      <OneTapStars
        label={question}
        value={rating ?? save.variables?.rating ?? null}
        onRate={(n) => save.mutate({ rating: n })}
        disabled={save.isPending}
      />
      <WriteAlert error={save.error} />
      {rating !== null && (
        <div className="flex flex-wrap items-center justify-between gap-2" aria-live="polite">
          <p className="flex items-center gap-1 text-sm font-medium text-emerald-700 dark:text-emerald-300">
            <Check className="h-4 w-4" aria-hidden />
            {t('onetap.rate.saved')}
          </p>
          <Link
            to={detailsLink(pending.meeting_id)}
            className={buttonClass('secondary', 'sm')}
            data-testid="rate-add-details"
          >
            {t('onetap.rate.addDetails')}
          </Link>
        </div>
      )}
    </li>
  );
}
