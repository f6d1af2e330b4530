// Who needs an interpreter (docs/rules.md#interpreters): buyers and sellers may list the languages
// they speak. A meeting needs one when both sides list languages and share none; the interpreter
// must speak one language of each side. Languages compare trimmed and case-insensitively
// ('English' = 'english ').
import type { Role } from '../roles.ts';

/** Trimmed, lower-cased, blank ones dropped, each once: the form languages are compared in. */
export function normalizeLanguages(list: readonly string[]): string[] {
  return [...new Set(list.map((l) => l.trim().toLowerCase()).filter(Boolean))];
}

/** True when the two sides share a language (or one of them lists none: no need stated). */
function understand(a: readonly string[], b: readonly string[]): boolean {
  const left = normalizeLanguages(a);
  const right = new Set(normalizeLanguages(b));
  return left.length === 0 || right.size === 0 || left.some((l) => right.has(l));
}

/** True when a meeting of these two sides needs an interpreter: both list languages and share none. */
export function needsInterpreter(a: readonly string[], b: readonly string[]): boolean {
  return !understand(a, b);
}

/** True when the interpreter speaks one language of each side. */
export function canInterpret(interpreter: readonly string[], a: readonly string[], b: readonly string[]): boolean {
  const speaks = new Set(normalizeLanguages(interpreter));
  const one = (side: readonly string[]) => normalizeLanguages(side).some((l) => speaks.has(l));
  return one(a) && one(b);
}

/** Roles whose profile lists languages: buyers and sellers (for the scheduler) and interpreters. */
export function keepsLanguages(role: Role): boolean {
  return role === 'buyer' || role === 'seller' || role === 'interpreter';
}
