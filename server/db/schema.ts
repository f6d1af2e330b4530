// The data model: SPEC.md section 3 plus ARCHITECTURE.md "Data model".
// Integrity rules live here as constraints and partial unique indexes, so two racing
// requests can never both win; the API maps their violations to 409 codes.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ASSIGNMENT_STATUSES,
  CHECK_IN_METHODS,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  MEETING_STATUSES,
  NOTIFICATION_TYPES,
  PROJECT_STATUSES,
  REQUEST_STATUSES,
  TRANSACTION_STATUSES,
  WISH_PRIORITIES,
} from '../../core/constants';
import { ROLES } from '../../core/roles';
import { TRANSCRIPT_STATUSES } from '../../core/schemas/voice-note';

export const roleEnum = pgEnum('role', ROLES);
export const companyTypeEnum = pgEnum('company_type', ['buyer', 'seller']);
export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);
export const meetingStatusEnum = pgEnum('meeting_status', MEETING_STATUSES);
export const requestStatusEnum = pgEnum('meeting_request_status', REQUEST_STATUSES);
export const transactionStatusEnum = pgEnum('transaction_status', TRANSACTION_STATUSES);
export const contractStatusEnum = pgEnum('contract_status', CONTRACT_STATUSES);
export const contractTypeEnum = pgEnum('contract_type', CONTRACT_TYPES);
export const assignmentStatusEnum = pgEnum('assignment_status', ASSIGNMENT_STATUSES);
export const checkInMethodEnum = pgEnum('check_in_method', CHECK_IN_METHODS);
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const wishPriorityEnum = pgEnum('wish_priority', WISH_PRIORITIES);

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
const emptyText = (name: string) => text(name).notNull().default('');

// --- Accounts (see docs/decisions/001-own-session-auth.md) ---

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token: a leaked table row cannot be replayed as a cookie.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    type: companyTypeEnum('type').notNull(),
    industry: emptyText('industry'),
    country: emptyText('country'),
    email: emptyText('email'),
    phone: emptyText('phone'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('companies_name_type_key').on(sql`lower(${t.name})`, t.type)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: emptyText('phone'),
    role: roleEnum('role').notNull().default('buyer'),
    companyName: emptyText('company_name'),
    company: emptyText('company'),
    brandName: emptyText('brand_name'),
    website: emptyText('website'),
    ceoName: emptyText('ceo_name'),
    address: emptyText('address'),
    country: emptyText('country'),
    establishmentDate: date('establishment_date', { mode: 'string' }),
    annualRevenue: money('annual_revenue'),
    annualRevenueCurrency: text('annual_revenue_currency').notNull().default('USD'),
    hasExportExperience: boolean('has_export_experience').notNull().default(false),
    exportAnnualRevenue: money('export_annual_revenue'),
    exportAnnualRevenueCurrency: text('export_annual_revenue_currency').notNull().default('USD'),
    productCategories: text('product_categories').array().notNull().default(sql`'{}'::text[]`),
    industryType: emptyText('industry_type'),
    industry: emptyText('industry'),
    companyIntroduction: emptyText('company_introduction'),
    brandIntroduction: emptyText('brand_introduction'),
    companyDescription: emptyText('company_description'),
    attachments: text('attachments').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('profiles_role_idx').on(t.role),
    check('profiles_full_name_not_blank', sql`length(trim(${t.fullName})) > 0`),
    check('profiles_revenue_non_negative', sql`${t.annualRevenue} is null or ${t.annualRevenue} >= 0`),
  ],
);

// --- Events ---

