// One meeting table in the project's list: its name, the seller it is fixed to or the pool, and the
// admin's rename (in place) and delete.
import { ArrowDown, ArrowUp, Check, Pencil, Trash2, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingTable } from '../../../core/schemas/meeting-table.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Input } from '../../components/ui/Field.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { useUpdateTable } from '../../features/tables/api.ts';
import { errorMessage } from '../../lib/errors.ts';

interface Props {
  projectId: string;
  table: MeetingTable;
  onDelete: () => void;
  /** Moves the table one place up (-1) or down (1); absent at that end of the list. */
  onMove: (by: -1 | 1) => void;
  first: boolean;
  last: boolean;
  moving: boolean;
}

export function TableRow({ projectId, table, onDelete, onMove, first, last, moving }: Props) {
  const { t } = useTranslation();
  const update = useUpdateTable(projectId);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(table.name);
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === table.name) {
      setEditing(false);
      return;
    }
    update.mutate({ id: table.id, name: name.trim() }, { onSuccess: () => setEditing(false) });
  };
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="table-row">
      {editing ? (
        <form onSubmit={save} className="flex min-w-0 flex-1 items-center gap-1">
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={40}
            aria-label={t('tables.name')}
            className="h-8 max-w-48"
            autoFocus
          />
          <IconButton type="submit" label={t('tables.save')} disabled={!name.trim() || update.isPending}>
            <Check className="h-4 w-4" aria-hidden />
          </IconButton>
          <IconButton label={t('common.cancel')} onClick={() => setEditing(false)}>
            <X className="h-4 w-4" aria-hidden />
          </IconButton>
        </form>
      ) : (
        <span
          className="min-w-16 flex-1 font-medium text-slate-900 sm:flex-none dark:text-slate-100"
          data-testid="table-name"
        >
          {table.name}
        </span>
      )}
      {!editing && (
        // At phone width the seller or the pool goes under the name, so the buttons keep their room.
        <span className="order-last w-full truncate text-sm text-slate-600 sm:order-none sm:w-auto sm:min-w-0 sm:flex-1 dark:text-slate-400">
          {table.seller ? (
            t('tables.fixedTo', { name: table.seller.company_name || table.seller.full_name })
          ) : (
            <Badge>{t('tables.pool')}</Badge>
          )}
        </span>
      )}
      {!editing && (
        <span className="flex gap-1">
          <IconButton
            label={t('tables.moveUpNamed', { name: table.name })}
            disabled={first || moving}
            onClick={() => onMove(-1)}
          >
            <ArrowUp className="h-4 w-4" aria-hidden />
          </IconButton>
          <IconButton
            label={t('tables.moveDownNamed', { name: table.name })}
            disabled={last || moving}
            onClick={() => onMove(1)}
          >
            <ArrowDown className="h-4 w-4" aria-hidden />
          </IconButton>
          <IconButton
            label={t('tables.renameNamed', { name: table.name })}
            onClick={() => {
              setName(table.name);
              update.reset();
              setEditing(true);
            }}
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </IconButton>
          <IconButton tone="danger" label={t('tables.deleteNamed', { name: table.name })} onClick={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden />
          </IconButton>
        </span>
      )}
      {update.isError && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {errorMessage(t, update.error)}
        </p>
      )}
    </li>
  );
}
