// "Create tables": many tables at once, named by a prefix and numbers (A-1 … A-40). The batch is all
// or nothing, so a name the project has already refuses it with the names (table_name_taken).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkTableNames } from '../../../core/rules/tables.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Dialog.tsx';
import { Field, Input } from '../../components/ui/Field.tsx';
import { useCreateTables } from '../../features/tables/api.ts';
import { errorMessage } from '../../lib/errors.ts';

interface Props {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (count: number) => void;
}

export function CreateTablesModal({ projectId, open, onOpenChange, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateTables(projectId);
  const [count, setCount] = useState('20');
  const [prefix, setPrefix] = useState('A-');
  const [start, setStart] = useState('1');
  const n = Number(count);
  const first = Number(start);
  const valid = Number.isInteger(n) && n >= 1 && n <= 500 && Number.isInteger(first) && first >= 0;
  const names = valid ? bulkTableNames(prefix, first, n) : [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    create.mutate(
      { count: n, prefix, start: first },
      {
        onSuccess: (tables) => {
          onCreated(tables.length);
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) create.reset();
        onOpenChange(next);
      }}
      title={t('tables.createMany')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="create-tables" disabled={!valid || create.isPending} data-testid="create-tables">
            {t('tables.createMany')}
          </Button>
        </>
      }
    >
      <form id="create-tables" onSubmit={submit} className="space-y-4">
        <Field label={t('tables.count')} error={!valid && count !== '' ? t('tables.countHint') : undefined}>
          {(props) => (
            <Input
              {...props}
              type="number"
              min={1}
              max={500}
              value={count}
              onChange={(e) => setCount(e.target.value)}
              data-testid="tables-count"
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('tables.prefix')}>
            {(props) => (
              <Input
                {...props}
                maxLength={30}
                value={prefix}
                onChange={(e) => setPrefix(e.target.value)}
                data-testid="tables-prefix"
              />
            )}
          </Field>
          <Field label={t('tables.start')}>
            {(props) => (
              <Input {...props} type="number" min={0} value={start} onChange={(e) => setStart(e.target.value)} />
            )}
          </Field>
        </div>
        {names.length > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {names.length === 1 ? names[0] : t('tables.preview', { first: names[0], last: names[names.length - 1] })}
          </p>
        )}
        {create.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(t, create.error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
