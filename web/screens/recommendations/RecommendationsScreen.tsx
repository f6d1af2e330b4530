// /projects/:id/recommendations (docs/rules.md#matchmaking): a buyer sees the project's sellers
// ranked for them (a seller the buyers), each with the reasons in words; "Request meeting" opens the
// request form with the person chosen, "Not interested" hides them (with undo, telling nobody).
// With nobody to show, the screen says which profile fields would bring matches.
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FolderX, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Recommendation } from '../../../core/schemas/recommendation.ts';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { RequestMeetingModal } from '../../features/meeting-requests/RequestMeetingModal.tsx';
import {
  recommendationKeys,
  useDismissRecommendation,
  useRecommendations,
} from '../../features/recommendations/api.ts';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { RecommendationCard } from './RecommendationCard.tsx';

function Recommended({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const list = useRecommendations(projectId);
  const dismiss = useDismissRecommendation(projectId);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<string | null>(null);
  const [hidden, setHidden] = useState<Recommendation | null>(null);

  if (list.isPending) return <Loading label={t('recommendations.loading')} />;
  if (list.isError) {
    const notActive = list.error instanceof ApiError && list.error.code === 'project_not_active';
    return notActive ? (
      <EmptyState icon={Sparkles} title={t('recommendations.notActive')} />
    ) : (
      <LoadError message={t('recommendations.loadError')} onRetry={() => list.refetch()} />
    );
  }
  const { items, missing, role } = list.data;
  const undo = hidden && (
    <Alert
      tone="info"
      action={
        <Button
          size="sm"
          variant="secondary"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate({ personId: hidden.id, dismissed: false }, { onSuccess: () => setHidden(null) })
          }
          data-testid="recommendation-undo"
        >
          {t('recommendations.undo')}
        </Button>
      }
    >
      {t('recommendations.hidden', { name: hidden.full_name })}
    </Alert>
  );
  const missingText = missing.map((f) => t(`recommendations.fields.${f}`)).join(', ');
  return (
    <div className="space-y-4">
      {undo}
      {dismiss.isError && <Alert>{errorMessage(t, dismiss.error)}</Alert>}
      {items.length === 0 ? (
        <EmptyState
          icon={Sparkles}
          title={t('recommendations.emptyTitle')}
          text={
            missing.length > 0
              ? t('recommendations.emptyMissing', { fields: missingText })
              : t('recommendations.emptyText')
          }
          action={
            <Link to="/profile" className={buttonClass('secondary')}>
              {t('recommendations.editProfile')}
            </Link>
          }
        />
      ) : (
        <>
          {missing.length > 0 && (
            <Alert tone="info">
              {t('recommendations.improve', { fields: missingText })}{' '}
              <Link to="/profile" className="font-medium underline">
                {t('recommendations.editProfile')}
              </Link>
            </Alert>
          )}
          <div className="grid gap-4 lg:grid-cols-2" data-testid="recommendations">
            {items.map((person) => (
              <RecommendationCard
                key={person.id}
                person={person}
                side={role}
                busy={dismiss.isPending}
                onRequest={() => setAsking(person.id)}
                onDismiss={() =>
                  dismiss.mutate({ personId: person.id, dismissed: true }, { onSuccess: () => setHidden(person) })
                }
              />
            ))}
          </div>
        </>
      )}
      <RequestMeetingModal
        open={asking !== null}
        onOpenChange={(open) => {
          if (open) return;
          setAsking(null);
          // A request sent takes the person out of the list.
          queryClient.invalidateQueries({ queryKey: recommendationKeys.list(projectId) });
        }}
        presetTargetId={asking ?? undefined}
      />
    </div>
  );
}

export function RecommendationsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const side = user?.role === 'buyer' || user?.role === 'seller';
  const back = (
    <Link
      to={`/projects/${id}`}
      className="touch-target mb-4 inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> {t('recommendations.back')}
    </Link>
  );
  return (
    <>
      {back}
      <PageHeader title={t('recommendations.title')} subtitle={t('recommendations.subtitle')} />
      {side ? (
        <Recommended projectId={id} />
      ) : (
        <EmptyState icon={FolderX} title={t('recommendations.notParticipant')} />
      )}
    </>
  );
}

export { RecommendationsScreen as Component };
