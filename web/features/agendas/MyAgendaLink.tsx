// "My agenda" beside a participant's meetings: a link to their agenda page of the project they are
// looking at, else of their open (draft or active) project, or a menu of them when there are
// several. Admins, volunteers and people in no open project get nothing.
import { CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../core/roles.ts';
import { agendaPath } from '../../../core/rules/agenda-links.ts';
import { ProjectPageButton } from '../projects/ProjectPageButton.tsx';

export function MyAgendaLink({ role, projectId }: { role: Role | undefined; projectId?: string }) {
  const { t } = useTranslation();
  const hasAgenda = role === 'buyer' || role === 'seller' || role === 'interpreter';
  if (!hasAgenda) return null;
  return (
    <ProjectPageButton
      projectId={projectId}
      pathOf={agendaPath}
      icon={CalendarRange}
      label={t('agendas.myAgenda')}
      testId="my-agenda"
    />
  );
}
