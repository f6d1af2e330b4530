// The data model: SPEC.md section 3 plus ARCHITECTURE.md "Data model".
// Integrity rules live here as constraints and partial unique indexes, so two racing
// requests can never both win; the API maps their violations to 409 codes.
// The tables live in ./tables by area; drizzle-kit and the app read them all from here.

export * from './tables/accounts';
export * from './tables/deals';
export * from './tables/enums';
export * from './tables/events';
export * from './tables/notifications';
export * from './tables/venue';
export * from './tables/wishes';