export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text('name').notNull(),
    description: emptyText('description'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    location: emptyText('location'),
    dailyMeetLimit: integer('daily_meet_limit').notNull().default(10),
    status: projectStatusEnum('status').notNull().default('active'),
    posterUrl: emptyText('poster_url'),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    dayStart: time('day_start').notNull().default('09:00'),
    timeZone: text('time_zone').notNull().default('Asia/Seoul'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('projects_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('projects_daily_limit_range', sql`${t.dailyMeetLimit} between 1 and 50`),
    check('projects_slot_minutes_range', sql`${t.slotMinutes} between 5 and 240`),
    // The last slot of a day must end by 24:00 (PRODUCT.md 8).
    check(
      'projects_day_fits',
      sql`extract(epoch from ${t.dayStart}) / 60 + ${t.dailyMeetLimit} * ${t.slotMinutes} <= 1440`,
    ),
  ],
);

export const projectParticipants = pgTable(
  'project_participants',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    status: text('status').notNull().default('confirmed'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_participants_unique').on(t.projectId, t.userId, t.role),
    index('project_participants_user_idx').on(t.userId),
  ],
);

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    interpreterId: uuid('interpreter_id').references(() => profiles.id, { onDelete: 'set null' }),
    meetingDate: date('meeting_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    location: emptyText('location'),
    notes: emptyText('notes'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    status: meetingStatusEnum('status').notNull().default('scheduled'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('meetings_time_ordered', sql`${t.endTime} > ${t.startTime}`),
    check('meetings_buyer_not_seller', sql`${t.buyerId} <> ${t.sellerId}`),
    // SPEC.md section 5 conflict rules, over meetings that still count (not cancelled).
    uniqueIndex('meetings_buyer_seller_once').on(t.projectId, t.buyerId, t.sellerId).where(sql`status <> 'cancelled'`),
    uniqueIndex('meetings_seller_slot').on(t.sellerId, t.meetingDate, t.startTime).where(sql`status <> 'cancelled'`),
    uniqueIndex('meetings_buyer_slot').on(t.buyerId, t.meetingDate, t.startTime).where(sql`status <> 'cancelled'`),
    uniqueIndex('meetings_interpreter_slot')
      .on(t.interpreterId, t.meetingDate, t.startTime)
      .where(sql`status <> 'cancelled' and interpreter_id is not null`),
    index('meetings_project_date_idx').on(t.projectId, t.meetingDate),
    // Each person's own meetings of any status (lists, dashboard counts); the partial indexes above
    // leave cancelled meetings out, so they cannot serve these.
    index('meetings_buyer_idx').on(t.buyerId),
    index('meetings_seller_idx').on(t.sellerId),
    index('meetings_interpreter_idx').on(t.interpreterId),
  ],
);

export const meetingAttendances = pgTable(
  'meeting_attendances',
  {
    id: id(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    checkInMethod: checkInMethodEnum('check_in_method').notNull().default('manual'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meeting_attendances_once').on(t.meetingId, t.userId)],
);

export const meetingVoiceNotes = pgTable(
  'meeting_voice_notes',
  {
    id: id(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    audioPath: text('audio_path').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    transcript: text('transcript'),
    summary: text('summary'),
    // pending -> done | unavailable | failed: transcription runs off the request path.
    transcriptStatus: text('transcript_status').notNull().default('pending'),
    // The job's claim on a pending note: a worker takes it with a conditional update, and a claim
    // older than the engine's time limit is taken again (its worker died); attempts bound that.
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('meeting_voice_notes_meeting_idx').on(t.meetingId),
    // The job's queue: pending notes, oldest first.
    index('meeting_voice_notes_pending_idx').on(t.createdAt).where(sql`transcript_status = 'pending'`),
    check(
      'meeting_voice_notes_status_known',
      sql`${t.transcriptStatus} in (${sql.raw(TRANSCRIPT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('meeting_voice_notes_duration_non_negative', sql`${t.durationSeconds} >= 0`),
  ],
);

export const meetingRequests = pgTable(
  'meeting_requests',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    requesterRole: roleEnum('requester_role').notNull(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    targetRole: roleEnum('target_role').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    preferredTimeStart: time('preferred_time_start').notNull(),
    preferredTimeEnd: time('preferred_time_end').notNull(),
    location: emptyText('location'),
    purpose: emptyText('purpose'),
    status: requestStatusEnum('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('meeting_requests_not_self', sql`${t.requesterId} <> ${t.targetId}`),
    index('meeting_requests_requester_idx').on(t.requesterId),
    index('meeting_requests_target_idx').on(t.targetId),
  ],
);

// --- Deals ---

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    productService: text('product_service').notNull(),
    quantity: emptyText('quantity'),
    estimatedValue: money('estimated_value').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    notes: emptyText('notes'),
    status: transactionStatusEnum('status').notNull().default('proposed'),
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('transactions_value_non_negative', sql`${t.estimatedValue} >= 0`),
    index('transactions_buyer_idx').on(t.buyerId),
    index('transactions_seller_idx').on(t.sellerId),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    contractNumber: text('contract_number').notNull().unique(),
    title: text('title').notNull(),
    type: contractTypeEnum('type').notNull().default('MOU'),
    buyerCompany: uuid('buyer_company')
      .notNull()
      .references(() => companies.id),
    sellerCompany: uuid('seller_company')
      .notNull()
      .references(() => companies.id),
    buyerId: uuid('buyer_id').references(() => profiles.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => profiles.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    productService: text('product_service').notNull(),
    quantity: emptyText('quantity'),
    unitPrice: money('unit_price').notNull().default(0),
    totalAmount: money('total_amount').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    signedDate: date('signed_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    paymentTerms: emptyText('payment_terms'),
    details: emptyText('details'),
    notes: emptyText('notes'),
    status: contractStatusEnum('status').notNull().default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_buyer_idx').on(t.buyerId),
    check('contracts_parties_differ', sql`${t.buyerCompany} <> ${t.sellerCompany}`),
    check(
      'contracts_delivery_after_contract',
      sql`${t.deliveryDate} is null or ${t.deliveryDate} >= ${t.contractDate}`,
    ),
  ],
);

export const currencyRates = pgTable('currency_rates', {
  // Units of USD that one unit of the currency buys.
  currency: text('currency').primaryKey(),
  usdRate: numeric('usd_rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Automatic scheduling ---

/** A buyer's or seller's wish to meet a counterpart in a project; the scheduler weighs them. */
export const meetingWishes = pgTable(
  'meeting_wishes',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    priority: wishPriorityEnum('priority').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meeting_wishes_not_self', sql`${t.userId} <> ${t.targetId}`),
    uniqueIndex('meeting_wishes_once').on(t.projectId, t.userId, t.targetId),
    index('meeting_wishes_target_idx').on(t.projectId, t.targetId),
  ],
);

// --- At the venue ---

export const volunteerAssignments = pgTable(
  'volunteer_assignments',
  {
    id: id(),
    volunteerId: uuid('volunteer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    taskType: text('task_type').notNull(),
    taskDescription: emptyText('task_description'),
    assignedDate: date('assigned_date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    notes: emptyText('notes'),
    status: assignmentStatusEnum('status').notNull().default('assigned'),
    createdAt: createdAt(),
  },
  (t) => [index('volunteer_assignments_volunteer_idx').on(t.volunteerId)],
);

export const blockedTimeSlots = pgTable(
  'blocked_time_slots',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    // Null blocks the slot for every buyer of the project.
    buyerId: uuid('buyer_id').references(() => profiles.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slotNumber: integer('slot_number').notNull(),
    reason: emptyText('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('blocked_slot_positive', sql`${t.slotNumber} >= 1`),
    uniqueIndex('blocked_slot_buyer_once')
      .on(t.projectId, t.buyerId, t.date, t.slotNumber)
      .where(sql`buyer_id is not null`),
    uniqueIndex('blocked_slot_all_once').on(t.projectId, t.date, t.slotNumber).where(sql`buyer_id is null`),
  ],
);

export const travelInfo = pgTable(
  'travel_info',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    flightNo: emptyText('flight_no'),
    arrivalTime: timestamp('arrival_time', { withTimezone: true }),
    departureTime: timestamp('departure_time', { withTimezone: true }),
    hotelName: emptyText('hotel_name'),
    hotelAddress: emptyText('hotel_address'),
    notes: emptyText('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('travel_info_user_idx').on(t.userId)],
);

export const interpreterNotes = pgTable(
  'interpreter_notes',
  {
    id: id(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    interpreterId: uuid('interpreter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    content: emptyText('content'),
    keyPoints: emptyText('key_points'),
    actionItems: emptyText('action_items'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interpreter_notes_once').on(t.meetingId, t.interpreterId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull().default('info'),
    // Title and message are i18n keys with parameters, so each reader sees their own language.
    titleKey: text('title_key').notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
