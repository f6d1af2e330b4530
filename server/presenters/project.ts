import { hhmm } from '../../core/rules/time.ts';
import type { Project } from '../../core/schemas/project.ts';
import type { projects } from '../db/schema.ts';
import { iso } from './profile.ts';

export function presentProject(p: typeof projects.$inferSelect, counts: Project['counts']): Project {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    start_date: p.startDate,
    end_date: p.endDate,
    location: p.location,
    daily_meet_limit: p.dailyMeetLimit,
    status: p.status,
    poster_url: p.posterUrl,
    slot_minutes: p.slotMinutes,
    day_start: hhmm(p.dayStart),
    time_zone: p.timeZone,
    mail_from_name: p.mailFromName,
    mail_reply_to: p.mailReplyTo,
    reminder_minutes: p.reminderMinutes,
    travel_margin_minutes: p.travelMarginMinutes,
    message_retention_days: p.messageRetentionDays,
    categories: p.categories,
    pending_request_cap: p.pendingRequestCap,
    request_expiry_days: p.requestExpiryDays,
    max_meetings_per_day: p.maxMeetingsPerDay,
    created_at: iso(p.createdAt),
    counts,
  };
}

/** Project columns from the form's fields. */
export function projectColumns(input: {
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  location: string;
  daily_meet_limit: number;
  status: Project['status'];
  poster_url: string;
  slot_minutes: number;
  day_start: string;
  time_zone: string;
  mail_from_name: string;
  mail_reply_to: string;
  reminder_minutes: number;
  travel_margin_minutes: number;
  message_retention_days: number | null;
}) {
  return {
    name: input.name,
    description: input.description,
    startDate: input.start_date,
    endDate: input.end_date,
    location: input.location,
    dailyMeetLimit: input.daily_meet_limit,
    status: input.status,
    posterUrl: input.poster_url,
    slotMinutes: input.slot_minutes,
    dayStart: input.day_start,
    timeZone: input.time_zone,
    mailFromName: input.mail_from_name,
    mailReplyTo: input.mail_reply_to,
    reminderMinutes: input.reminder_minutes,
    travelMarginMinutes: input.travel_margin_minutes,
    messageRetentionDays: input.message_retention_days,
  };
}
