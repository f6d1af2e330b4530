// One's own answer about a meeting: the rating, whether to follow up, the deal size expected and a
// comment (docs/rules.md#feedback-and-no-shows). Given once, changed while the edit window is open.
// Only the rating is required; the rest is optional and sent as unanswered when left out
// (docs/decisions/035-one-tap.md).
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEAL_SIZE_BANDS, FEEDBACK_COMMENT_MAX, FEEDBACK_FOLLOW_UPS } from '../../../core/constants.ts';
import type { Feedback, FeedbackInput } from '../../../core/schemas/feedback.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field, Select, Textarea } from '../../components/ui/Field.tsx';
import { WriteAlert } from '../../components/ui/WriteAlert.tsx';
import { cn } from '../../lib/cn.ts';
import { useSaveFeedback } from './api.ts';
import { StarRating } from './StarRating.tsx';

type FollowUp = NonNullable<FeedbackInput['follow_up']>;
type DealSize = NonNullable<FeedbackInput['deal_size']>;

export function FeedbackForm({
  meetingId,
  initial,
  onSaved,
  onCancel,
}: {
  meetingId: string;
  /** The answer being changed; none for a first answer. */
  initial?: Feedback;
  onSaved: (saved: Feedback) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveFeedback(meetingId, onSaved);
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [followUp, setFollowUp] = useState<FollowUp | null>(initial?.follow_up ?? null);
  const [dealSize, setDealSize] = useState<DealSize | ''>(initial?.deal_size ?? '');
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [tried, setTried] = useState(false);
  const missing = rating === null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (rating === null) return;
    save.mutate({ rating, follow_up: followUp, deal_size: dealSize || null, comment });
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="feedback-form" noValidate>
      <StarRating
        name={`${id}-rating`}
        legend={t('feedback.rating')}
        value={rating}
        onChange={setRating}
        disabled={save.isPending}
      />
      {tried && rating === null && (
        <p className="text-xs text-red-600 dark:text-red-400">{t('feedback.chooseRating')}</p>
      )}
      <fieldset data-testid="feedback-follow-up">
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('onetap.form.followUpOptional')}
        </legend>
        <div className="inline-flex overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600">
          {FEEDBACK_FOLLOW_UPS.map((value) => (
            <label
              key={value}
              className={cn(
                'touch-target inline-flex cursor-pointer items-center justify-center border-slate-300 px-4 py-2 text-sm font-medium not-first:border-l has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-brand-500 dark:border-slate-600',
                followUp === value
                  ? 'bg-brand-600 text-white'
                  : 'bg-white text-slate-800 hover:bg-slate-50 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={`${id}-follow-up`}
                value={value}
                checked={followUp === value}
                onChange={() => setFollowUp(value)}
                disabled={save.isPending}
              />
              {t(`feedback.followUps.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('onetap.form.dealSizeOptional')}>
        {(field) => (
          <Select
            {...field}
            value={dealSize}
            onChange={(e) => setDealSize(e.target.value as DealSize | '')}
            disabled={save.isPending}
            data-testid="feedback-deal-size"
          >
            <option value="">{t('onetap.form.notAnswered')}</option>
            {DEAL_SIZE_BANDS.map((band) => (
              <option key={band} value={band}>
                {t(`feedback.dealSizes.${band}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t('feedback.comment')}
        hint={t('feedback.commentLength', { length: comment.length, max: FEEDBACK_COMMENT_MAX })}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            disabled={save.isPending}
            data-testid="feedback-comment"
          />
        )}
      </Field>
      <WriteAlert error={save.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || (tried && missing)} data-testid="feedback-submit">
          {save.isPending ? t('common.saving') : initial ? t('feedback.saveChanges') : t('feedback.send')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
