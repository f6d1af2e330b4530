// The speed half of the recommendations bench: the 15,000-participant exhibition of seed.ts on a
// scratch PostgreSQL database, served by the real app on loopback. Each of many different buyers
// and sellers asks for their recommendations once, one after another (nobody's answer can come
// from an earlier one), after a warm-up by others; the organiser asks for the project's match
// counts several times. The ranking alone over every seller is timed beside, in this process.
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { type MatchProfile, rankMatches } from '../../core/matching/rank.ts';
import { buildApp } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { profiles, projectParticipants } from '../../server/db/schema.ts';
import { createScratchDatabase } from '../../server/db/scratch-database.ts';
import { BUYERS, SELLERS, seedRecommendationsEvent } from './seed.ts';

/** How many different people ask for their recommendations (half buyers, half sellers). */
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 400);
const WARMUP = 20;
/** How many times the organiser asks for the match counts. */
const COUNT_RUNS = Number(process.env.BENCH_COUNT_RUNS ?? 3);
/** How many buyers the ranking alone is timed for, over every seller. */
const RANK_RUNS = 200;

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))];
};

export interface SpeedResult {
  participants: number;
  seedSeconds: number;
  counts: Record<string, number>;
  /** Milliseconds per request: wall time, and CPU time of this process. */
  recommendations: { people: number; ms: number[]; cpuMs: number[]; emptyAnswers: number; itemsMean: number };
  matchCounts: { ms: number[]; cpuMs: number[]; people: number; without: number; threshold: number };
  rankAlone: { candidates: number; ms: number[]; cpuMs: number[] };
  /** The machine's load average (1, 5, 15 minutes) when the measuring ended. */
  loadavg: number[];
}

/** Seeds a scratch database on `serverUrl`, serves it and measures; the database is dropped after. */
export async function measureSpeed(serverUrl: string): Promise<SpeedResult> {
  const scratch = await createScratchDatabase(serverUrl, 'b2b_bench');
  const database = await openDatabase({ databaseUrl: scratch.url });
  try {
    await database.migrate();
    const seedStart = performance.now();
    const event = await seedRecommendationsEvent(database.db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const db = database.db;

    // Sessions of the people who ask, spread over the whole list of each side; the warm-up is others.
    const spread = (ids: string[], n: number, shift: number) =>
      Array.from({ length: n }, (_, i) => ids[(Math.floor((i * ids.length) / n) + shift) % ids.length]);
    const half = Math.ceil(PEOPLE / 2);
    const askers = [...spread(event.buyerIds, half, 0), ...spread(event.sellerIds, PEOPLE - half, 0)];
    const warmers = [...spread(event.buyerIds, WARMUP / 2, 3), ...spread(event.sellerIds, WARMUP / 2, 3)];
    const cookieOf = async (userId: string) => `sid=${(await createSession(db, userId, 1)).token}`;
    const cookies: string[] = [];
    for (const id of askers) cookies.push(await cookieOf(id));
    const warmCookies: string[] = [];
    for (const id of warmers) warmCookies.push(await cookieOf(id));
    const adminCookie = await cookieOf(event.adminId);
    await db.execute(sql`analyze`);

    const config = { ...loadConfig({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent' }), databaseUrl: scratch.url };
    const app = await buildApp({ config, database });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // Wall time, and the CPU time this process (the app, and the client's few steps) spent meanwhile:
      // on a machine shared with other work the wall time grows with the load, the CPU time hardly.
      const get = async (url: string, cookie: string) => {
        const start = performance.now();
        const cpu = process.cpuUsage();
        const res = await fetch(`${base}${url}`, { headers: { cookie } });
        const body = await res.text();
        const ms = performance.now() - start;
        const used = process.cpuUsage(cpu);
        if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 300)}`);
        return { ms, cpuMs: (used.user + used.system) / 1000, body: JSON.parse(body) };
      };
      const recommendationsUrl = `/api/projects/${event.projectId}/recommendations`;
      for (const cookie of warmCookies) await get(recommendationsUrl, cookie);
      const ms: number[] = [];
      const cpuMs: number[] = [];
      let emptyAnswers = 0;
      let items = 0;
      for (const cookie of cookies) {
        const r = await get(recommendationsUrl, cookie);
        ms.push(r.ms);
        cpuMs.push(r.cpuMs);
        items += r.body.items.length;
        if (r.body.items.length === 0) emptyAnswers++;
      }

      const countMs: number[] = [];
      const countCpuMs: number[] = [];
      let counts = { people: [] as unknown[], without: 0, threshold: 0 };
      for (let i = 0; i < COUNT_RUNS; i++) {
        const r = await get(`/api/projects/${event.projectId}/match-counts`, adminCookie);
        countMs.push(r.ms);
        countCpuMs.push(r.cpuMs);
        counts = r.body;
      }

      // The ranking alone: a buyer's profile against every seller's, no signals, in this process.
      const profileRows = await db
        .select({
          id: profiles.id,
          role: projectParticipants.role,
          categories: profiles.productCategories,
          markets: profiles.markets,
          country: profiles.country,
          languages: profiles.languages,
          industry: profiles.industry,
        })
        .from(projectParticipants)
        .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
        .where(eq(projectParticipants.projectId, event.projectId));
      const sellers: MatchProfile[] = profileRows.filter((p) => p.role === 'seller');
      const buyers: MatchProfile[] = profileRows.filter((p) => p.role === 'buyer');
      const none = {
        wishedByMe: new Set<string>(),
        wishedMe: new Set<string>(),
        interpreterLanguages: new Set<string>(),
      };
      const rankMs: number[] = [];
      const rankCpuMs: number[] = [];
      for (let i = 0; i < RANK_RUNS; i++) {
        const me = buyers[Math.floor((i * buyers.length) / RANK_RUNS)];
        const start = performance.now();
        const cpu = process.cpuUsage();
        rankMatches(me, sellers, none);
        const used = process.cpuUsage(cpu);
        rankMs.push(performance.now() - start);
        rankCpuMs.push((used.user + used.system) / 1000);
      }

      return {
        participants: event.participants,
        seedSeconds,
        counts: { buyers: BUYERS, sellers: SELLERS, ...event.counts },
        recommendations: { people: cookies.length, ms, cpuMs, emptyAnswers, itemsMean: items / cookies.length },
        matchCounts: {
          ms: countMs,
          cpuMs: countCpuMs,
          people: counts.people.length,
          without: counts.without,
          threshold: counts.threshold,
        },
        rankAlone: { candidates: sellers.length, ms: rankMs, cpuMs: rankCpuMs },
        loadavg: os.loadavg(),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await scratch.drop();
  }
}
