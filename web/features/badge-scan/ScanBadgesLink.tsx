// "Scan badges" for those who staff the doors (docs/rules.md#scanning-badges): admins on a project's
// page, volunteers there and on their dashboard. With no project given, it leads to the
// volunteer's open (draft or active) project, or offers a menu of them when there are several.
import { ScanLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../core/roles.ts';
import { ProjectPageButton } from '../projects/ProjectPageButton.tsx';

/** The scanner's address for a project. */
export const scanPath = (projectId: string) => `/projects/${projectId}/scan`;

export function ScanBadgesLink({ role, projectId }: { role: Role | undefined; projectId?: string }) {
  const { t } = useTranslation();
  if (role !== 'admin' && role !== 'volunteer') return null;
  return (
    <ProjectPageButton
      projectId={projectId}
      pathOf={scanPath}
      icon={ScanLine}
      label={t('scan.open')}
      testId="open-scan"
    />
  );
}
