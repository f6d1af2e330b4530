// Writing an announcement (docs/rules.md#announcements): title, text, whom it is for and whether it
// also goes out by e-mail. The server's refusals show by their codes; the form empties once posted.
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_ROLES } from '../../../core/roles.ts';
import { MAX_MESSAGE_CHARS } from '../../../core/rules/conversations.ts';
import { type AnnouncementAudience, MAX_ANNOUNCEMENT_TITLE } from '../../../core/schemas/announcement.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Input, Select, Textarea } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { usePostAnnouncement } from './api.ts';

export function AnnouncementComposer({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const post = usePostAnnouncement(projectId);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<AnnouncementAudience>(null);
  const [email, setEmail] = useState(false);
  const [posted, setPosted] = useState(false);
  const ready = title.trim() !== '' && body.trim() !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setPosted(false);
    post.mutate(
      { title, body, audience, email },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
          setEmail(false);
          setPosted(true);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" data-testid="announcement-form">
      <Field label={t('announcements.fieldTitle')} required>
        {(p) => (
          <Input
            {...p}
            value={title}
            maxLength={MAX_ANNOUNCEMENT_TITLE}
            onChange={(e) => setTitle(e.target.value)}
            data-testid="announcement-title"
          />
        )}
      </Field>
      <Field label={t('announcements.fieldBody')} required>
        {(p) => (
          <Textarea
            {...p}
            rows={4}
            value={body}
            maxLength={MAX_MESSAGE_CHARS}
            onChange={(e) => setBody(e.target.value)}
            data-testid="announcement-body"
          />
        )}
      </Field>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <Field label={t('announcements.fieldAudience')} className="w-full sm:w-56">
          {(p) => (
            <Select
              {...p}
              value={audience ?? ''}
              onChange={(e) => setAudience((e.target.value || null) as AnnouncementAudience)}
              data-testid="announcement-audience"
            >
              <option value="">{t('announcements.audience.everyone')}</option>
              {SIGNUP_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`announcements.audience.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex h-10 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={email}
            onChange={(e) => setEmail(e.target.checked)}
            data-testid="announcement-email"
          />
          {t('announcements.alsoEmail')}
        </label>
        <Button
          type="submit"
          className="sm:ml-auto"
          disabled={!ready || post.isPending}
          data-testid="announcement-post"
        >
          <Send className="h-4 w-4" aria-hidden />
          {t('announcements.post')}
        </Button>
      </div>
      {post.isError && <Alert>{errorMessage(t, post.error)}</Alert>}
      {posted && !post.isError && <Alert tone="success">{t('announcements.posted')}</Alert>}
    </form>
  );
}
