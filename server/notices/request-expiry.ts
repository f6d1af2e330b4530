// Unanswered requests expire (docs/rules.md#request-hygiene): a pending request expires
// `request_expiry_days` after it was sent, and every pending request sent before the event starts
// expires when it starts (its first day at the day's first slot, on the venue's clock); one sent
// during the event expires by its age only. Its requester and its target each get one notification,
// which reaches e-mail as a meeting-requests notice.
// One statement claims the requests (FOR UPDATE SKIP LOCKED, then an update that names 'pending' in
// its `where`) and the notifications of exactly the claimed ones are stored in the same transaction:
// however many instances run it, each request expires once and each side is told once.
import { sql } from 'drizzle-orm';
import { companyOrName } from '../../core/rules/names.ts';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import type { NotificationBus } from '../services/notification-bus.ts';
import { type NewNotification, notificationValues, publishNotifications } from '../services/notify.ts';
import type { NoticeJobContext } from './context.ts';

const REQUESTS_PER_STEP = 200;
/**
 * A request whose expiry passed longer ago than this (a server down meanwhile, an upgrade that
 * finds old requests) expires without telling anyone: the news would be stale.
 */
export const EXPIRY_TELL_WITHIN_DAYS = 2;

interface Party {
  id: string;
  full_name: string;
  company_name: string;
}

export interface ExpiredRequest {
  id: string;
  project: string;
  /** True when the event's start, not the request's age, expired it. */
  by_start: boolean;
  tell: boolean;
  requester: Party;
  target: Party;
}

const party = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'full_name', ${alias}.full_name, 'company_name', ${alias}.company_name)`,
  );

/** The two notifications of an expired request: the requester's and the target's, each naming the other. */
export function expiryNotices(r: ExpiredRequest): NewNotification[] {
  const cause = r.by_start ? 'EventStart' : '';
  return [
    {
      userId: r.requester.id,
      type: 'warning',
      titleKey: 'notifications.request.expired.title',
      messageKey: `notifications.request.expired.sent${cause}`,
      params: { name: companyOrName(r.target), project: r.project },
      link: '/meeting-requests?filter=sent',
    },
    {
      userId: r.target.id,
      type: 'info',
      titleKey: 'notifications.request.expired.title',
      messageKey: `notifications.request.expired.received${cause}`,
      params: { name: companyOrName(r.requester), project: r.project },
      link: '/meeting-requests?filter=received',
    },
  ];
}

/**
 * Expires the pending requests due by `ctx.now` (a batch of them) and tells both sides of each;
 * resolves how many requests it expired. `bus` pushes the new notifications to open screens.
 */
export async function expireRequests(db: Db, ctx: NoticeJobContext, bus?: NotificationBus): Promise<number> {
  const at = ctx.now.toISOString();
  const stored = await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with due as (
        select r.id, e.expires_at, e.by_start
        from meeting_requests r
        join projects p on p.id = r.project_id
        cross join lateral (
          select r.created_at + make_interval(days => p.request_expiry_days) as aged_at,
            ((p.start_date + p.day_start) at time zone p.time_zone) as starts_at
        ) t
        cross join lateral (
          select case when r.created_at < t.starts_at then least(t.aged_at, t.starts_at) else t.aged_at end
              as expires_at,
            r.created_at < t.starts_at and t.starts_at <= t.aged_at as by_start
        ) e
        where r.status = 'pending' and e.expires_at <= ${at}::timestamptz
        order by r.created_at, r.id
        limit ${REQUESTS_PER_STEP}
        for update of r skip locked
      )
      update meeting_requests r set status = 'expired', answered_at = due.expires_at
      from due, projects p, profiles a, profiles b
      where r.id = due.id and r.status = 'pending'
        and p.id = r.project_id and a.id = r.requester_id and b.id = r.target_id
      returning r.id, p.name as project, due.by_start,
        (p.status <> 'cancelled'
          and due.expires_at > ${at}::timestamptz - make_interval(days => ${EXPIRY_TELL_WITHIN_DAYS}::int)) as tell,
        ${party('a')} as requester, ${party('b')} as target`);
    const expired = (result as unknown as { rows: ExpiredRequest[] }).rows.map((r) => ({
      ...r,
      requester: typeof r.requester === 'string' ? JSON.parse(r.requester) : r.requester,
      target: typeof r.target === 'string' ? JSON.parse(r.target) : r.target,
    }));
    const items = expired.filter((r) => r.tell).flatMap(expiryNotices);
    const rows =
      items.length > 0 ? await tx.insert(notifications).values(items.map(notificationValues)).returning() : [];
    return { count: expired.length, rows };
  });
  if (bus) publishNotifications(bus, stored.rows);
  return stored.count;
}
