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
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const TRANSACTION_STATUSES = ['proposed', 'agreed', 'completed', 'cancelled'] as const;
export const CONTRACT_STATUSES = ['draft', 'pending', 'signed', 'active', 'completed', 'cancelled'] as const;
export const CONTRACT_TYPES = ['MOU', '거래계약', 'NDA'] as const;
export const ASSIGNMENT_STATUSES = ['assigned', 'confirmed', 'completed', 'cancelled'] as const;
export const CHECK_IN_METHODS = ['manual', 'qr'] as const;
// A wish to meet a counterpart in a project, strongest first (weighed by the automatic scheduler).
export const WISH_PRIORITIES = ['must', 'like'] as const;
export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const;
