// One travel record: traveller and project, a flight block when there is a flight number, a hotel
// block when there is a hotel name, notes and the project's location (N/A when unknown).
import { Building2, MapPin, Plane, StickyNote, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Travel } from '../../../core/schemas/travel.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { IconButton } from '../../components/ui/IconButton.tsx';
import { formatInstant } from '../../lib/format.ts';

/** Travel times show the zone's short name: the venue's (the project's zone), else the reader's. */
const VENUE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

function Block({ icon: Icon, title, children }: { icon: typeof Plane; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
        <Icon className="h-4 w-4 text-brand-600 dark:text-brand-100" aria-hidden />
        {title}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </>
  );
}

export function TravelCard({
  record: r,
  isAdmin,
  onEdit,
  onDelete,
}: {
  record: Travel;
  isAdmin: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const zone = r.project?.time_zone;
  const when = (v: string | null) => (v ? formatInstant(v, i18n.language, VENUE_TIME, zone) : t('travel.notAvailable'));
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="travel-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900 dark:text-white">{r.user.full_name}</h2>
          <p className="text-sm break-words text-slate-600 dark:text-slate-400">
            {r.project?.name ?? t('travel.noProject')}
          </p>
        </div>
        {isAdmin && (
          <div className="flex shrink-0 items-center gap-1">
            <Button
              size="sm"
              variant="ghost"
              onClick={onEdit}
              aria-label={t('travel.editOf', { name: r.user.full_name })}
            >
              {t('travel.edit')}
            </Button>
            <IconButton label={t('travel.deleteOf', { name: r.user.full_name })} tone="danger" onClick={onDelete}>
              <Trash2 className="h-4 w-4" aria-hidden />
            </IconButton>
          </div>
        )}
      </div>
      {r.flight_no && (
        <Block icon={Plane} title={t('travel.flight')}>
          <Row label={t('travel.flightNo')}>{r.flight_no}</Row>
          <Row label={t('travel.arrival')}>{when(r.arrival_time)}</Row>
          <Row label={t('travel.departure')}>{when(r.departure_time)}</Row>
        </Block>
      )}
      {r.hotel_name && (
        <Block icon={Building2} title={t('travel.hotel')}>
          <Row label={t('travel.hotelName')}>{r.hotel_name}</Row>
          <Row label={t('travel.address')}>{r.hotel_address || t('travel.notAvailable')}</Row>
        </Block>
      )}
      {r.notes && (
        <p className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
          <StickyNote className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words whitespace-pre-line">{r.notes}</span>
        </p>
      )}
      <p className="mt-auto flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <MapPin className="h-4 w-4 shrink-0" aria-hidden />
        <span className="sr-only">{t('travel.location')}:</span>
        <span className="min-w-0 break-words">{r.project?.location || t('travel.notAvailable')}</span>
      </p>
    </Card>
  );
}
