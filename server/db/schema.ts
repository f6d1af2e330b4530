// The data model (docs/data-model.md).
// Integrity rules live here as constraints and partial unique indexes, so two racing
// requests can never both win; the API maps their violations to 409 codes.
// The tables live in ./tables by area; drizzle-kit and the app read them all from here.

export * from './tables/accounts.ts';
export * from './tables/api-tokens.ts';
export * from './tables/at-the-venue.ts';
export * from './tables/background-jobs.ts';
export * from './tables/conversations.ts';
export * from './tables/deals.ts';
export * from './tables/enums.ts';
export * from './tables/events.ts';
export * from './tables/feedback.ts';
export * from './tables/idempotency.ts';
export * from './tables/imports.ts';
export * from './tables/mail.ts';
export * from './tables/notices.ts';
export * from './tables/notifications.ts';
export * from './tables/plan-constraints.ts';
export * from './tables/push.ts';
export * from './tables/venue.ts';
export * from './tables/webhooks.ts';
export * from './tables/wishes.ts';
