// "My availability" beside a participant's meetings: the availability page, of the project they are
// looking at when there is one. Admins and volunteers get nothing (admins open anyone's from the
// project page).
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '../../../core/roles.ts';
import { buttonClass } from '../../components/ui/Button.tsx';

export function MyAvailabilityLink({ role, projectId }: { role: Role | undefined; projectId?: string }) {
  const { t } = useTranslation();
  if (role !== 'buyer' && role !== 'seller' && role !== 'interpreter') return null;
  return (
    <Link
      to={projectId ? `/availability?project=${projectId}` : '/availability'}
      className={buttonClass('secondary')}
      data-testid="my-availability"
    >
      <CalendarClock className="h-4 w-4" aria-hidden /> {t('nav.availability')}
    </Link>
  );
}
