// Fixing a meeting: a buyer, a seller, a day of the project and one of its slots. The server refuses
// what could never be planned (its message shows here); clashes with other asks are the preview's to explain.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SlotSettings, slotsOfDay } from '../../../../../core/rules/slots.ts';
import { datesBetween } from '../../../../../core/rules/time.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { Alert } from '../../../../components/ui/Feedback.tsx';
import { Field, Select } from '../../../../components/ui/Field.tsx';
import { useAddFixedMeeting } from '../../../../features/plan-constraints/api.ts';
import { errorMessage } from '../../../../lib/errors.ts';
import { formatDay } from '../../../../lib/format.ts';
import { PersonSelect } from './PersonSelect.tsx';
import type { Person } from './people.ts';

export interface Grid extends SlotSettings {
  start_date: string;
  end_date: string;
}

export function FixedMeetingForm({
  projectId,
  grid,
  buyers,
  sellers,
  onAdded,
}: {
  projectId: string;
  grid: Grid;
  buyers: Person[];
  sellers: Person[];
  onAdded: () => void;
}) {
  const { t, i18n } = useTranslation();
  const days = datesBetween(grid.start_date, grid.end_date);
  const slots = slotsOfDay(grid);
  const [buyer, setBuyer] = useState('');
  const [seller, setSeller] = useState('');
  const [date, setDate] = useState(days[0] ?? '');
  const [slot, setSlot] = useState(1);
  const add = useAddFixedMeeting(projectId);
  const submit = () =>
    add.mutate({ buyer_id: buyer, seller_id: seller, date, slot_number: slot }, { onSuccess: onAdded });

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <PersonSelect
          label={t('planConstraints.buyer')}
          people={buyers}
          value={buyer}
          onChange={setBuyer}
          testId="fixed-buyer"
        />
        <PersonSelect
          label={t('planConstraints.seller')}
          people={sellers}
          value={seller}
          onChange={setSeller}
          testId="fixed-seller"
        />
        <Field label={t('planConstraints.day')}>
          {(field) => (
            <Select {...field} value={date} onChange={(e) => setDate(e.target.value)} data-testid="fixed-day">
              {days.map((d) => (
                <option key={d} value={d}>
                  {formatDay(d, i18n.language)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('planConstraints.time')}>
          {(field) => (
            <Select {...field} value={slot} onChange={(e) => setSlot(Number(e.target.value))} data-testid="fixed-slot">
              {slots.map((s) => (
                <option key={s.number} value={s.number}>
                  {s.start}–{s.end}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {add.isError && <Alert>{errorMessage(t, add.error, 'planConstraints.failed')}</Alert>}
      <Button onClick={submit} disabled={!buyer || !seller || !date || add.isPending} data-testid="fixed-add">
        {t('planConstraints.fix')}
      </Button>
    </div>
  );
}
