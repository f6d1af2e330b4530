// "Mark no-show": a menu of who did not come to a meeting (buyer, seller, both) and, on a no-show,
// "Clear no-show" (docs/rules.md#feedback-and-no-shows). A menu button, so arrows, Enter and Escape
// work as in any menu; the current absence is the checked item. Whoever renders it decides that the
// user may mark now (the meeting's `can.mark_absence`, or the grid's admin and `mayMarkNow`).
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MEETING_ABSENCES, type MeetingAbsence } from '../../../core/constants.ts';
import type { MeetingStatus } from '../../../core/rules/meetings.ts';
import type { MeetingDetail } from '../../../core/schemas/meeting.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useMarkAbsence } from './absence-api.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md py-2 pr-3 pl-8 text-sm text-slate-700 outline-none relative data-[highlighted]:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

export function NoShowMenu({
  meeting,
  onMarked,
  testId = 'no-show-menu',
}: {
  meeting: { id: string; status: MeetingStatus; absence: MeetingAbsence | null };
  /** Called with the meeting's new detail once a mark is stored. */
  onMarked?: (detail: MeetingDetail) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const mark = useMarkAbsence();
  const noShow = meeting.status === 'no_show';
  const choose = (absence: MeetingAbsence | null) => {
    // The trigger stays enabled while a mark is stored: the closing menu gives focus back to it.
    if (mark.isPending || (absence !== null && absence === meeting.absence)) return;
    mark.mutate({ id: meeting.id, absence }, { onSuccess: (detail) => onMarked?.(detail) });
  };
  return (
    <div className="space-y-2">
      {/* Not modal: the page around stays readable to assistive technology (no aria-hidden around a focused menu). */}
      <Menu.Root modal={false}>
        <Menu.Trigger asChild>
          <Button variant="secondary" size="sm" data-testid={testId} aria-busy={mark.isPending}>
            <UserX className="h-4 w-4" aria-hidden />
            {t(noShow ? 'meetings.noShow.change' : 'meetings.noShow.mark')}
            <ChevronDown className="h-4 w-4" aria-hidden />
          </Button>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="start"
            sideOffset={6}
            className="z-[60] min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <Menu.Label className="px-3 py-1.5 text-xs font-medium text-slate-600 dark:text-slate-400">
              {t('meetings.noShow.menuLabel')}
            </Menu.Label>
            <Menu.RadioGroup value={meeting.absence ?? ''} onValueChange={(value) => choose(value as MeetingAbsence)}>
              {MEETING_ABSENCES.map((absence) => (
                <Menu.RadioItem key={absence} value={absence} className={itemClass} data-testid={`absence-${absence}`}>
                  <Menu.ItemIndicator className="absolute left-2 inline-flex">
                    <Check className="h-4 w-4" aria-hidden />
                  </Menu.ItemIndicator>
                  {t(`meetings.absence.${absence}`)}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
            {noShow && (
              <>
                <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
                <Menu.Item className={itemClass} onSelect={() => choose(null)} data-testid="absence-clear">
                  {t('meetings.noShow.clear')}
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {mark.isError && <Alert>{errorMessage(t, mark.error)}</Alert>}
    </div>
  );
}
