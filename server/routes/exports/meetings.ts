// The meetings file: every meeting of the project (cancelled ones too) with both sides, the
// interpreter, and who checked in when. One joined query per meeting day, never one per meeting;
// between days the server answers other requests (the embedded database reads while nothing else
// runs, and 30,000 meetings at once would hold the venue's check-ins up for seconds).
import { and, asc, eq } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { hhmm } from '../../../core/rules/time.ts';
import type { Db } from '../../db/client.ts';
import { meetingAttendances, meetings, meetingTables, profiles } from '../../db/schema.ts';
import type { ExportContext, ExportRow } from './dataset.ts';
import { YES_NO } from './headers.ts';
import { venueClock } from './venue-clock.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One day's meetings of a project with their people and check-ins, in the file's order. */
function dayOfMeetings(db: Db, projectId: string, date: string) {
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
      .where(and(eq(meetings.projectId, projectId), eq(meetings.meetingDate, date)))
      .orderBy(asc(meetings.startTime), asc(buyer.fullName), asc(meetings.id))
  );
}

export async function meetingRows({ db, project, lang }: ExportContext): Promise<ExportRow<'meetings'>[]> {
  const days = await db
    .selectDistinct({ date: meetings.meetingDate })
    .from(meetings)
    .where(eq(meetings.projectId, project.id))
    .orderBy(asc(meetings.meetingDate));
  const clock = venueClock(project.time_zone);
  const { yes, no } = YES_NO[lang];
  const out: ExportRow<'meetings'>[] = [];
  for (const { date } of days) {
    await turn();
    for (const { m, buyer, seller, interpreter, table, buyerIn, sellerIn, interpreterIn } of await dayOfMeetings(
      db,
      project.id,
      date,
    )) {
      out.push({
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
      });
    }
  }
  return out;
}
