// Subscribing a URL to some of the project's events. The server checks the URL (http or https,
// not a private address) and answers with a code the form shows in the reader's language.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../core/schemas/webhook.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Input } from '../../components/ui/Field.tsx';
import { useAddWebhook } from '../../features/webhooks/api.ts';
import { errorMessage } from '../../lib/errors.ts';

export const eventLabelKey = (type: string) => `webhooks.eventTypes.${type.replace('.', '_')}`;

export function AddWebhookForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const add = useAddWebhook(projectId);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['meeting.created']);

  function toggle(type: WebhookEventType) {
    setEvents((list) => (list.includes(type) ? list.filter((e) => e !== type) : [...list, type]));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    add.mutate(
      { url, description, events },
      {
        onSuccess: () => {
          setUrl('');
          setDescription('');
        },
      },
    );
  }

  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={submit} className="space-y-4" data-testid="add-webhook">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('webhooks.add.title')}</h2>
        <div className="grid gap-4 md:grid-cols-2">
          <Field label={t('webhooks.add.url')} hint={t('webhooks.add.urlHint')} required>
            {(props) => (
              <Input
                {...props}
                type="url"
                inputMode="url"
                required
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="https://crm.example.com/hooks/b2b"
                data-testid="webhook-url"
              />
            )}
          </Field>
          <Field label={t('webhooks.add.description')}>
            {(props) => (
              <Input
                {...props}
                value={description}
                maxLength={200}
                onChange={(e) => setDescription(e.target.value)}
                data-testid="webhook-description"
              />
            )}
          </Field>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('webhooks.add.events')}
          </legend>
          <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label
                key={type}
                className="touch-target flex items-center gap-2 rounded-lg px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-blue-600"
                  checked={events.includes(type)}
                  onChange={() => toggle(type)}
                  data-testid={`webhook-event-${type}`}
                />
                <span className="flex min-w-0 flex-col leading-tight">
                  <span>{t(eventLabelKey(type))}</span>
                  <code className="text-xs break-all text-slate-500 dark:text-slate-400">{type}</code>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {add.isError && <Alert tone="error">{errorMessage(t, add.error)}</Alert>}
        <Button type="submit" disabled={add.isPending || events.length === 0 || !url} data-testid="webhook-add">
          {t('webhooks.add.submit')}
        </Button>
      </form>
    </Card>
  );
}
