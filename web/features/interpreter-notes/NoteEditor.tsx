// The note form: Meeting Notes (6 rows), Key Discussion Points (4 rows),
// Action Items (3 rows), Save and Cancel. Saving creates the note or updates it, then closes.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type InterpreterNote,
  type InterpreterNoteInput,
  interpreterNoteInputSchema,
} from '../../../core/schemas/interpreter-note.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Textarea } from '../../components/ui/Field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { isQueuedWrite } from '../../lib/offline-queue/index.ts';
import { useSaveNote } from './api.ts';

const FIELDS = [
  {
    name: 'content',
    label: 'interpreterNotes.meetingNotes',
    hint: 'interpreterNotes.meetingNotesPlaceholder',
    rows: 6,
  },
  { name: 'key_points', label: 'interpreterNotes.keyPoints', hint: 'interpreterNotes.keyPointsPlaceholder', rows: 4 },
  {
    name: 'action_items',
    label: 'interpreterNotes.actionItems',
    hint: 'interpreterNotes.actionItemsPlaceholder',
    rows: 3,
  },
] as const;

const MAX = { content: 20000, key_points: 10000, action_items: 10000 };

export function NoteEditor({
  meetingId,
  note,
  onDone,
}: {
  meetingId: string;
  note: InterpreterNote | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveNote();
  const form = useForm<InterpreterNoteInput>({
    resolver: zodResolver(interpreterNoteInputSchema),
    defaultValues: {
      content: note?.content ?? '',
      key_points: note?.key_points ?? '',
      action_items: note?.action_items ?? '',
    },
  });
  const submit = form.handleSubmit((input) => save.mutate({ meetingId, input }, { onSuccess: onDone }));

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="note-editor">
      {save.isError &&
        (isQueuedWrite(save.error) ? (
          // Saved without the network: it waits on this phone and is sent later (docs/rules.md#offline-writes).
          <div data-testid="note-waiting">
            <Alert tone="info">{t('offlineQueue.savedWaiting')}</Alert>
          </div>
        ) : (
          <Alert>{errorMessage(t, save.error)}</Alert>
        ))}
      {FIELDS.map((f) => (
        <Field key={f.name} label={t(f.label)} error={form.formState.errors[f.name] && t('validation.invalid')}>
          {(a) => (
            <Textarea
              {...a}
              rows={f.rows}
              maxLength={MAX[f.name]}
              placeholder={t(f.hint)}
              {...form.register(f.name)}
              data-testid={`note-${f.name}`}
            />
          )}
        </Field>
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('interpreterNotes.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="note-save">
          {save.isPending ? t('interpreterNotes.saving') : t('interpreterNotes.save')}
        </Button>
      </div>
    </form>
  );
}
