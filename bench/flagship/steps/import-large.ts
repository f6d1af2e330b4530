// An import of 15,000 rows, the size of the largest shows' participant lists, into a project of its
// own (the event's own list is 7,800 people): one XLSX file through parse, preview and apply with
// invitations, as the organiser does it.
import { DAYS, people } from '../event.ts';
import type { Api } from '../http.ts';
import { importPeople } from './build.ts';

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
  // New people (another domain than the event's): every row creates an account and an invitation.
  const list = people({ buyers: 7_000, sellers: 7_500, interpreters: 500, wishes: 0 }, 13).map((person) => ({
    ...person,
    email: person.email.replace('@flagship.test', '@second.flagship.test'),
  }));
  if (list.length !== ROWS) throw new Error(`expected ${ROWS} rows, made ${list.length}`);
  await importPeople(api, `/api/projects/${project.id}`, list, 'rows (XLSX, new people)');
}
