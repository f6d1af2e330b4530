// A profile as it appears beside a record (a meeting's buyer, a request's requester, a deal's
// seller): selected straight into the API's shape, so every list names people the same way.
import type { AnyColumn } from 'drizzle-orm';

type PersonColumns = { id: AnyColumn; fullName: AnyColumn; companyName: AnyColumn; email: AnyColumn };

/** Select-list fields of a profile table or alias: id, full_name, company_name, email. */
export const personFields = <T extends PersonColumns>(p: T) => ({
  // Typed by T so Drizzle infers each column's value type, not a bare AnyColumn.
  id: p.id as T['id'],
  full_name: p.fullName as T['fullName'],
  company_name: p.companyName as T['companyName'],
  email: p.email as T['email'],
});

/** The same shape from a profile already read (the signed-in user). */
export const personOf = (p: { id: string; fullName: string; companyName: string; email: string }) => ({
  id: p.id,
  full_name: p.fullName,
  company_name: p.companyName,
  email: p.email,
});
