// GET /api/dashboard: the signed-in user's dashboard in one call (docs/product.md, Dashboard; list
// limits in docs/rules.md#limits-and-constants). A section the role does not get is null.
import { z } from 'zod';
import { ASSIGNMENT_STATUSES, CONTRACT_STATUSES, MEETING_STATUSES, TRANSACTION_STATUSES } from '../constants.ts';
import { projectSchema } from './project.ts';

const person = z.object({ id: z.uuid(), full_name: z.string(), company_name: z.string() });
const projectRef = z.object({ id: z.uuid(), name: z.string() });

/** The four buyer tiles. */
export const dashboardTilesSchema = z.object({
  total_meetings: z.number().int(),
  completed_meetings: z.number().int(),
  contracts: z.number().int(),
  projects: z.number().int(),
});

/** A meeting row: the other party is whoever the reader is not. Times are 'HH:MM'. */
export const dashboardMeetingSchema = z.object({
  id: z.uuid(),
  project: projectRef,
  buyer: person,
  seller: person,
  meeting_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location: z.string(),
  /** The table's name (docs/rules.md#tables), null without one. */
  table: z.string().nullable(),
  status: z.enum(MEETING_STATUSES),
});

export const dashboardRequestSchema = z.object({
  id: z.uuid(),
  project: projectRef,
  requester: person,
  preferred_date: z.string(),
  preferred_time_start: z.string(),
  preferred_time_end: z.string(),
  purpose: z.string(),
  created_at: z.string(),
});

export const dashboardTransactionSchema = z.object({
  id: z.uuid(),
  product_service: z.string(),
  buyer: person,
  seller: person,
  estimated_value: z.number(),
  currency: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  created_at: z.string(),
});

export const dashboardContractSchema = z.object({
  id: z.uuid(),
  contract_number: z.string(),
  title: z.string(),
  seller_company: z.string(),
  total_amount: z.number(),
  currency: z.string(),
  contract_date: z.string(),
  status: z.enum(CONTRACT_STATUSES),
});

export const dashboardSellerSchema = person.extend({ country: z.string() });

export const dashboardAssignmentSchema = z.object({
  id: z.uuid(),
  project: projectRef.nullable(),
  task_type: z.string(),
  task_description: z.string(),
  assigned_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  status: z.enum(ASSIGNMENT_STATUSES),
});

export const dashboardSchema = z.object({
  tiles: dashboardTilesSchema.nullable(),
  my_contracts: z.array(dashboardContractSchema).nullable(),
  completed_meetings: z.array(dashboardMeetingSchema).nullable(),
  sellers_met: z.array(dashboardSellerSchema).nullable(),
  pending_requests: z.array(dashboardRequestSchema).nullable(),
  recent_transactions: z.array(dashboardTransactionSchema).nullable(),
  upcoming_meetings: z.array(dashboardMeetingSchema).nullable(),
  my_assignments: z.array(dashboardAssignmentSchema).nullable(),
  active_projects: z.array(projectSchema),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardTiles = z.infer<typeof dashboardTilesSchema>;
export type DashboardMeeting = z.infer<typeof dashboardMeetingSchema>;
export type DashboardRequest = z.infer<typeof dashboardRequestSchema>;
export type DashboardTransaction = z.infer<typeof dashboardTransactionSchema>;
export type DashboardContract = z.infer<typeof dashboardContractSchema>;
export type DashboardSeller = z.infer<typeof dashboardSellerSchema>;
export type DashboardAssignment = z.infer<typeof dashboardAssignmentSchema>;
