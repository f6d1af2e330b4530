// The admin's form for a project's categories and request settings (docs/rules.md#matchmaking,
// #request-hygiene). The shared schema checks it here and again on the server.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MEETINGS_PER_DAY, PENDING_REQUEST_CAP, REQUEST_EXPIRY_DAYS } from '../../../core/constants.ts';
import { type Project, projectMatchmakingSchema } from '../../../core/schemas/project.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Alert } from '../../components/ui/Feedback.tsx';
import { Field, Input } from '../../components/ui/Field.tsx';
import { useUpdateMatchmaking } from '../../features/projects/matchmaking-api.ts';
import { serverMessage } from '../../features/projects/messages.ts';
import { CategoryListEditor, type CategoryRow } from './CategoryListEditor.tsx';

interface Props {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type NumberField = 'pending_request_cap' | 'request_expiry_days' | 'max_meetings_per_day';

const rowsOf = (project: Project): CategoryRow[] =>
  project.categories.map((name, key) => ({ key, name, original: name }));

/** Keys of the rows whose name repeats an earlier row's, ignoring case. */
function repeatedRows(rows: CategoryRow[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  for (const row of rows) {
    const key = row.name.trim().toLowerCase();
    if (key && seen.has(key)) repeated.add(row.key);
    seen.add(key);
  }
  return repeated;
}

export function MatchmakingSettingsModal({ project, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useUpdateMatchmaking();
  const [rows, setRows] = useState(() => rowsOf(project));
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    pending_request_cap: '',
    request_expiry_days: '',
    max_meetings_per_day: '',
  });
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const { reset } = save;

  // Each opening starts from the project as it is now; a refetch while open (after the save
  // itself) must not reset the form or the save.
  const wasOpen = useRef(false);
  useEffect(() => {
    const opening = open && !wasOpen.current;
    wasOpen.current = open;
    if (!opening) return;
    setRows(rowsOf(project));
    setNumbers({
      pending_request_cap: String(project.pending_request_cap),
      request_expiry_days: String(project.request_expiry_days),
      max_meetings_per_day: project.max_meetings_per_day === null ? '' : String(project.max_meetings_per_day),
    });
    setInvalid(new Set());
    reset();
  }, [open, project, reset]);

  const duplicates = repeatedRows(rows);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
    const input = {
      categories: rows.map((r) => r.name.trim()),
      renames: rows
        .filter((r) => r.original !== undefined && r.original !== r.name.trim() && r.name.trim())
        .map((r) => ({ from: r.original as string, to: r.name.trim() })),
      pending_request_cap: number(numbers.pending_request_cap),
      request_expiry_days: number(numbers.request_expiry_days),
      max_meetings_per_day: numbers.max_meetings_per_day.trim() === '' ? null : Number(numbers.max_meetings_per_day),
    };
    const parsed = projectMatchmakingSchema.safeParse(input);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((i) => String(i.path[0]))));
      return;
    }
    setInvalid(new Set());
    save.mutate({ id: project.id, input: parsed.data }, { onSuccess: () => onOpenChange(false) });
  };

  const numberField = (name: NumberField, range: { min: number; max: number }, required: boolean) => (
    <Field
      label={t(`matchmaking.fields.${name}`)}
      required={required}
      error={invalid.has(name) ? t('validation.between', range) : undefined}
      hint={t(`matchmaking.help.${name}`, range)}
    >
      {(a) => (
        <Input
          {...a}
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          placeholder={required ? undefined : t('matchmaking.everySlot')}
          value={numbers[name]}
          onChange={(e) => setNumbers({ ...numbers, [name]: e.target.value })}
          data-testid={`setting-${name}`}
        />
      )}
    </Field>
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('matchmaking.editTitle')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending} data-testid="save-matchmaking">
            {save.isPending ? t('common.saving') : t('matchmaking.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-6">
        {save.isError && <Alert>{serverMessage(t, save.error)}</Alert>}
        {invalid.has('categories') && duplicates.size === 0 && <Alert>{t('validation.categoryNames')}</Alert>}
        <fieldset className="space-y-2">
          <legend className="text-base font-semibold text-slate-900 dark:text-white">
            {t('matchmaking.categories')}
          </legend>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('matchmaking.help.categories')}</p>
          <CategoryListEditor rows={rows} onChange={setRows} duplicates={duplicates} />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-slate-900 dark:text-white">
            {t('matchmaking.requests')}
          </legend>
          {numberField('pending_request_cap', PENDING_REQUEST_CAP, true)}
          {numberField('request_expiry_days', REQUEST_EXPIRY_DAYS, true)}
          {numberField('max_meetings_per_day', MAX_MEETINGS_PER_DAY, false)}
        </fieldset>
      </form>
    </Modal>
  );
}
