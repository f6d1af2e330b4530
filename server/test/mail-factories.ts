// Reading what the app put in the outbox, and the one-time link inside a message.
import { asc, eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema.ts';
import type { TestApp } from './harness.ts';

/** Every outbox message to `email`, oldest first. */
export function outboxFor(app: TestApp, email: string) {
  return app.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email)).orderBy(asc(emailOutbox.createdAt));
}

/** The token of the set-password link in a message's text. */
export function linkToken(text: string): string {
  const match = /\/set-password#token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no set-password link in:\n${text}`);
  return match[1];
}

/** The token of the newest message to `email`. */
export async function latestToken(app: TestApp, email: string) {
  const messages = await outboxFor(app, email);
  const last = messages.at(-1);
  if (!last) throw new Error(`no message to ${email}`);
  return linkToken(last.textBody);
}
