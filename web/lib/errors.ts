// Turns an API error into a translated message, by its stable code.
import type { TFunction } from 'i18next';
import { ApiError } from './api.ts';

/** The translated text for an error; `fallbackKey` when its code has no text of its own. */
export function errorMessage(t: TFunction, err: unknown, fallbackKey = 'errors.unknown'): string {
  if (err instanceof ApiError) {
    const key = `errors.${err.code}`;
    const text = t(key, { defaultValue: '' });
    if (text) return text;
  }
  return t(fallbackKey);
}
