// Measurement 2: one instance with `clients` open event streams, each a signed-in participant of the
// one project. Its memory (after a full collection) before and after the streams opened gives the
// cost of an open connection; then an announcement goes to all of them, timed from the moment it
// was sent until each stream had it. Through POST /api/projects/:id/announcements as the admin
// when the instance has that route, else as the route would: app.bus.publish(userId, event) for
// each participant, in the server's process (asked over IPC).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { InstanceMemory, InstanceStats } from './instance.ts';
import { type Instance, postJson } from './instances.ts';
import { percentile } from './messages.ts';
import type { ConversationsEvent } from './seed.ts';
import { inParallel, type OpenStream, openStream, streamAgent } from './sse.ts';

export const ANNOUNCEMENTS_ROUTE = '/api/projects/:id/announcements';

export interface AnnouncementRound {
  via: 'route' | 'bus';
  /** The route's answer time, or the time the server's publish loop took. */
  sendMs: number;
  received: number;
  duplicates: number;
  ms: { p50: number; p99: number; max: number };
  instance: InstanceStats;
}

export interface AnnouncementResult {
  clients: number;
  openSeconds: number;
  openFailures: number;
  memoryBefore: InstanceMemory;
  memoryOpen: InstanceMemory;
  memoryAfter: InstanceMemory;
  perConnection: { rss: number; heapUsed: number; external: number };
  via: 'route' | 'bus';
  /** Why the bus was used, or what the route answered when it failed. */
  viaNote: string;
  rounds: AnnouncementRound[];
  /** Streams the server ended on its own while open. */
  endedEarly: number;
  loadavg: number[];
}

export async function measureAnnouncement(
  event: ConversationsEvent,
  instance: Instance,
  opts: { clients: number; rounds: number; timeoutMs: number },
): Promise<AnnouncementResult> {
  // The participants, alternately buyers and sellers.
  const participants = event.buyers
    .flatMap((b, i) => [b, event.sellers[i]])
    .filter(Boolean)
    .slice(0, opts.clients);
  if (participants.length < opts.clients) throw new Error(`only ${participants.length} participants were seeded`);
  const agent = streamAgent(participants.length + 50);
  const receipts = new Map<string, Map<number, number[]>>();
  const onAnnouncement = (client: number) => (e: { name: string; data: unknown; at: number }) => {
    if (e.name !== 'announcement') return;
    const id = String((e.data as { announcement_id?: unknown }).announcement_id);
    const byClient = receipts.get(id) ?? new Map<number, number[]>();
    receipts.set(id, byClient);
    byClient.set(client, [...(byClient.get(client) ?? []), e.at]);
  };

  // Warm-up: a few streams opened and closed, so the route's code is compiled before measuring.
  const warm = await inParallel(participants.slice(0, 20), 10, (p) =>
    openStream(instance.base, p.cookie, agent, () => {}),
  );
  for (const s of warm) s.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const memoryBefore = await instance.call<InstanceMemory>({ type: 'memory' });

  let openFailures = 0;
  const openStart = performance.now();
  const opened = await inParallel(participants, 50, (p, i) =>
    openStream(instance.base, p.cookie, agent, onAnnouncement(i)).catch(() => {
      openFailures++;
      return undefined;
    }),
  );
  const openSeconds = (performance.now() - openStart) / 1000;
  const streams = opened.filter((s): s is OpenStream => s !== undefined);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const memoryOpen = await instance.call<InstanceMemory>({ type: 'memory' });

  // The route, when this checkout has it (another change is building it).
  const routeDir = path.join(import.meta.dirname, '..', '..', 'server', 'routes', 'announcements');
  const hasRoute = await instance.call<boolean>({ type: 'has-route', method: 'POST', url: ANNOUNCEMENTS_ROUTE });
  let via: 'route' | 'bus' = hasRoute ? 'route' : 'bus';
  let viaNote = hasRoute
    ? `POST ${ANNOUNCEMENTS_ROUTE} as the admin`
    : `no POST ${ANNOUNCEMENTS_ROUTE} in this checkout${fs.existsSync(routeDir) ? ' (server/routes/announcements/ exists, the route is not registered)' : ''}: app.bus.publish(userId, event) for each participant in the server's process, as the route would`;
  const writeAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  const rounds: AnnouncementRound[] = [];
  const seen = new Set<string>();
  for (let r = 0; r < opts.rounds; r++) {
    await instance.call({ type: 'reset-stats' });
    const t0 = performance.now();
    let id: string | undefined;
    let sendMs = 0;
    if (via === 'route') {
      const answer = await postJson(
        instance.base,
        ANNOUNCEMENTS_ROUTE.replace(':id', event.projectId),
        event.admin.cookie,
        { title: `Bench announcement ${r + 1}`, body: 'Hall B opens at nine tomorrow.', audience: null, email: false },
        writeAgent,
      );
      sendMs = answer.end - answer.start;
      if (answer.status >= 300) {
        // Not measurable through the route: the rest goes the bus's way, and the table says why.
        via = 'bus';
        viaNote = `POST ${ANNOUNCEMENTS_ROUTE} answered ${answer.status} (${answer.body.slice(0, 120)}): app.bus.publish(userId, event) for each participant instead`;
        r--;
        continue;
      }
      const body = JSON.parse(answer.body || '{}') as { id?: string; announcement_id?: string };
      id = body.announcement_id ?? body.id;
    } else {
      id = randomUUID();
      const published = await instance.call<{ ms: number }>({
        type: 'publish',
        userIds: participants.map((p) => p.id),
        event: { event: 'announcement', project_id: event.projectId, announcement_id: id },
      });
      sendMs = published.ms;
    }
    // Until every stream has it, or the time is up. The route's answer may not name the id: then it
    // is the one new id the streams hear.
    const deadline = t0 + opts.timeoutMs;
    const current = () => id ?? [...receipts.keys()].find((k) => !seen.has(k));
    while (performance.now() < deadline) {
      const got = receipts.get(current() ?? '');
      if (got && got.size >= streams.length) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const key = current() ?? '';
    seen.add(key);
    const got = receipts.get(key) ?? new Map<number, number[]>();
    const ms = [...got.values()].map((ats) => ats[0] - t0);
    rounds.push({
      via,
      sendMs,
      received: got.size,
      duplicates: [...got.values()].reduce((n, ats) => n + ats.length - 1, 0),
      ms: { p50: percentile(ms, 50), p99: percentile(ms, 99), max: ms.length ? Math.max(...ms) : Number.NaN },
      instance: await instance.call<InstanceStats>({ type: 'stats' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const memoryAfter = await instance.call<InstanceMemory>({ type: 'memory' });
  const endedEarly = streams.filter((s) => s.ended()).length;
  for (const s of streams) s.close();
  agent.destroy();
  writeAgent.destroy();
  const n = streams.length || 1;
  return {
    clients: streams.length,
    openSeconds,
    openFailures,
    memoryBefore,
    memoryOpen,
    memoryAfter,
    perConnection: {
      rss: (memoryOpen.rss - memoryBefore.rss) / n,
      heapUsed: (memoryOpen.heapUsed - memoryBefore.heapUsed) / n,
      external: (memoryOpen.external - memoryBefore.external) / n,
    },
    via,
    viaNote,
    rounds,
    endedEarly,
    loadavg: os.loadavg(),
  };
}
