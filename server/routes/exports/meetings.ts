// The meetings file: every meeting of the project (cancelled ones too) with both sides, the
// interpreter, and who checked in when. One joined query per meeting day and start time, never one
// per meeting; between them the server answers other requests (the embedded database reads while
// nothing else runs, and 30,000 meetings at once would hold the venue's check-ins up for seconds),
// and a background job writes each batch to its file before reading the next, so a flagship
// event's 86,000 meetings are never in memory at once (docs/decisions/043-background-jobs.md).
import { and, asc, count, eq } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { hhmm } from '../../../core/rules/time.ts';
import type { Db } from '../../db/client.ts';
import { meetingAttendances, meetings, meetingTables, profiles } from '../../db/schema.ts';
import type { ExportContext, ExportRow } from './dataset.ts';
import { YES_NO } from './headers.ts';
import { venueClock } from './venue-clock.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The meetings of a project starting on one day at one time, with their people and check-ins, in the file's order. */
function slotOfMeetings(db: Db, projectId: string, date: string, start: string) {
  const buyer = alias(profiles, 'buyer');
  const seller = alias(profiles, 'seller');
  const interpreter = alias(profiles, 'interpreter');
  // A check-in is a row per meeting and person; each side's own row, when there is one.
  const checkIn = (name: string, person: AnyPgColumn) => {
    const a = alias(meetingAttendances, name);
    return { a, on: and(eq(a.meetingId, meetings.id), eq(a.userId, person)) };
  };
  const buyerIn = checkIn('buyer_in', meetings.buyerId);
  const sellerIn = checkIn('seller_in', meetings.sellerId);
  const interpreterIn = checkIn('interpreter_in', meetings.interpreterId);
  return (
    db
      .select({
        // Only the columns the file shows: every column more is parsed 30,000 times.
        m: {
          meetingDate: meetings.meetingDate,
          startTime: meetings.startTime,
          endTime: meetings.endTime,
          status: meetings.status,
          location: meetings.location,
          notes: meetings.notes,
          createdAt: meetings.createdAt,
        },
        buyer: { name: buyer.fullName, company: buyer.companyName, country: buyer.country },
        seller: { name: seller.fullName, company: seller.companyName, country: seller.country },
        interpreter: interpreter.fullName,
        table: meetingTables.name,
        buyerIn: buyerIn.a.checkedInAt,
        sellerIn: sellerIn.a.checkedInAt,
        interpreterIn: interpreterIn.a.checkedInAt,
      })
      .from(meetings)
      .innerJoin(buyer, eq(buyer.id, meetings.buyerId))
      .innerJoin(seller, eq(seller.id, meetings.sellerId))
      .leftJoin(interpreter, eq(interpreter.id, meetings.interpreterId))
      .leftJoin(meetingTables, eq(meetingTables.id, meetings.tableId))
      .leftJoin(buyerIn.a, buyerIn.on)
      .leftJoin(sellerIn.a, sellerIn.on)
      .leftJoin(interpreterIn.a, interpreterIn.on)
      // meetings_project_date_idx finds the day.
      .where(and(eq(meetings.projectId, projectId), eq(meetings.meetingDate, date), eq(meetings.startTime, start)))
      .orderBy(asc(buyer.fullName), asc(meetings.id))
  );
}

/** How many rows the meetings file has. */
export async function meetingCount({ db, project }: ExportContext) {
  const [row] = await db.select({ n: count() }).from(meetings).where(eq(meetings.projectId, project.id));
  return row?.n ?? 0;
}

/** The meetings file's rows, a day's start time at a time, in the file's order. */
export async function* meetingRowBatches({
  db,
  project,
  lang,
}: ExportContext): AsyncGenerator<ExportRow<'meetings'>[]> {
  const starts = await db
    .selectDistinct({ date: meetings.meetingDate, start: meetings.startTime })
    .from(meetings)
    .where(eq(meetings.projectId, project.id))
    .orderBy(asc(meetings.meetingDate), asc(meetings.startTime));
  const clock = venueClock(project.time_zone);
  const { yes, no } = YES_NO[lang];
  for (const { date, start } of starts) {
    await turn();
    const rows = await slotOfMeetings(db, project.id, date, start);
    yield rows.map(({ m, buyer, seller, interpreter, table, buyerIn, sellerIn, interpreterIn }) => ({
      date: m.meetingDate,
      start: hhmm(m.startTime),
      end: hhmm(m.endTime),
      status: m.status,
      buyer: buyer.name,
      buyer_company: buyer.company,
      buyer_country: buyer.country,
      seller: seller.name,
      seller_company: seller.company,
      seller_country: seller.country,
      interpreter,
      table,
      location: m.location,
      buyer_checked_in: buyerIn ? yes : no,
      buyer_checked_in_at: clock(buyerIn),
      seller_checked_in: sellerIn ? yes : no,
      seller_checked_in_at: clock(sellerIn),
      interpreter_checked_in_at: clock(interpreterIn),
      notes: m.notes,
      created_at: clock(m.createdAt),
    }));
  }
}

export async function meetingRows(ctx: ExportContext): Promise<ExportRow<'meetings'>[]> {
  const out: ExportRow<'meetings'>[] = [];
  for await (const batch of meetingRowBatches(ctx)) out.push(...batch);
  return out;
}
