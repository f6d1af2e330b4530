// What the organiser takes away at that size: the report, the meetings export (streamed by its
// route, and as a background job), every agenda as PDFs (a background job, with the process's
// memory sampled while it runs), and a backup of the whole database restored into another.
import fs from 'node:fs';
import type { BackgroundJob, StartBackgroundJob } from '../../../core/schemas/background-job.ts';
import type { loadConfig } from '../../../server/config.ts';
import { type Database, openDatabase } from '../../../server/db/client.ts';
import { createScratchDatabase } from '../../../server/db/scratch-database.ts';
import { backup, restore } from '../../../server/services/backups.ts';
import { SERVER } from '../context.ts';
import { type Api, timed } from '../http.ts';
import { row, s } from '../table.ts';

const MiB = 2 ** 20;

export async function reportAndExports(api: Api, p: string) {
  await api.json('GET', `${p}/report`);
  const report = await timed(() => api.json('GET', `${p}/report`));
  row('Report of the event', '< 1 s', s(report.ms), report.ms < 1_000);

  // The route streams the file as it writes it: the first bytes come long before the last.
  let firstByteMs = 0;
  const start = performance.now();
  const direct = await timed(async () => {
    const body = (await api.raw('GET', `${p}/exports/meetings?format=xlsx`)).body;
    let bytes = 0;
    for await (const chunk of body ?? []) {
      if (!bytes) firstByteMs = performance.now() - start;
      bytes += (chunk as Uint8Array).byteLength;
    }
    return bytes;
  });
  const job = await runJob(api, p, { kind: 'export', lang: 'en', dataset: 'meetings', format: 'xlsx' });
  const slower = Math.max(direct.ms, job.ms);
  row(
    'Meetings export (XLSX): streamed route / background job',
    'streamed < 30 s',
    `${s(direct.ms)} (first bytes ${s(firstByteMs)}) / ${s(job.ms)}, ${Math.round(direct.value / 1024)} KiB`,
    slower < 30_000 && firstByteMs < direct.ms / 2,
    { job_rows: job.job.total, job_file_kib: Math.round(job.job.file_size / 1024) },
  );
}

/** Every participant's agenda in one PDF, as the organiser's background job makes it. */
export async function allAgendaPdfs(api: Api, p: string) {
  // The job runs in this process (the bench's own instance): its memory is sampled while it runs.
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(process.memoryUsage().rss), 500);
  const before = process.memoryUsage().rss;
  try {
    const { job, ms } = await runJob(api, p, { kind: 'agendas-pdf', lang: 'en' });
    const peak = Math.max(before, ...samples);
    const quarter = Math.max(1, Math.floor(samples.length / 4));
    // Flat: the last quarter's highest sample is no higher than the first quarter's by more than 100 MiB.
    const early = Math.max(...samples.slice(0, quarter), before);
    const late = Math.max(...samples.slice(-quarter), before);
    const flat = late - early < 100 * MiB;
    row(
      `All ${job.total.toLocaleString('en')} agendas as PDFs (background job)`,
      '< 10 min, memory flat',
      `${s(ms)}, ${Math.round(job.file_size / MiB)} MiB; RSS ${Math.round(before / MiB)} → peak ${Math.round(peak / MiB)} MiB, ${flat ? 'flat' : 'growing'}`,
      ms < 10 * 60_000 && flat,
      { rss_first_quarter_mib: Math.round(early / MiB), rss_last_quarter_mib: Math.round(late / MiB) },
    );
  } finally {
    clearInterval(sampler);
  }
}

/** Starts a background job, polls it to its end and downloads its file. */
async function runJob(api: Api, p: string, body: StartBackgroundJob) {
  const start = performance.now();
  let job = await api.json<BackgroundJob>('POST', `${p}/background-jobs`, body);
  while (job.status === 'queued' || job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 500));
    job = await api.json<BackgroundJob>('GET', `${p}/background-jobs/${job.id}`);
  }
  if (job.status !== 'done') throw new Error(`${body.kind} job ${job.status}: ${job.error}`);
  await (await api.raw('GET', `${p}/background-jobs/${job.id}/file`)).arrayBuffer();
  return { job, ms: performance.now() - start };
}

export async function backupAndRestore(config: ReturnType<typeof loadConfig>, database: Database) {
  const made = await timed(() => backup(config, database));
  const size = fs.statSync(made.value.file).size;
  const target = await createScratchDatabase(SERVER, 'b2b_flagship_restore');
  const other = await openDatabase({ databaseUrl: target.url });
  try {
    await other.migrate();
    const back = await timed(() => restore(config, made.value.file, other));
    const meetings = made.value.tables.meetings;
    if (back.value.tables.meetings !== meetings) throw new Error('restore lost meetings');
    row('Backup / restore of the whole event (PostgreSQL)', 'measured', `${s(made.ms)} / ${s(back.ms)}`, '-', {
      file_mib: Math.round(size / 2 ** 20),
      meetings,
    });
  } finally {
    await other.close();
    await target.drop();
  }
}
