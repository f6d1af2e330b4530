// Users, their sessions, companies and profiles (docs/decisions/001-own-session-auth.md).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, emptyText, id, money } from './columns.ts';
import { companyTypeEnum, roleEnum } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    // UNUSABLE_PASSWORD for accounts that have not chosen one yet (imported, invited).
    passwordHash: text('password_hash').notNull(),
    /** When the last invitation e-mail was queued. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** When the person first signed in or set a password from a link: the invitation is accepted. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
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
    /** Countries the person sells to (seller) or buys from (buyer), ISO 3166 alpha-2 (docs/rules.md#matchmaking). */
    markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
    /** What the person is looking for at the event, in one sentence. */
    lookingFor: emptyText('looking_for'),
    /** The language of the person's e-mails (ko, en, zh, ja); null: guessed from `languages`. */
    locale: text('locale'),
    isActive: boolean('is_active').notNull().default(true),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('profiles_role_idx').on(t.role),
    check('profiles_full_name_not_blank', sql`length(trim(${t.fullName})) > 0`),
    check('profiles_locale', sql`${t.locale} is null or ${t.locale} in ('ko', 'en', 'zh', 'ja')`),
    check('profiles_revenue_non_negative', sql`${t.annualRevenue} is null or ${t.annualRevenue} >= 0`),
  ],
);
