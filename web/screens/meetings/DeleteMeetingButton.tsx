// The admin's Delete: asks for confirmation, then returns to the list.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { useDeleteMeeting } from '../../features/meetings/api.ts';
import { errorMessage } from '../../lib/errors.ts';

export function DeleteMeetingButton({ meetingId }: { meetingId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteMeeting();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)} data-testid="meeting-delete">
        <Trash2 className="h-4 w-4" aria-hidden />
        {t('meetings.actions.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) remove.reset();
        }}
        title={t('meetings.deleteTitle')}
        message={t('meetings.deleteConfirm')}
        confirmLabel={t('meetings.actions.delete')}
        busy={remove.isPending}
        error={remove.error ? errorMessage(t, remove.error) : undefined}
        onConfirm={() => remove.mutate(meetingId, { onSuccess: () => navigate('/meetings', { replace: true }) })}
      />
    </>
  );
}
