// A meeting's cell opens its details, a link to its page, Move (another day, slot or table), Delete
// (after confirmation) and, once it has begun, "Mark no-show" (docs/rules.md#feedback-and-no-shows).
import { ExternalLink, MoveRight, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayMarkNow } from '../../../../core/rules/no-show.ts';
import { meetingPlace } from '../../../../core/rules/tables.ts';
import { hhmm } from '../../../../core/rules/time.ts';
import type { Meeting } from '../../../../core/schemas/meeting.ts';
import type { Schedule } from '../../../../core/schemas/schedule.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button, buttonClass } from '../../../components/ui/Button.tsx';
import { ConfirmDialog, Modal } from '../../../components/ui/Dialog.tsx';
import { NoShowMenu } from '../../../features/meetings/NoShowMenu.tsx';
import { useDeleteMeeting } from '../../../features/schedule/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { MoveMeetingDialog } from './MoveMeetingDialog.tsx';
import { isMovable, MEETING_TONE, slotTime } from './schedule-ui.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-2 text-sm last:border-0 dark:border-slate-800">
      <dt className="shrink-0 text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const person = (p: { full_name: string; company_name: string }) =>
  p.company_name ? `${p.full_name} · ${p.company_name}` : p.full_name;

export function MeetingDialog({
  meeting,
  schedule,
  onClose,
}: {
  meeting: Meeting;
  schedule: Schedule;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const remove = useDeleteMeeting(meeting.project.id);
  const time = slotTime({ start: hhmm(meeting.start_time), end: hhmm(meeting.end_time) });
  // A mark changes the status and absence: the dialog shows them at once, while the grid reloads.
  const [marked, setMarked] = useState<Pick<Meeting, 'status' | 'absence'>>();
  const { status, absence } = marked ?? meeting;
  const markable = mayMarkNow({ ...meeting, status }, meeting.project.time_zone);
  return (
    <>
      <Modal
        open={!confirming && !moving}
        onOpenChange={(open) => !open && onClose()}
        title={t('schedule.meeting.title')}
        size="sm"
        footer={
          <>
            <Button variant="danger" onClick={() => setConfirming(true)} data-testid="meeting-delete">
              <Trash2 className="h-4 w-4" aria-hidden /> {t('schedule.meeting.delete')}
            </Button>
            {isMovable({ ...meeting, status }) && (
              <Button variant="secondary" onClick={() => setMoving(true)} data-testid="meeting-move">
                <MoveRight className="h-4 w-4" aria-hidden /> {t('schedule.move.open')}
              </Button>
            )}
            <Link to={`/meetings/${meeting.id}`} className={buttonClass('secondary')}>
              <ExternalLink className="h-4 w-4" aria-hidden /> {t('schedule.meeting.open')}
            </Link>
          </>
        }
      >
        <dl data-testid="meeting-dialog">
          <Row label={t('schedule.meeting.status')}>
            <Badge tone={MEETING_TONE[status]}>{t(`schedule.status.${status}`)}</Badge>
          </Row>
          {status === 'no_show' && absence && (
            <Row label={t('schedule.meeting.absence')}>
              <span data-testid="dialog-absence">{t(`meetings.absence.${absence}`)}</span>
            </Row>
          )}
          <Row label={t('schedule.meeting.buyer')}>{person(meeting.buyer)}</Row>
          <Row label={t('schedule.meeting.seller')}>{person(meeting.seller)}</Row>
          <Row label={t('schedule.meeting.interpreter')}>
            {meeting.interpreter?.full_name ?? t('schedule.meeting.none')}
          </Row>
          <Row label={t('schedule.meeting.date')}>{formatDate(meeting.meeting_date, i18n.language)}</Row>
          <Row label={t('schedule.meeting.time')}>{time}</Row>
          <Row label={t('schedule.meeting.location')}>
            {meetingPlace(meeting.table?.name, meeting.location) || t('common.tbd')}
          </Row>
          {meeting.notes && <Row label={t('schedule.meeting.notes')}>{meeting.notes}</Row>}
        </dl>
        {markable && (
          <div className="mt-3">
            <NoShowMenu
              meeting={{ id: meeting.id, status, absence }}
              onMarked={(detail) => setMarked({ status: detail.status, absence: detail.absence })}
              testId="grid-no-show-menu"
            />
          </div>
        )}
      </Modal>
      {moving && (
        <MoveMeetingDialog meeting={meeting} schedule={schedule} onBack={() => setMoving(false)} onDone={onClose} />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(false);
            remove.reset();
          }
        }}
        title={t('schedule.meeting.deleteTitle')}
        message={t('schedule.meeting.deleteConfirm', {
          buyer: meeting.buyer.full_name,
          seller: meeting.seller.full_name,
        })}
        confirmLabel={t('schedule.meeting.delete')}
        onConfirm={() => remove.mutate(meeting.id, { onSuccess: onClose })}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(t, remove.error, 'schedule.deleteFailed') : undefined}
      />
    </>
  );
}
