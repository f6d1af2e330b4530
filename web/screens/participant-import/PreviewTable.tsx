// The preview's rows, virtualised: only the rows on screen exist, so 20,000 scroll as smoothly as
// ten. Rows are measured as they render (an opened editor makes its row taller).
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTICIPANT_ROLES } from '../../../core/schemas/participant.ts';
import type { ImportField, ImportRowOutcome } from '../../../core/schemas/participant-import.ts';
import { rowIndexOf } from '../../features/participant-import/grid.ts';
import { cn } from '../../lib/cn.ts';
import { PreviewRow, ROW_LAYOUT } from './PreviewRow.tsx';

interface Props {
  outcomes: readonly ImportRowOutcome[];
  rows: readonly (readonly string[])[];
  headers: readonly string[];
  columns: readonly (ImportField | null)[];
  /** Lines whose editor is open. */
  editing: ReadonlySet<number>;
  /** Lines changed since the last check. */
  edited: ReadonlySet<number>;
  onToggleEdit: (line: number) => void;
  onCellChange: (line: number, column: number, value: string) => void;
}

export function PreviewTable({ outcomes, rows, headers, columns, editing, edited, onToggleEdit, onCellChange }: Props) {
  const { t } = useTranslation();
  const roleListId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Keyed by line, so a row keeps its measured height when the filter changes. The same function
  // from render to render: a new one makes the virtualiser recompute all 20,000 positions.
  const getItemKey = useCallback((i: number) => outcomes[i].line, [outcomes]);
  const virtual = useVirtualizer({
    count: outcomes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 64,
    overscan: 6,
    getItemKey,
  });

  if (outcomes.length === 0) {
    return <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">{t('import.preview.empty')}</p>;
  }
  return (
    <section
      ref={scrollRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus, or keyboard users cannot scroll rows without buttons (axe: scrollable-region-focusable)
      tabIndex={0}
      aria-label={t('import.preview.table')}
      className="max-h-[70vh] overflow-auto overscroll-contain rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900"
      data-testid="import-preview-table"
    >
      <datalist id={roleListId}>
        {PARTICIPANT_ROLES.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <table className="grid w-full" aria-rowcount={outcomes.length + 1}>
        <thead className="sticky top-0 z-10 grid bg-slate-50 dark:bg-slate-950">
          {/* At phone width the cells wrap under each other: the header row is for screen readers only. */}
          <tr
            aria-rowindex={1}
            className={cn(ROW_LAYOUT, 'border-b border-slate-200 max-md:sr-only md:py-2 dark:border-slate-800')}
          >
            {(['line', 'person', 'role', 'action', 'details'] as const).map((c) => (
              <th
                key={c}
                scope="col"
                className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
              >
                {t(`import.preview.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="relative grid" style={{ height: virtual.getTotalSize() }}>
          {virtual.getVirtualItems().map((item) => {
            const outcome = outcomes[item.index];
            return (
              <tr
                key={item.key}
                ref={virtual.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                className={cn(
                  ROW_LAYOUT,
                  'absolute top-0 left-0 border-b border-slate-100 dark:border-slate-800',
                  outcome.action === 'error' && 'bg-red-50/60 dark:bg-red-950/20',
                )}
                style={{ transform: `translateY(${item.start}px)` }}
                data-testid="import-row"
              >
                <PreviewRow
                  outcome={outcome}
                  cells={rows[rowIndexOf(outcome.line)] ?? []}
                  headers={headers}
                  columns={columns}
                  editing={editing.has(outcome.line)}
                  edited={edited.has(outcome.line)}
                  roleListId={roleListId}
                  onToggleEdit={onToggleEdit}
                  onCellChange={onCellChange}
                />
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
