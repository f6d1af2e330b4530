// After an admin creates a person: their temporary password, shown this once with a copy button,
// and that an invitation e-mail lets them choose their own.
import { useTranslation } from 'react-i18next';
import type { PersonCreated } from '../../../core/schemas/people.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { SecretValue } from '../../components/ui/SecretValue.tsx';

export function TemporaryPasswordDialog({ created, onClose }: { created: PersonCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={created !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('people.tempPassword.title')}
      size="sm"
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {created && (
        <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
          <p>{t('people.tempPassword.text', { name: created.person.full_name, email: created.person.email })}</p>
          <SecretValue
            value={created.temporary_password}
            warning={t('people.tempPassword.note')}
            valueTestId="temporary-password"
            copyTestId="copy-password"
          />
          {created.invited && <p data-testid="invitation-queued">{t('people.tempPassword.invited')}</p>}
        </div>
      )}
    </Modal>
  );
}
