// Account creation: the user, their profile and their company link in one transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role } from '../../core/roles.ts';
import type { signUpSchema } from '../../core/schemas/auth.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { profiles, users } from '../db/schema.ts';
import { conflict } from '../errors.ts';
import { companyIdFor, profileColumns } from './profile-fields.ts';

type NewAccount = Omit<z.output<typeof signUpSchema>, 'role'> & { role: Role };

/**
 * Creates an account; `accepted` when its owner chose the password (sign-up), not when an admin
 * made it (docs/rules.md#invitations). Answers 409 email_taken when the email is in use (any
 * letter case).
 */
export async function createAccount(db: Db, input: NewAccount, opts: { accepted: boolean }) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, acceptedAt: opts.accepted ? new Date() : null })
        .returning();
      const companyId = await companyIdFor(tx, input.role, input.company_name, input.country);
      const [profile] = await tx
        .insert(profiles)
        .values({
          id: user.id,
          email: input.email,
          role: input.role,
          companyId,
          ...profileColumns(input.role, input),
        })
        .returning();
      return profile;
    });
  } catch (err) {
    if (await emailTaken(db, input.email)) throw conflict('email_taken', 'This email is already registered');
    throw err;
  }
}

async function emailTaken(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows.length > 0;
}

/** The first sign-in or password choice of a person: their invitation counts as accepted. */
export async function markAccepted(db: Db, userId: string) {
  await db
    .update(users)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.acceptedAt)));
}
