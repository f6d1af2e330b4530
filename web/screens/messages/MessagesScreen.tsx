// /messages and /messages/:threadId: the reader's conversations beside the open one. On phones one
// column: the open thread takes the list's place, with a way back (docs/rules.md#conversations).
import { ArrowLeft, Download, MessagesSquare, PenSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MAX_SEARCH_CHARS } from '../../../core/rules/conversations.ts';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useCurrentUser } from '../../features/auth/api.ts';
import { EXPORT_URL } from '../../features/conversations/api.ts';
import { ThreadPanel } from '../../features/conversations/ThreadPanel.tsx';
import { cn } from '../../lib/cn.ts';
import { SearchResults } from './SearchResults.tsx';
import { StartThreadDialog } from './StartThreadDialog.tsx';
import { ThreadList } from './ThreadList.tsx';

/** The search text once typing has paused. */
function useSettled(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), 300);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link
      to="/messages"
      aria-label={t('conversations.back')}
      title={t('conversations.back')}
      className="touch-target inline-flex shrink-0 items-center justify-center rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 lg:hidden dark:text-slate-300 dark:hover:bg-slate-800"
      data-testid="thread-back"
    >
      <ArrowLeft className="h-5 w-5" aria-hidden />
    </Link>
  );
}

function NoThreadChosen() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-slate-600 dark:text-slate-400">
      <MessagesSquare className="h-10 w-10 text-slate-400 dark:text-slate-500" aria-hidden />
      <p className="text-sm">{t('conversations.choose')}</p>
    </div>
  );
}

export function MessagesScreen() {
  const { t } = useTranslation();
  const { id: threadId } = useParams();
  const { user } = useCurrentUser();
  const [search, setSearch] = useState('');
  const [starting, setStarting] = useState(false);
  const q = useSettled(search.trim());
  if (!user) return null;
  const admin = user.role === 'admin';
  // The page's height less the top bar, the title and the margins: the messages scroll, not the page.
  const tall = 'h-[calc(100dvh-11rem)] min-h-[26rem] lg:h-[calc(100dvh-12rem)]';

  return (
    <>
      <PageHeader
        title={t('conversations.title')}
        actions={
          <div className={cn('flex flex-wrap gap-2', threadId && 'hidden lg:flex')}>
            <Button onClick={() => setStarting(true)} data-testid="start-thread">
              <PenSquare className="h-4 w-4" aria-hidden />
              {admin ? t('conversations.writeToParticipant') : t('conversations.writeToOrganisers')}
            </Button>
            <a href={EXPORT_URL} download className={buttonClass('secondary')} data-testid="export-messages">
              <Download className="h-4 w-4" aria-hidden />
              {t('conversations.download')}
            </a>
          </div>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
        <Card className={cn('flex flex-col overflow-hidden lg:h-[calc(100dvh-12rem)]', threadId && 'hidden lg:flex')}>
          <div className="border-b border-slate-200 p-3 dark:border-slate-800">
            <SearchInput
              value={search}
              onChange={setSearch}
              label={t('conversations.search')}
              maxLength={MAX_SEARCH_CHARS}
              testId="message-search"
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {q.length >= 2 ? <SearchResults q={q} /> : <ThreadList me={user.id} />}
          </div>
        </Card>
        <Card className={cn('overflow-hidden', tall, !threadId && 'hidden lg:block')}>
          {threadId ? (
            <ThreadPanel key={threadId} threadId={threadId} back={<BackToList />} className="h-full" />
          ) : (
            <NoThreadChosen />
          )}
        </Card>
      </div>
      <StartThreadDialog open={starting} onClose={() => setStarting(false)} admin={admin} />
    </>
  );
}

export { MessagesScreen as Component };
