// /profile: read view and edit form (saving stays on the page, decision 003).
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { NoticeSettings } from '../../features/notices/NoticeSettings.tsx';
import { CalendarFeedSection } from './CalendarFeedSection.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileView } from './ProfileView.tsx';

export function ProfileScreen() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!user) return null;
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
      {editing ? (
        <ProfileForm
          user={user}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
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
