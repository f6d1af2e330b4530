// /profile: read view and edit form (saving stays on the page, decision 003).
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompletenessItem, profileCompleteness } from '../../../core/matching/completeness.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { NoticeSettings } from '../../features/notices/NoticeSettings.tsx';
import { useCategoryChoices } from '../../features/profile/api.ts';
import { CompletenessMeter } from '../../features/profile/CompletenessMeter.tsx';
import { CalendarFeedSection } from './CalendarFeedSection.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileView } from './ProfileView.tsx';

export function ProfileScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // The field a completeness link opens the form at.
  const [focus, setFocus] = useState<CompletenessItem | null>(null);
  const choices = useCategoryChoices(undefined, Boolean(user));
  if (!user) return null;
  const completeness = profileCompleteness(user, choices.data ?? []);
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        subtitle={t('profile.subtitle')}
        actions={
          !editing && (
            <Button
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
              data-testid="edit-profile"
            >
              <Pencil className="h-4 w-4" aria-hidden /> {t('profile.edit')}
            </Button>
          )
        }
      />
      {saved && !editing && (
        <div className="mb-4">
          <Alert tone="success">{t('profile.saved')}</Alert>
        </div>
      )}
      {completeness && (
        <CompletenessMeter
          completeness={completeness}
          onGo={(item) => {
            setSaved(false);
            setFocus(item);
            setEditing(true);
          }}
        />
      )}
      {editing ? (
        <ProfileForm
          user={user}
          categoryChoices={choices.data ?? []}
          focus={focus}
          onCancel={() => {
            setEditing(false);
            setFocus(null);
          }}
          onSaved={() => {
            setEditing(false);
            setFocus(null);
            setSaved(true);
          }}
        />
      ) : (
        <ProfileView user={user} />
      )}
      <CalendarFeedSection role={user.role} />
      <div className="mt-6">
        <NoticeSettings />
      </div>
    </>
  );
}

export { ProfileScreen as Component };
