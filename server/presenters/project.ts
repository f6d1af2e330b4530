import type { Project } from '../../core/schemas/project';
import type { projects } from '../db/schema';
import { iso } from './profile';

export function presentProject(p: typeof projects.$inferSelect): Project {
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
    day_start: p.dayStart.slice(0, 5),
    time_zone: p.timeZone,
    created_at: iso(p.createdAt),
  };
}
