// An answer read-only: the stars, the follow-up wish, the deal size expected and the comment; a
// detail given no answer (a rating alone, one tap) reads "Not answered".
import { useTranslation } from 'react-i18next';
import type { Feedback } from '../../../core/schemas/feedback.ts';
import { StarsShown } from './StarRating.tsx';

export function FeedbackAnswer({ answer }: { answer: Feedback }) {
  const { t } = useTranslation();
  const row = 'grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-3';
  const term = 'text-sm text-slate-600 dark:text-slate-400';
  const value = 'text-sm text-slate-900 dark:text-slate-100';
  return (
    <dl className="space-y-2" data-testid={`feedback-answer-${answer.side}`}>
      <div className={row}>
        <dt className={term}>{t('feedback.rating')}</dt>
        <dd className={value}>
          <StarsShown value={answer.rating} />
        </dd>
      </div>
      <div className={row}>
        <dt className={term}>{t('feedback.followUpShort')}</dt>
        <dd className={value}>
          {answer.follow_up ? t(`feedback.followUps.${answer.follow_up}`) : t('onetap.form.notAnswered')}
        </dd>
      </div>
      <div className={row}>
        <dt className={term}>{t('feedback.dealSize')}</dt>
        <dd className={value}>
          {answer.deal_size ? t(`feedback.dealSizes.${answer.deal_size}`) : t('onetap.form.notAnswered')}
        </dd>
      </div>
      {answer.comment && (
        <div className={row}>
          <dt className={term}>{t('feedback.commentShort')}</dt>
          <dd className={`${value} break-words whitespace-pre-line`}>{answer.comment}</dd>
        </div>
      )}
    </dl>
  );
}
