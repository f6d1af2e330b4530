// What the import routes read: remembered column mappings and a project's participants as rows.
import { asc, eq, inArray } from 'drizzle-orm';
import { recogniseHeader } from '../../../core/rules/participant-import.ts';
import type { ImportField } from '../../../core/schemas/participant-import.ts';
import type { Db } from '../../db/client.ts';
import { importColumnMemory, profiles, projectParticipants } from '../../db/schema.ts';
import type { SheetRow } from '../../import/write-file.ts';

/** For each header, the field it was last mapped to, else the one its words name, else null. */
export async function suggestedColumns(db: Db, headers: readonly string[]): Promise<(ImportField | null)[]> {
  const keys = headers.map((h) => h.trim().toLowerCase());
  const known = keys.some(Boolean)
    ? await db
        .select()
        .from(importColumnMemory)
        .where(inArray(importColumnMemory.header, keys.filter(Boolean)))
    : [];
  const remembered = new Map(known.map((m) => [m.header, m.field]));
  const taken = new Set<ImportField>();
  return headers.map((header, i) => {
    const field = remembered.get(keys[i]) ?? recogniseHeader(header);
    // One column per field: the first header that names it wins.
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

export async function participantRows(db: Db, projectId: string): Promise<SheetRow[]> {
  const rows = await db
    .select({ profile: profiles, role: projectParticipants.role })
    .from(projectParticipants)
    .innerJoin(profiles, eq(profiles.id, projectParticipants.userId))
    .where(eq(projectParticipants.projectId, projectId))
    .orderBy(asc(projectParticipants.role), asc(profiles.fullName), asc(profiles.email));
  return rows.map(({ profile: p, role }) => ({
    email: p.email,
    full_name: p.fullName,
    role,
    company_name: p.companyName,
    country: p.country,
    phone: p.phone,
    product_categories: p.productCategories.join(', '),
    languages: p.languages.join(', '),
    industry: p.industryType,
    website: p.website,
    locale: p.locale ?? '',
  }));
}

/** The template's example rows: one buyer and one seller. */
export const TEMPLATE_ROWS: SheetRow[] = [
  {
    email: 'buyer@example.com',
    full_name: 'Maria Santos',
    role: 'buyer',
    company_name: 'Santos Trading',
    country: 'Philippines',
    phone: '+63 2 8123 4567',
    product_categories: 'Cosmetics, Skincare',
    languages: 'English, Tagalog',
    industry: 'Retail',
    website: 'https://santos.example.com',
    locale: 'en',
  },
  {
    email: 'seller@example.kr',
    full_name: '김민지',
    role: 'seller',
    company_name: '서울뷰티',
    country: 'Korea',
    phone: '+82 2 6000 0100',
    product_categories: 'Skincare; Haircare',
    languages: '한국어, English',
    industry: 'Cosmetics',
    website: 'https://seoulbeauty.example.kr',
    locale: 'ko',
  },
];
