// Translated texts for project and participant errors (docs/rules.md#error-codes).
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.ts';

/** The text for an API error: its code's own text, else the server's message, else 'unexpected'. */
export function serverMessage(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const text = t(`errors.${err.code}`, { defaultValue: '' });
    if (text) return text;
    if (err.message) return err.message;
  }
  return t('errors.unknown');
}

/** Participant save: the duplicate and invalid-reference codes, any other message, or 'unexpected' when there is none. */
export function participantSaveMessage(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === 'duplicate_participant') return t('errors.duplicate_participant');
    if (err.code === 'invalid_reference') return t('errors.invalid_reference');
    if (err.code === 'no_changes') return t('errors.no_changes');
    return serverMessage(t, err);
  }
  return t('errors.unknown');
}

/** Schema messages (core/schemas/project.ts) that have a text of their own. */
const MESSAGE_KEYS: Record<string, string> = {
  end_before_start: 'validation.endBeforeStart',
  day_too_long: 'validation.dayTooLong',
};

/** Each form field's text when its value is wrong in some other way. */
const FIELD_KEYS: Record<string, string> = {
  name: 'validation.nameRequired',
  start_date: 'validation.dateRequired',
  end_date: 'validation.dateRequired',
  daily_meet_limit: 'validation.dailyLimit',
  slot_minutes: 'validation.slotMinutes',
  day_start: 'validation.time',
  time_zone: 'validation.timeZone',
  poster_url: 'validation.url',
  mail_reply_to: 'validation.email',
  reminder_minutes: 'validation.reminderMinutes',
  travel_margin_minutes: 'validation.travelMarginMinutes',
  message_retention_days: 'validation.messageRetentionDays',
};

/** The translated error of a project form field, if it has one. */
export function projectFieldError(t: TFunction, field: string, error?: { message?: string }): string | undefined {
  if (!error) return undefined;
  return t(MESSAGE_KEYS[error.message ?? ''] ?? FIELD_KEYS[field] ?? 'validation.invalid');
}
