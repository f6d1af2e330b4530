// An import of 15,000 rows, the size of the largest shows' participant lists, into a project of its
// own (the event's own list is 7,800 people): one XLSX file through parse, preview and apply with
// invitations, as the organiser does it.
import type { ImportGrid } from '../../../core/schemas/participant-import.ts';
import { XLSX_TYPE } from '../context.ts';
import { DAYS, people } from '../event.ts';
import { type Api, timed } from '../http.ts';
import { peopleXlsx } from '../people-file.ts';
import { row, s } from '../table.ts';

const ROWS = 15_000;

export async function importLargeList(api: Api) {
  const project = await api.json<{ id: string }>('POST', '/api/projects', {
    name: 'Second Show',
    start_date: DAYS[0],
    end_date: DAYS[DAYS.length - 1],
    daily_meet_limit: 16,
    slot_minutes: 30,
    day_start: '09:00',
    location: 'Hall B',
  });
  const p = `/api/projects/${project.id}`;
  // New people (another domain than the event's): every row creates an account and an invitation.
  const list = people({ buyers: 7_000, sellers: 7_500, interpreters: 500, wishes: 0 }, 13).map((person) => ({
    ...person,
    email: person.email.replace('@flagship.test', '@second.flagship.test'),
  }));
  if (list.length !== ROWS) throw new Error(`expected ${ROWS} rows, made ${list.length}`);
  const file = peopleXlsx(list);
  const parse = await timed(
    async () => (await api.raw('POST', `${p}/import/parse`, file, XLSX_TYPE)).json() as Promise<ImportGrid>,
  );
  const body = { headers: parse.value.headers, columns: parse.value.columns, rows: parse.value.rows };
  const preview = await timed(() => api.json<{ summary: { create: number } }>('POST', `${p}/import/preview`, body));
  const apply = await timed(() =>
    api.json<{ summary: { create: number }; invited: number }>('POST', `${p}/import/apply`, { ...body, invite: true }),
  );
  if (apply.value.summary.create !== ROWS) throw new Error(`import created ${apply.value.summary.create}`);
  row(
    `Import ${ROWS.toLocaleString('en')} rows (XLSX, new people): preview / apply`,
    '< 5 s / < 30 s',
    `${s(preview.ms)} / ${s(apply.ms)}`,
    preview.ms < 5_000 && apply.ms < 30_000,
    { parse_ms: Math.round(parse.ms), file_kib: Math.round(file.length / 1024), invited: apply.value.invited },
  );
}
