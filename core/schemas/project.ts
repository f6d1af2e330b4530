import { z } from 'zod';
import { PROJECT_STATUSES } from '../constants';

/** A project as lists return it. */
export const projectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  location: z.string(),
  daily_meet_limit: z.number().int(),
  status: z.enum(PROJECT_STATUSES),
  poster_url: z.string(),
  slot_minutes: z.number().int(),
  day_start: z.string(),
  time_zone: z.string(),
  created_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListQuery = z.strictObject({ status: z.enum(PROJECT_STATUSES).optional() });
