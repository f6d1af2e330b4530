// Whom a thread is with: the other party's name and company (their interpreter beside them), or
// "The organisers" for a participant's own help desk; and its project.
import { useTranslation } from 'react-i18next';
import type { Thread } from '../../../core/schemas/conversation.ts';
import { threadPeople } from './thread-view.ts';

/** The thread's name as one line of text: for headings, labels and dialog titles. */
export function useThreadName() {
  const { t } = useTranslation();
  return (thread: Pick<Thread, 'people'>) => {
    const people = threadPeople(thread);
    return people.length ? people.map((p) => p.full_name).join(', ') : t('conversations.organisers');
  };
}

/** The people's companies (or roles, for those without one) under the name. */
export function useThreadDetail() {
  const { t } = useTranslation();
  return (thread: Pick<Thread, 'people' | 'kind'>) => {
    const people = threadPeople(thread);
    if (!people.length) return t('conversations.helpDesk');
    return people.map((p) => p.company_name || t(`roles.${p.role}`)).join(', ');
  };
}
