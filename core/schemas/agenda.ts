// Printed agendas and badges (docs/rules.md#agendas-and-badges): a person's live meetings of a
// project, day by day, and the queries of the agenda page and its PDFs.
import { z } from 'zod';
import { LANGUAGES, MEETING_STATUSES } from '../constants.ts';
import { PARTICIPANT_ROLES } from './participant.ts';

/** Someone on an agenda: the person it belongs to, or someone they meet. */
export const agendaPartySchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  company_name: z.string(),
  country: z.string(),
  role: z.enum(PARTICIPANT_ROLES),
});
export type AgendaParty = z.infer<typeof agendaPartySchema>;

/** One meeting on an agenda. Times are 'HH:MM' on the venue's clock (the project's time zone). */
export const agendaMeetingSchema = z.object({
  id: z.uuid(),
  start_time: z.string(),
  end_time: z.string(),
  /** The meeting's place, '' when none was given. */
  location: z.string(),
  /** The table's name (docs/rules.md#tables), shown before the place; null without one. */
  table: z.string().nullable(),
  status: z.enum(MEETING_STATUSES),
  /** Whom the person meets: the seller for a buyer, the buyer for a seller, both for an interpreter. */
  counterparts: z.array(agendaPartySchema),
  interpreter: z.object({ id: z.uuid(), full_name: z.string() }).nullable(),
});
export type AgendaMeeting = z.infer<typeof agendaMeetingSchema>;

export const agendaDaySchema = z.object({
  /** 'YYYY-MM-DD' */
  date: z.string(),
  meetings: z.array(agendaMeetingSchema),
});
export type AgendaDay = z.infer<typeof agendaDaySchema>;

export const personAgendaSchema = z.object({
  project: z.object({
    id: z.uuid(),
    name: z.string(),
    time_zone: z.string(),
    location: z.string(),
    start_date: z.string(),
    end_date: z.string(),
  }),
  person: agendaPartySchema,
  /** The asked day alone (even when empty); without one, every day that has a meeting, in order. */
  days: z.array(agendaDaySchema),
});
export type PersonAgenda = z.infer<typeof personAgendaSchema>;

const day = z.iso.date().optional();
const lang = z.enum(LANGUAGES).optional();

/** GET /api/projects/:id/agenda: whose (the caller when absent; admins name anyone) and which day. */
export const agendaQuery = z.strictObject({ user: z.uuid().optional(), day });
/** The same agenda as a PDF, its labels in `lang` (the caller's app language). */
export const agendaPdfQuery = z.strictObject({ user: z.uuid().optional(), day, lang });
/** Every participant's agenda in one PDF, for a day or all days. */
export const projectAgendasQuery = z.strictObject({ day, lang });
export const badgesQuery = z.strictObject({ lang });
