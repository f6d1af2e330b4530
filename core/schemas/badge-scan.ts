// Scanning badges at the venue (docs/rules.md#scanning-badges): the scanner's check-in of a person,
// the answer it shows, the people search behind its fallback field, and the scanner's recent scans.
import { z } from 'zod';
import { ROLES } from '../roles.ts';

/** POST /api/projects/:id/badge-scans: a person read off a badge ('scan') or picked by name ('search'). */
export const badgeScanSchema = z.strictObject({
  user_id: z.uuid(),
  method: z.enum(['scan', 'search']),
});
export type BadgeScanInput = z.infer<typeof badgeScanSchema>;

/** A person as the scanner shows them: name, company, country, role and picture (null: initials). */
export const scannedPersonSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  company_name: z.string(),
  country: z.string(),
  role: z.enum(ROLES),
  photo_url: z.string().nullable(),
});
export type ScannedPerson = z.infer<typeof scannedPersonSchema>;

/** The meeting a scan checked someone in to: when, where and with whom. Times 'HH:MM', the venue's clock. */
export const scannedMeetingSchema = z.object({
  id: z.uuid(),
  meeting_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location: z.string(),
  table: z.string().nullable(),
  counterparts: z.array(z.object({ full_name: z.string(), company_name: z.string() })),
});

export const badgeScanResultSchema = z.object({
  person: scannedPersonSchema,
  checked_into: z.enum(['meeting', 'event']),
  meeting: scannedMeetingSchema.nullable(),
  /** Checked in there before this scan: nothing changed, `checked_in_at` is the first time. */
  already: z.boolean(),
  checked_in_at: z.string(),
});
export type BadgeScanResult = z.infer<typeof badgeScanResultSchema>;

/** GET /api/projects/:id/badge-scans/people?q=: the fallback search by name, company or e-mail. */
export const scanPeopleQuery = z.strictObject({ q: z.string().trim().min(1).max(100) });

export const scanCandidateSchema = scannedPersonSchema.extend({
  /** When the person arrived at the event (first scan or check-in), else null. */
  arrived_at: z.string().nullable(),
});
export type ScanCandidate = z.infer<typeof scanCandidateSchema>;

/** One of the caller's own recent check-ins in the project, newest first. */
export const recentScanSchema = z.object({
  person: scannedPersonSchema,
  checked_into: z.enum(['meeting', 'event']),
  meeting: z.object({ id: z.uuid(), start_time: z.string(), end_time: z.string() }).nullable(),
  checked_in_at: z.string(),
});
export type RecentScan = z.infer<typeof recentScanSchema>;
