/** Business constants (docs/rules.md#limits-and-constants), shared by server and web. */
export const PASSWORD_MIN_LENGTH = 6;
export const PROFILE_CURRENCIES = ['USD', 'EUR', 'KRW', 'JPY', 'CNY'] as const;
export const TRANSACTION_CURRENCIES = [...PROFILE_CURRENCIES, 'GBP'] as const;
export type ProfileCurrency = (typeof PROFILE_CURRENCIES)[number];
export type TransactionCurrency = (typeof TRANSACTION_CURRENCIES)[number];
export const DEFAULT_CURRENCY: ProfileCurrency = 'USD';
export const LANGUAGES = ['ko', 'en', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const DAILY_MEET_LIMIT = { min: 1, max: 50, default: 10 } as const;
export const DASHBOARD_LIST_LIMIT = 5;
export const SELLERS_MET_LIMIT = 6;

export const PROJECT_STATUSES = ['draft', 'active', 'completed', 'cancelled'] as const;
export const MEETING_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
// Request hygiene (docs/rules.md#request-hygiene): why a request was declined, told to the requester in kind words.
export const DECLINE_REASONS = ['not_relevant', 'no_time', 'already_in_contact', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
/** Per-project request settings: their defaults and the ranges the database allows. */
export const PENDING_REQUEST_CAP = { min: 1, max: 1000, default: 10 } as const;
export const REQUEST_EXPIRY_DAYS = { min: 1, max: 90, default: 7 } as const;
/** Meetings a person may have on one day; null in a project means every slot of the day. */
export const MAX_MEETINGS_PER_DAY = { min: 1, max: 50 } as const;
/** A recipient is nudged once about requests still unanswered after this many hours. */
export const REQUEST_NUDGE_HOURS = 48;
/** A project's own list of categories, and what a person may say they look for. */
export const PROJECT_CATEGORIES_MAX = 200;
export const CATEGORY_NAME_MAX = 80;
export const LOOKING_FOR_MAX = 300;
export const TRANSACTION_STATUSES = ['proposed', 'agreed', 'completed', 'cancelled'] as const;
export const CONTRACT_STATUSES = ['draft', 'pending', 'signed', 'active', 'completed', 'cancelled'] as const;
export const CONTRACT_TYPES = ['MOU', '거래계약', 'NDA'] as const;
export const ASSIGNMENT_STATUSES = ['assigned', 'confirmed', 'completed', 'cancelled'] as const;
/** manual: on the meeting page; qr: the meeting's own link; scan: an organiser scanned the person's badge. */
export const CHECK_IN_METHODS = ['manual', 'qr', 'scan'] as const;
/** What one side of a meeting tells the other just before it (docs/rules.md#at-the-venue). */
export const MEETING_SIGNAL_KINDS = ['late', 'at_table'] as const;
export type MeetingSignalKind = (typeof MEETING_SIGNAL_KINDS)[number];
export const RUNNING_LATE_MINUTES = [5, 10, 15] as const;
// A wish to meet a counterpart in a project, strongest first (weighed by the automatic scheduler).
export const WISH_PRIORITIES = ['must', 'like'] as const;
export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const;

// After a meeting (docs/rules.md#feedback-and-no-shows): who did not come, and what each side thought.
export const MEETING_ABSENCES = ['buyer', 'seller', 'both'] as const;
export type MeetingAbsence = (typeof MEETING_ABSENCES)[number];
export const FEEDBACK_FOLLOW_UPS = ['yes', 'maybe', 'no'] as const;
export type FeedbackFollowUp = (typeof FEEDBACK_FOLLOW_UPS)[number];
/** Expected deal size in USD, as bands a person can answer without looking anything up. */
export const DEAL_SIZE_BANDS = ['none', 'under_10k', '10k_100k', '100k_1m', 'over_1m'] as const;
export type DealSizeBand = (typeof DEAL_SIZE_BANDS)[number];
/** An answer can be changed this many days after it was first given. */
export const FEEDBACK_EDIT_DAYS = 7;
export const FEEDBACK_COMMENT_MAX = 2000;
