// The admin's tools above the participant list: invite everyone who has not signed in yet (after a
// confirmation) and export the list as Excel or CSV, in the columns the import reads back.
import { FileSpreadsheet, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { useInviteParticipants } from '../../features/invitations/api.ts';
import { exportUrl } from '../../features/participant-import/api.ts';
import { errorMessage } from '../../lib/errors.ts';

interface Props {
  projectId: string;
  /** Active participants who have not accepted an invitation yet. */
  notSignedIn: number;
  /** The answer to show: how many invitations went out. */
  onInvited: (count: number) => void;
}

export function ParticipantTools({ projectId, notSignedIn, onInvited }: Props) {
  const { t } = useTranslation();
  const invite = useInviteParticipants(projectId);
  const [asking, setAsking] = useState(false);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          invite.reset();
          setAsking(true);
        }}
        disabled={notSignedIn === 0}
        data-testid="invite-all"
      >
        <Send className="h-4 w-4" aria-hidden /> {t('invitations.inviteAll', { count: notSignedIn })}
      </Button>
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        <span className="text-sm text-slate-600 dark:text-slate-400">{t('export.label')}</span>
        {(['xlsx', 'csv'] as const).map((format) => (
          <a
            key={format}
            href={exportUrl(projectId, format)}
            download
            className={buttonClass('secondary', 'sm')}
            aria-label={t(format === 'xlsx' ? 'export.xlsxLong' : 'export.csvLong')}
            data-testid={`export-${format}`}
          >
            <FileSpreadsheet className="h-4 w-4" aria-hidden /> {t(format === 'xlsx' ? 'export.xlsx' : 'export.csv')}
          </a>
        ))}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('invitations.inviteAllTitle')}
        message={t('invitations.inviteAllConfirm', { count: notSignedIn })}
        confirmLabel={t('invitations.inviteAllAction')}
        danger={false}
        busy={invite.isPending}
        error={invite.isError ? errorMessage(t, invite.error) : undefined}
        onConfirm={() =>
          invite.mutate(undefined, {
            onSuccess: ({ invited }) => {
              setAsking(false);
              onInvited(invited);
            },
          })
        }
      />
    </div>
  );
}
