// Opening the meeting's QR link (?check-in=qr) checks the meeting's buyer, seller or interpreter in,
// once, and then takes the parameter off the address (docs/rules.md#check-in).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { meetingPart, peopleOf } from '../../../core/rules/meetings.ts';
import type { MeetingDetail } from '../../../core/schemas/meeting.ts';
import type { Profile } from '../../../core/schemas/profile.ts';
import { useCheckIn } from '../../features/meetings/api.ts';
import { isQueuedWrite } from '../../lib/offline-queue/index.ts';

export type QrOutcome = { kind: 'checked_in' } | { kind: 'not_participant' } | { kind: 'error'; error: unknown };

export function useQrCheckIn(meeting: MeetingDetail | undefined, user: Profile | null) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('check-in') === 'qr';
  const checkIn = useCheckIn();
  const started = useRef(false);
  const [outcome, setOutcome] = useState<QrOutcome | null>(null);

  useEffect(() => {
    if (!wanted || !meeting || started.current) return;
    started.current = true;
    const clear = () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('check-in');
          return next;
        },
        { replace: true },
      );
    const part = meetingPart(user, peopleOf(meeting));
    if (part === null || part === 'admin') {
      setOutcome({ kind: 'not_participant' });
      clear();
      return;
    }
    checkIn.mutate(
      { id: meeting.id, method: 'qr' },
      {
        onSuccess: () => setOutcome({ kind: 'checked_in' }),
        // One that waits for the network shows as waiting in the Attendances tab, not as an error.
        onError: (error) => setOutcome(isQueuedWrite(error) ? null : { kind: 'error', error }),
        onSettled: clear,
      },
    );
  }, [wanted, meeting, user, checkIn, setParams]);

  return { outcome, pending: checkIn.isPending, dismiss: () => setOutcome(null) };
}
