// The buyers and sellers an ask may name: the project's confirmed, active participants in those roles,
// by name; and how a person is written in the panel and in the reasons.
import type { Participant } from '../../../../../core/schemas/participant.ts';

export type Person = { id: string; full_name: string; company_name: string };

/** "Name (Company)", or the name alone. */
export const personName = (p: Person) => (p.company_name ? `${p.full_name} (${p.company_name})` : p.full_name);

/** The participants of `role` who can meet, as people sorted by name. */
export function peopleOf(participants: Participant[] | undefined, role: 'buyer' | 'seller'): Person[] {
  return (participants ?? [])
    .filter((p) => p.role === role && p.status === 'confirmed' && p.is_active)
    .map((p) => ({ id: p.user_id, full_name: p.full_name, company_name: p.company_name }))
    .sort((a, b) => a.full_name.localeCompare(b.full_name) || a.id.localeCompare(b.id));
}
