// The project's meeting tables for admins (docs/rules.md#tables): the list with fixed sellers, add
// one by name, create many at once, rename and delete (after confirmation, with the server's
// reason when it refuses: table_in_use).
import { LayoutGrid, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingTable } from '../../../core/schemas/meeting-table.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { Alert, LoadError, Loading } from '../../components/ui/Feedback.tsx';
import { Input } from '../../components/ui/Field.tsx';
import { useCreateTable, useDeleteTable, useReorderTables, useTables } from '../../features/tables/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { CreateTablesModal } from './CreateTablesModal.tsx';
import { TableRow } from './TableRow.tsx';

export function TablesCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const tables = useTables(projectId);
  const createOne = useCreateTable(projectId);
  const remove = useDeleteTable(projectId);
  const reorder = useReorderTables(projectId);
  const [name, setName] = useState('');
  const [bulkOpen, setBulkOpen] = useState(false);
  const [deleting, setDeleting] = useState<MeetingTable | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The order is where free tables are taken from first (docs/rules.md#tables).
  const move = (index: number, by: -1 | 1) => {
    const order = [...(tables.data ?? [])];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    reorder.mutate(order);
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    createOne.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  return (
    <Card className="mb-6 p-5" data-testid="tables-card">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <LayoutGrid className="h-5 w-5 text-brand-600 dark:text-brand-500" aria-hidden />
        <h2 className="flex-1 font-semibold text-slate-900 dark:text-white">
          {t('tables.title')}
          {tables.data && (
            <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">({tables.data.length})</span>
          )}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setBulkOpen(true)} data-testid="open-create-tables">
          {t('tables.createMany')}
        </Button>
      </div>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('tables.intro')}</p>
      <form onSubmit={add} className="mb-3 flex gap-2">
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={40}
          placeholder={t('tables.name')}
          aria-label={t('tables.name')}
          className="max-w-60"
          data-testid="table-name-input"
        />
        <Button type="submit" variant="secondary" disabled={!name.trim() || createOne.isPending}>
          <Plus className="h-4 w-4" aria-hidden /> {t('tables.add')}
        </Button>
      </form>
      {reorder.isError && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
          {errorMessage(t, reorder.error)}
        </p>
      )}
      {createOne.isError && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
          {errorMessage(t, createOne.error)}
        </p>
      )}
      {done && (
        <div className="mb-3">
          <Alert tone="success">{done}</Alert>
        </div>
      )}
      {tables.isPending && <Loading label={t('tables.loading')} className="py-4" />}
      {tables.isError && <LoadError message={t('tables.loadError')} onRetry={() => tables.refetch()} />}
      {tables.data?.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('tables.empty')}</p>}
      {tables.data && tables.data.length > 0 && (
        // A long list scrolls in place; it can take the keyboard's focus to be scrolled.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section tabIndex={0} aria-label={t('tables.title')} className="max-h-96 overflow-y-auto rounded-lg">
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {tables.data.map((table, i, all) => (
              <TableRow
                key={table.id}
                projectId={projectId}
                table={table}
                onDelete={() => setDeleting(table)}
                onMove={(by) => move(i, by)}
                first={i === 0}
                last={i === all.length - 1}
                moving={reorder.isPending}
              />
            ))}
          </ul>
        </section>
      )}
      <CreateTablesModal
        projectId={projectId}
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        onCreated={(count) => setDone(t('tables.created', { count }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={t('tables.deleteTitle')}
        message={t('tables.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('tables.delete')}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(t, remove.error) : undefined}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  );
}
