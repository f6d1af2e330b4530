// A project that grows in blocks, written straight into the tables. A block is 48 buyers and 48
// sellers; in 12 of the project's 48 slots (3 days of 16) buyer i of a block meets seller
// (i + slot) mod 48 of the same block, so nobody is booked twice in a slot and a pair meets once:
// 12 meetings per person, 6 meetings per participant in all, the density of a flagship show
// (15,000 people, about 86,000 meetings).
import { PENDING_REQUEST_CAP } from '../../core/constants.ts';
import { slotAt } from '../../core/rules/slots.ts';
import type { Db } from '../../server/db/client.ts';
import { meetings, profiles, projectParticipants, projects, users } from '../../server/db/schema.ts';

export const BLOCK = 48;
export const DAYS = ['2030-06-03', '2030-06-04', '2030-06-05'];
export const SLOTS_PER_DAY = 16;
const SETTINGS = { day_start: '09:00', slot_minutes: 30, daily_meet_limit: SLOTS_PER_DAY };
/** The slots (0..47 over the three days) in which each block meets: four a day, spread out. */
const MEETING_SLOTS = Array.from({ length: 12 }, (_, m) => m * 4);

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

export interface GrowingProject {
  projectId: string;
  adminId: string;
  /** Per block: its buyers' and sellers' ids, in order. */
  blocks: { buyers: string[]; sellers: string[] }[];
  meetings: number;
}

/** The empty project (and its admin) that `grow` adds blocks to. */
export async function startProject(db: Db): Promise<GrowingProject> {
  const [admin] = await db
    .insert(users)
    .values({ email: 'admin@size.bench', passwordHash: 'bench-no-password' })
    .returning({ id: users.id });
  await db
    .insert(profiles)
    .values({ id: admin.id, email: 'admin@size.bench', role: 'admin', fullName: 'Bench Admin', companyName: '' });
  const [project] = await db
    .insert(projects)
    .values({
      name: 'Growing Expo',
      startDate: DAYS[0],
      endDate: DAYS[DAYS.length - 1],
      location: 'Hall A',
      dailyMeetLimit: SLOTS_PER_DAY,
      // The write path's buyers send many requests each: the bench measures writes, not the cap.
      pendingRequestCap: PENDING_REQUEST_CAP.max,
      slotMinutes: SETTINGS.slot_minutes,
      dayStart: SETTINGS.day_start,
      status: 'active',
      createdBy: admin.id,
    })
    .returning({ id: projects.id });
  return { projectId: project.id, adminId: admin.id, blocks: [], meetings: 0 };
}

/** Adds blocks (people, their places in the project, their meetings) until there are `toBlocks`. */
export async function grow(db: Db, p: GrowingProject, toBlocks: number) {
  while (p.blocks.length < toBlocks) {
    const k = p.blocks.length;
    const people = (role: 'buyer' | 'seller') =>
      Array.from({ length: BLOCK }, (_, i) => ({
        email: `${role}-${k}-${i}@size.bench`,
        role,
        name: `${role === 'buyer' ? 'Buyer' : 'Seller'} ${k}-${i}`,
        company: `${role === 'buyer' ? 'Import Co.' : 'Maker Ltd.'} ${k}-${i}`,
      }));
    const all = [...people('buyer'), ...people('seller')];
    const rows = await db
      .insert(users)
      .values(all.map((x) => ({ email: x.email, passwordHash: 'bench-no-password' })))
      .returning({ id: users.id });
    await db.insert(profiles).values(
      all.map((x, i) => ({
        id: rows[i].id,
        email: x.email,
        role: x.role,
        fullName: x.name,
        companyName: x.company,
        country: x.role === 'seller' ? 'KR' : 'US',
      })),
    );
    await db
      .insert(projectParticipants)
      .values(all.map((x, i) => ({ projectId: p.projectId, userId: rows[i].id, role: x.role })));
    const buyers = rows.slice(0, BLOCK).map((r) => r.id);
    const sellers = rows.slice(BLOCK).map((r) => r.id);
    const meetingRows: (typeof meetings.$inferInsert)[] = MEETING_SLOTS.flatMap((g) => {
      const slot = slotAt(SETTINGS, (g % SLOTS_PER_DAY) + 1);
      return buyers.map((buyerId, i) => ({
        projectId: p.projectId,
        buyerId,
        sellerId: sellers[(i + g) % BLOCK],
        meetingDate: DAYS[Math.floor(g / SLOTS_PER_DAY)],
        startTime: slot.start,
        endTime: slot.end,
        location: `Table ${(i + g) % BLOCK}`,
        status: 'confirmed' as const,
        createdBy: p.adminId,
      }));
    });
    await insertChunked(meetingRows, (chunk) => db.insert(meetings).values(chunk));
    p.blocks.push({ buyers, sellers });
    p.meetings += meetingRows.length;
  }
}
