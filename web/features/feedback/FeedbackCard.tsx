// The meeting page's feedback card (docs/rules.md#feedback-and-no-shows). Its buyer and seller give
// their own answer once it has ended (no card before): one tap on a star saves the rating, and
// "Add details" opens the form for the rest (docs/decisions/035-one-tap.md); they change it for 7
// days, then read it with a "closed" note; admins read both sides' answers. Interpreters and
// everyone else get no card (the server refuses them). `?feedback=details` opens the form at once
// (the dashboard's "Add details" leads here).
import { Star } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { companyOrName } from '../../../core/rules/names.ts';
import type { MeetingFeedback } from '../../../core/schemas/feedback.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { WriteAlert } from '../../components/ui/WriteAlert.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useMeetingFeedback, useSaveFeedback } from './api.ts';
import { FeedbackAnswer } from './FeedbackAnswer.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { OneTapStars } from './OneTapStars.tsx';

interface Party {
  id: string;
  full_name: string;
  company_name: string;
}

/** `enabled`: the viewer is an admin or the meeting's buyer or seller (anyone else is refused). */
export function FeedbackCard({
  meeting,
  enabled,
}: {
  meeting: { id: string; buyer: Party; seller: Party };
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const feedback = useMeetingFeedback(meeting.id, { enabled });
  if (!enabled) return null;
  if (feedback.isPending) return <Loading label={t('feedback.loading')} />;
  if (feedback.isError) {
    return (
      <FeedbackFrame title={t('feedback.title')}>
        <LoadError message={errorMessage(t, feedback.error)} onRetry={() => feedback.refetch()} />
      </FeedbackFrame>
    );
  }
  const data = feedback.data;
  if (data.side === null) return <BothAnswers data={data} meeting={meeting} />;
  return <MyAnswer data={data} meeting={meeting} />;
}

function FeedbackFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-5" data-testid="feedback-card">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <Star className="h-5 w-5 shrink-0 text-amber-500" aria-hidden />
        {title}
      </h2>
      {children}
    </Card>
  );
}

function MyAnswer({ data, meeting }: { data: MeetingFeedback; meeting: { id: string; buyer: Party; seller: Party } }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const mine = data.answers[0];
  const [editing, setEditing] = useState(() => params.get('feedback') === 'details' && !!mine && data.can_answer);
  const [saved, setSaved] = useState(false);
  const tap = useSaveFeedback(meeting.id, () => setSaved(true));
  // Nothing to ask before the end, nor about a meeting that did not take place.
  if (data.refusal === 'meeting_not_held' || data.refusal === 'feedback_too_early') return null;
  const other = data.side === 'buyer' ? meeting.seller : meeting.buyer;
  const title = t('feedback.question', { name: companyOrName(other) });
  const until = mine ? formatDateTime(mine.editable_until, i18n.language) : '';
  const done = () => {
    setEditing(false);
    setSaved(true);
  };
  return (
    <FeedbackFrame title={title}>
      {!mine && data.can_answer ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('feedback.intro')}</p>
          <OneTapStars
            label={title}
            value={tap.variables?.rating ?? null}
            onRate={(rating) => tap.mutate({ rating })}
            disabled={tap.isPending}
          />
          <WriteAlert error={tap.error} />
        </>
      ) : mine && editing ? (
        <FeedbackForm meetingId={meeting.id} initial={mine} onSaved={done} onCancel={() => setEditing(false)} />
      ) : mine ? (
        <>
          {saved && <Alert tone="success">{t('feedback.thanks')}</Alert>}
          <FeedbackAnswer answer={mine} />
          {data.can_answer ? (
            <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
                data-testid="feedback-edit"
              >
                {mine.follow_up === null || mine.deal_size === null ? t('onetap.rate.addDetails') : t('feedback.edit')}
              </Button>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('feedback.editableUntil', { date: until })}
              </p>
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="feedback-closed">
              {t('feedback.closed')}
            </p>
          )}
        </>
      ) : null}
    </FeedbackFrame>
  );
}

function BothAnswers({ data, meeting }: { data: MeetingFeedback; meeting: { buyer: Party; seller: Party } }) {
  const { t } = useTranslation();
  // Before the end, or for a meeting not held, there is nothing to read yet.
  if (data.refusal && data.answers.length === 0) return null;
  const sides = [
    { side: 'buyer', label: t('meetings.buyer'), person: meeting.buyer },
    { side: 'seller', label: t('meetings.seller'), person: meeting.seller },
  ] as const;
  return (
    <FeedbackFrame title={t('feedback.title')}>
      <div className="divide-y divide-slate-100 dark:divide-slate-800">
        {sides.map(({ side, label, person }) => {
          const answer = data.answers.find((a) => a.side === side);
          return (
            <section key={side} className="min-w-0 space-y-2 py-4 first:pt-0 last:pb-0">
              <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
                {label}: <span className="font-normal">{companyOrName(person)}</span>
              </h3>
              {answer ? (
                <FeedbackAnswer answer={answer} />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400" data-testid={`feedback-none-${side}`}>
                  {t('feedback.noAnswer')}
                </p>
              )}
            </section>
          );
        })}
      </div>
    </FeedbackFrame>
  );
}
