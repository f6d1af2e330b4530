// No-shows (docs/rules.md#feedback-and-no-shows): confirmed meetings of past days without a check-in,
// each linking to its meeting page where the organiser marks it a no-show or complete; and the people
// absent from two or more meetings.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Report } from '../../../../core/schemas/report.ts';
import { buttonClass } from '../../../components/ui/Button.tsx';
import { formatDay } from '../../../lib/format.ts';
import { DataTable } from '../DataTable.tsx';
import type { ReportFormat } from '../format.ts';
import { EmptyNote, ReportSection } from '../ReportSection.tsx';
import { PersonName } from './PersonName.tsx';

export function PossibleNoShows({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const meetings = report.possible_no_shows;
  return (
    <ReportSection
      title={t('report.possibleNoShows.title')}
      intro={t('report.possibleNoShows.intro')}
      testId="report-possible-no-shows"
    >
      {meetings.length > 0 ? (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {meetings.map((m) => (
            <li
              key={m.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
              data-testid="report-possible-no-show"
            >
              <div className="min-w-0 flex-1 basis-64">
                <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
                  {formatDay(m.meeting_date, i18n.language)}, {m.start_time.slice(0, 5)}
                  {m.table && (
                    <span className="font-normal text-slate-600 dark:text-slate-400">
                      {' · '}
                      {t('report.possibleNoShows.table')} {m.table}
                    </span>
                  )}
                </p>
                <div className="mt-1 grid gap-2 text-sm sm:grid-cols-2">
                  <div>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {t('report.possibleNoShows.buyer')}
                    </span>
                    <PersonName person={m.buyer} />
                  </div>
                  <div>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {t('report.possibleNoShows.seller')}
                    </span>
                    <PersonName person={m.seller} />
                  </div>
                </div>
              </div>
              <Link
                to={`/meetings/${m.id}`}
                className={buttonClass('secondary', 'sm')}
                aria-label={t('report.possibleNoShows.openMeeting', {
                  buyer: m.buyer.full_name,
                  seller: m.seller.full_name,
                })}
                data-testid="report-decide-meeting"
              >
                {t('report.possibleNoShows.decide')} <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote testId="report-possible-no-shows-empty">{t('report.possibleNoShows.none')}</EmptyNote>
      )}
    </ReportSection>
  );
}

export function RepeatNoShows({ report, fmt }: { report: Report; fmt: ReportFormat }) {
  const { t } = useTranslation();
  const people = report.repeat_no_shows;
  return (
    <ReportSection
      title={t('report.repeatNoShows.title')}
      intro={t('report.repeatNoShows.intro')}
      testId="report-repeat-no-shows"
    >
      {people.length > 0 ? (
        <DataTable
          caption={t('report.repeatNoShows.title')}
          columns={[
            { header: t('report.repeatNoShows.person') },
            { header: t('report.repeatNoShows.role') },
            { header: t('report.repeatNoShows.noShows'), numeric: true },
          ]}
          rows={people.map((p) => ({
            key: p.id,
            cells: [<PersonName key="name" person={p} />, t(`report.role.${p.role}`), fmt.count(p.no_shows)],
          }))}
          testId="report-repeat-no-shows-table"
        />
      ) : (
        <EmptyNote>{t('report.repeatNoShows.none')}</EmptyNote>
      )}
    </ReportSection>
  );
}
