// The project's categories as an editable list: add, rename in place, move up or down, remove.
// Each row remembers the name it was loaded with, so a rename can carry into profiles.
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_NAME_MAX, PROJECT_CATEGORIES_MAX } from '../../../core/constants.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Input } from '../../components/ui/Field.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';

export interface CategoryRow {
  key: number;
  name: string;
  /** The name it had when the form opened; absent for a row added since. */
  original?: string;
}

interface Props {
  rows: CategoryRow[];
  onChange: (rows: CategoryRow[]) => void;
  /** Keys of rows whose name repeats an earlier one. */
  duplicates: ReadonlySet<number>;
}

let nextKey = 1_000_000;

export function CategoryListEditor({ rows, onChange, duplicates }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = rows.length >= PROJECT_CATEGORIES_MAX;
  const add = () => {
    const name = draft.trim();
    if (!name || full) return;
    onChange([...rows, { key: nextKey++, name }]);
    setDraft('');
  };
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    onChange(next);
  };
  return (
    <div className="space-y-2" data-testid="category-editor">
      {rows.length === 0 && (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('matchmaking.noCategories')}</p>
      )}
      <ol className="space-y-2">
        {rows.map((row, i) => {
          const label = t('matchmaking.categoryN', { n: i + 1 });
          const repeated = duplicates.has(row.key);
          return (
            <li key={row.key}>
              <div className="flex items-center gap-1">
                <Input
                  aria-label={label}
                  value={row.name}
                  maxLength={CATEGORY_NAME_MAX}
                  aria-invalid={repeated || !row.name.trim() ? true : undefined}
                  aria-describedby={repeated ? `${id}-dup-${row.key}` : undefined}
                  onChange={(e) => onChange(rows.map((r) => (r.key === row.key ? { ...r, name: e.target.value } : r)))}
                  data-testid="category-name"
                />
                <IconButton
                  label={t('matchmaking.moveUp', { name: row.name })}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden />
                </IconButton>
                <IconButton
                  label={t('matchmaking.moveDown', { name: row.name })}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden />
                </IconButton>
                <IconButton
                  label={t('common.removeItem', { item: row.name })}
                  tone="danger"
                  onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </IconButton>
              </div>
              {repeated && (
                <p id={`${id}-dup-${row.key}`} className="mt-1 text-xs text-red-600 dark:text-red-400">
                  {t('validation.duplicateCategory')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex gap-2">
        <label htmlFor={`${id}-new`} className="sr-only">
          {t('matchmaking.newCategory')}
        </label>
        <Input
          id={`${id}-new`}
          value={draft}
          maxLength={CATEGORY_NAME_MAX}
          placeholder={t('matchmaking.newCategory')}
          disabled={full}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          data-testid="new-category"
        />
        <Button variant="secondary" onClick={add} disabled={full} data-testid="add-category">
          <Plus className="h-4 w-4" aria-hidden /> {t('common.add')}
        </Button>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('matchmaking.categoryCount', { count: rows.length, max: PROJECT_CATEGORIES_MAX })}
      </p>
    </div>
  );
}
