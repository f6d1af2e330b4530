// Column shapes every table uses.
import { numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
export const emptyText = (name: string) => text(name).notNull().default('');
