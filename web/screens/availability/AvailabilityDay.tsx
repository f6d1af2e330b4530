// One day of a person's availability: a toggle button per slot (pressed: away), the half-day and
// whole-day shortcuts, and the slots nobody can change here shown locked with their reason
// (travel, the organiser's block, a meeting).
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Availability, DayPart, UnavailableSlot } from '../../../core/schemas/availability.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDayHeading } from '../../lib/format.ts';

type Day = Availability['days'][number];
type Slot = Availability['slots'][number];

/** What one slot of the day is to the person. */
type SlotState =
  | { kind: 'free' | 'marked' }
  | { kind: 'locked'; reason: 'arrival' | 'departure' | 'blocked' | 'meeting' };

function stateOf(day: Day, slot: number): SlotState {
  if (day.meetings.includes(slot)) return { kind: 'locked', reason: 'meeting' };
  const u: UnavailableSlot | undefined = day.unavailable.find((x) => x.slot_number === slot);
  if (!u) return { kind: 'free' };
  if (u.why === 'marked') return { kind: 'marked' };
  if (u.why === 'blocked') return { kind: 'locked', reason: 'blocked' };
  return { kind: 'locked', reason: u.side ?? 'arrival' };
}

interface Props {
  day: Day;
  slots: Slot[];
  /** The admin looks at someone else's: the locked reasons do not say "your". */
  own: boolean;
  /** A change is on its way; buttons stay usable (and focused), changes are idempotent. */
  busy: boolean;
  onToggle: (slot: number, away: boolean) => void;
  onPart: (part: DayPart, away: boolean) => void;
}

export function AvailabilityDay({ day, slots, own, busy, onToggle, onPart }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = `day-${day.date}`;
  const locked = own ? 'availability.locked' : 'availability.lockedOther';
  return (
    <Card className="p-4 sm:p-5" data-testid="availability-day" data-date={day.date} aria-busy={busy || undefined}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
            {formatDayHeading(day.date, i18n.language)}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => onPart('morning', false)}>
              {t('availability.awayMorning')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => onPart('afternoon', false)}>
              {t('availability.awayAfternoon')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onPart('day', true)}>
              {t('availability.allDay')}
            </Button>
          </div>
        </div>
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {slots.map((slot) => {
            const state = stateOf(day, slot.number);
            const time = `${slot.start}–${slot.end}`;
            if (state.kind === 'locked') {
              return (
                <li
                  key={slot.number}
                  data-testid="availability-slot"
                  data-state="locked"
                  className="flex min-h-14 flex-col justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-slate-600 dark:border-slate-700 dark:bg-slate-800/50 dark:text-slate-400"
                >
                  <span className="text-sm font-medium tabular-nums">{time}</span>
                  <span className="flex items-center gap-1 text-xs">
                    <Lock className="h-3 w-3 shrink-0" aria-hidden />
                    {t(`${locked}.${state.reason}`)}
                  </span>
                </li>
              );
            }
            const away = state.kind === 'marked';
            return (
              <li key={slot.number}>
                <button
                  type="button"
                  aria-pressed={away}
                  onClick={() => onToggle(slot.number, !away)}
                  data-testid="availability-slot"
                  data-state={state.kind}
                  className={cn(
                    'flex min-h-14 w-full flex-col justify-center rounded-lg border px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                    away
                      ? 'border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100 dark:border-amber-500/60 dark:bg-amber-500/15 dark:text-amber-100 dark:hover:bg-amber-500/25'
                      : 'border-slate-200 bg-white text-slate-900 hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
                  )}
                >
                  <span className="text-sm font-medium tabular-nums">{time}</span>
                  <span className={cn('text-xs', !away && 'text-slate-600 dark:text-slate-400')}>
                    {away ? t('availability.away') : t('availability.available')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
