// "By the organiser for X" on a request the organiser sent or answered for a participant
// (docs/rules.md#acting-on-behalf); nothing when the people acted themselves.
import { UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeetingRequest } from '../../../core/schemas/meeting-request.ts';

const ANSWERED: Partial<Record<MeetingRequest['status'], string>> = {
  approved: 'approved',
  rejected: 'rejected',
};

interface Props {
  request: MeetingRequest;
  /** The reader: "for you" when the organiser acted for them. */
  viewerId?: string;
}

export function OnBehalfNote({ request, viewerId }: Props) {
  const { t } = useTranslation();
  const lines: string[] = [];
  const line = (act: string, organiser: string, person: { id: string; full_name: string }) =>
    person.id === viewerId
      ? t(`onBehalf.note.${act}ForYou`, { organiser })
      : t(`onBehalf.note.${act}`, { organiser, name: person.full_name });
  if (request.sent_by) lines.push(line('sent', request.sent_by.full_name, request.requester));
  if (request.answered_by) {
    lines.push(line(ANSWERED[request.status] ?? 'answered', request.answered_by.full_name, request.target));
  }
  if (lines.length === 0) return null;
  return (
    <ul
      className="space-y-1 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950/50 dark:text-indigo-100"
      data-testid="on-behalf-note"
    >
      {lines.map((text) => (
        <li key={text} className="flex items-start gap-2">
          <UserCog className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">{text}</span>
        </li>
      ))}
    </ul>
  );
}
