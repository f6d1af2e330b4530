// Every agenda and every badge of a project as background jobs (docs/decisions/043-background-jobs.md):
// the same pages as the direct PDFs, written to the job's file a batch of people at a time, so a
// flagship event's 15,000 agendas never sit in memory at once and the organiser's request returns
// at once.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { BackgroundJobParams } from '../../../core/schemas/background-job.ts';
import { drawAgendas } from '../../pdf/agenda-pages.ts';
import { BADGES_PER_PAGE, drawBadges } from '../../pdf/badge-pages.ts';
import { newPdf } from '../../pdf/document.ts';
import { PDF_LABELS } from '../../pdf/labels.ts';
import { AGENDA_ROLES, personAgenda, projectBadgePeople } from '../../queries/agendas.ts';
import { JobError, type JobKind, type JobWork } from '../../services/background-jobs/index.ts';

/** People whose agendas are read before their pages are drawn. */
const AGENDA_BATCH = 50;

async function peopleOf(app: FastifyInstance, work: JobWork) {
  const found = await projectBadgePeople(app.db, work.job.projectId);
  if (!found) throw new JobError('project not found');
  return found;
}

/** Resolves whether to go on after a page, giving the event loop a turn (other requests first). */
const pageDoneFor = (work: JobWork) => async () => {
  await nextTurn();
  return !work.stopped;
};

export function agendasPdfJob(app: FastifyInstance): JobKind {
  return {
    async run(work) {
      const { lang, day } = work.job.params as BackgroundJobParams<'agendas-pdf'>;
      const { project, people: everyone } = await peopleOf(app, work);
      const people = everyone.filter((p) => (AGENDA_ROLES as readonly string[]).includes(p.role));
      const labels = PDF_LABELS[lang];
      const { doc, pen } = await newPdf(`${labels.agendas}: ${project.name}`, lang);
      doc.pipe(work.out);
      const print = { language: lang, publicUrl: app.config.publicUrl, day };
      const pageDone = pageDoneFor(work);
      if (people.length === 0) await drawAgendas(doc, pen, [], print, pageDone);
      // The next batch is read while this one is drawn: the database's waits (on PostgreSQL, a
      // batch's statements side by side on the pool) hide behind the drawing.
      const read = (from: number) => {
        const batch = Promise.all(
          people
            .slice(from, from + AGENDA_BATCH)
            .map((person) => personAgenda(app.db, { projectId: project.id, userId: person.id, day })),
        );
        // Its failure is met where it is awaited, not as an unhandled rejection while drawing.
        batch.catch(() => {});
        return batch;
      };
      let next = people.length > 0 ? read(0) : undefined;
      for (let i = 0; next; i += AGENDA_BATCH) {
        const agendas = (await next).filter((a) => a !== undefined);
        next = i + AGENDA_BATCH < people.length ? read(i + AGENDA_BATCH) : undefined;
        await drawAgendas(doc, pen, agendas, print, pageDone);
        const done = Math.min(people.length, i + AGENDA_BATCH);
        if (!(await work.progress(done, people.length))) {
          // Let the batch read ahead finish: nothing may query a database being closed.
          await next;
          return undefined;
        }
      }
      doc.end();
      return {
        name: `${project.name} ${labels.agendas}${day ? ` ${day}` : ''}.pdf`,
        contentType: 'application/pdf',
        total: people.length,
      };
    },
  };
}

export function badgesPdfJob(app: FastifyInstance): JobKind {
  return {
    async run(work) {
      const { lang } = work.job.params as BackgroundJobParams<'badges-pdf'>;
      const { project, people } = await peopleOf(app, work);
      const labels = PDF_LABELS[lang];
      const { doc, pen } = await newPdf(`${labels.badges}: ${project.name}`, lang);
      doc.pipe(work.out);
      let pages = 0;
      const pageDone = async () => {
        pages++;
        await nextTurn();
        return work.progress(Math.min(people.length, pages * BADGES_PER_PAGE), people.length);
      };
      await drawBadges(doc, pen, people, { language: lang, publicUrl: app.config.publicUrl, project }, pageDone);
      if (work.stopped) return undefined;
      doc.end();
      return { name: `${project.name} ${labels.badges}.pdf`, contentType: 'application/pdf', total: people.length };
    },
  };
}
