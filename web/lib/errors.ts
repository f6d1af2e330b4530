// Turns an API error into a translated message, by its stable code.
import type { TFunction } from 'i18next';
import { ApiError } from './api.ts';

/** The translated text for an error; `fallbackKey` when its code has no text of its own. */
export function errorMessage(t: TFunction, err: unknown, fallbackKey = 'errors.unknown'): string {
  if (err instanceof ApiError) {
    const key = `errors.${err.code}`;
    // The error's details fill the text, and a `person` (buyer or seller) picks its own wording.
    const details = (err.details ?? {}) as Record<string, unknown>;
    const context = typeof details.person === 'string' ? details.person : undefined;
    const text = t(key, { ...details, context, defaultValue: '' });
    if (text) return text;
  }
  return t(fallbackKey);
}
