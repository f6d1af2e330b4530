// Move, the keyboard's way to re-plan a meeting (docs/rules.md#moving-a-meeting): another day and
// slot of the project, and optionally a table. The server decides; a refusal shows its code's text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotNumberOf } from '../../../../core/rules/slots.ts';
import { datesBetween, hhmm } from '../../../../core/rules/time.ts';
import type { Meeting } from '../../../../core/schemas/meeting.ts';
import type { Schedule } from '../../../../core/schemas/schedule.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Dialog.tsx';
import { Alert } from '../../../components/ui/Feedback.tsx';
import { Field, Select } from '../../../components/ui/Field.tsx';
import { useMoveMeeting } from '../../../features/schedule/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { slotTime } from './schedule-ui.ts';

/** The table select's value for "let the rules choose" (the seller's fixed table, else a free one). */
const ANY_TABLE = '';

interface Props {
  meeting: Meeting;
  schedule: Schedule;
  /** Back to the meeting's details. */
  onBack: () => void;
  /** Moved: nothing left to show. */
  onDone: () => void;
}

export function MoveMeetingDialog({ meeting, schedule, onBack, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const { project, slots } = schedule;
  const dates = datesBetween(project.start_date, project.end_date);
  const [date, setDate] = useState(meeting.meeting_date);
  const from = slotNumberOf(project, hhmm(meeting.start_time));
  const [slot, setSlot] = useState(from ?? 1);
  const [tableId, setTableId] = useState(ANY_TABLE);
  const move = useMoveMeeting(project.id);
  const submit = () =>
    move.mutate(
      { id: meeting.id, meeting_date: date, slot_number: slot, table_id: tableId || null },
      { onSuccess: onDone },
    );
  // Where it already is, Move has nothing to do (the server would answer no_changes).
  const unchanged = date === meeting.meeting_date && slot === from && tableId === ANY_TABLE;
  // A table fixed to another seller is not theirs to take (table_reserved).
  const tables = schedule.tables.filter((table) => !table.seller || table.seller.id === meeting.seller.id);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onBack()}
      title={t('schedule.move.title')}
      description={t('schedule.move.description', {
        buyer: meeting.buyer.full_name,
        seller: meeting.seller.full_name,
      })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onBack}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="move-meeting" disabled={move.isPending || unchanged} data-testid="move-confirm">
            {t('schedule.move.action')}
          </Button>
        </>
      }
    >
      <form
        id="move-meeting"
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!unchanged) submit();
        }}
      >
        <Field label={t('schedule.move.date')}>
          {(props) => (
            <Select {...props} value={date} onChange={(e) => setDate(e.target.value)} data-testid="move-date">
              {dates.map((d) => (
                <option key={d} value={d}>
                  {formatDate(d, i18n.language)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('schedule.move.time')}>
          {(props) => (
            <Select {...props} value={slot} onChange={(e) => setSlot(Number(e.target.value))} data-testid="move-slot">
              {slots.map((s) => (
                <option key={s.number} value={s.number}>
                  {slotTime(s)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {tables.length > 0 && (
          <Field label={t('schedule.move.table')} hint={t('schedule.move.tableHint')}>
            {(props) => (
              <Select {...props} value={tableId} onChange={(e) => setTableId(e.target.value)} data-testid="move-table">
                <option value={ANY_TABLE}>{t('schedule.move.anyTable')}</option>
                {tables.map((table) => (
                  <option key={table.id} value={table.id}>
                    {table.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {move.isError && <Alert>{errorMessage(t, move.error, 'schedule.move.failed')}</Alert>}
      </form>
    </Modal>
  );
}
