// After an admin creates a person: their temporary password, shown this once with a copy button,
// and that an invitation e-mail lets them choose their own.
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonCreated } from '../../../core/schemas/people.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';

export function TemporaryPasswordDialog({ created, onClose }: { created: PersonCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard?.writeText(created.temporary_password).catch(() => undefined);
    setCopied(true);
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Modal
      open={created !== null}
      onOpenChange={(open) => !open && close()}
      title={t('people.tempPassword.title')}
      size="sm"
      footer={<Button onClick={close}>{t('common.close')}</Button>}
    >
      {created && (
        <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
          <p>{t('people.tempPassword.text', { name: created.person.full_name, email: created.person.email })}</p>
          <div className="flex items-center gap-2">
            <code
              className="flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-base break-all text-slate-900 dark:bg-slate-800 dark:text-white"
              data-testid="temporary-password"
            >
              {created.temporary_password}
            </code>
            <Button variant="secondary" onClick={copy} data-testid="copy-password">
              {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
              {copied ? t('people.tempPassword.copied') : t('people.tempPassword.copy')}
            </Button>
          </div>
          <p className="font-medium text-amber-700 dark:text-amber-300">{t('people.tempPassword.note')}</p>
          {created.invited && <p data-testid="invitation-queued">{t('people.tempPassword.invited')}</p>}
        </div>
      )}
    </Modal>
  );
}
