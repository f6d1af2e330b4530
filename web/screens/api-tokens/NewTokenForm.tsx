// Name, scope and lifetime of a new token; `userId` makes it for an integration account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_SCOPES,
  type ApiTokenCreated,
  type ApiTokenScope,
} from '../../../core/schemas/api-token.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Input, Select } from '../../components/ui/Field.tsx';
import { useCreateApiToken } from '../../features/api-tokens/api.ts';
import { errorMessage } from '../../lib/errors.ts';

type Days = (typeof API_TOKEN_EXPIRY_DAYS)[number];

export function NewTokenForm({ userId, onCreated }: { userId?: string; onCreated: (c: ApiTokenCreated) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [days, setDays] = useState<Days>(90);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name: name.trim(), scope, expires_in_days: days, ...(userId ? { user_id: userId } : {}) },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" noValidate>
      <Field label={t('apiTokens.form.name')} required>
        {(a) => (
          <Input
            {...a}
            value={name}
            maxLength={100}
            required
            placeholder={t('apiTokens.form.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            data-testid="api-token-name"
          />
        )}
      </Field>
      <Field label={t('apiTokens.form.scope')}>
        {(a) => (
          <Select
            {...a}
            value={scope}
            onChange={(e) => setScope(e.target.value as ApiTokenScope)}
            data-testid="api-token-scope"
          >
            {API_TOKEN_SCOPES.map((s) => (
              <option key={s} value={s}>
                {t(`apiTokens.scope.${s}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('apiTokens.form.expiry')}>
        {(a) => (
          <Select
            {...a}
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as Days)}
            data-testid="api-token-expiry"
          >
            {API_TOKEN_EXPIRY_DAYS.map((d) => (
              <option key={d} value={d}>
                {t('apiTokens.form.days', { count: d })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" disabled={create.isPending || !name.trim()} data-testid="api-token-create">
        {t('apiTokens.form.create')}
      </Button>
      {create.isError && (
        <div className="sm:col-span-4">
          <Alert>{errorMessage(t, create.error)}</Alert>
        </div>
      )}
    </form>
  );
}
