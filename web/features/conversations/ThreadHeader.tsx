// The top of an open thread: a way back (phones), whom it is with and in which project, and the
// block button of a buyer or seller in a pair thread.
import type { ReactNode } from 'react';
import type { Thread } from '../../../core/schemas/conversation.ts';
import { BlockButton } from './BlockButton.tsx';
import { useThreadDetail, useThreadName } from './ThreadTitle.tsx';

interface Props {
  thread: Thread;
  /** May the reader block the other person (a buyer or seller of a pair thread)? */
  mayBlock: boolean;
  /** Before the name: the phone's back button. */
  back?: ReactNode;
  /** Leave the name out (a dialog's title already says it). */
  hideName?: boolean;
}

export function ThreadHeader({ thread, mayBlock, back, hideName }: Props) {
  const name = useThreadName()(thread);
  const detail = useThreadDetail()(thread);
  return (
    <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2.5 sm:px-4 dark:border-slate-800">
      {back}
      <div className="min-w-0 flex-1">
        {!hideName && (
          <h2 className="truncate font-semibold text-slate-900 dark:text-white" data-testid="thread-name">
            {name}
          </h2>
        )}
        <p className="truncate text-xs text-slate-600 dark:text-slate-400">
          {hideName ? thread.project.name : `${detail} · ${thread.project.name}`}
        </p>
      </div>
      {mayBlock && <BlockButton thread={thread} name={name} />}
    </div>
  );
}
