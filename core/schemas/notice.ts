// E-mail notices (docs/rules.md#e-mail-notices): what each person is told by e-mail, and how often.
import { z } from 'zod';

/** The kinds of notice a person chooses for, each a group of in-app notifications or a reminder. */
export const NOTICE_KINDS = [
  'meeting_requests',
  'request_nudges',
  'meetings',
  'transactions',
  'assignments',
  'messages',
  'meeting_reminders',
  'day_agendas',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** How a kind reaches the person: an e-mail each time, one e-mail a day with all of them, or none. */
export const NOTICE_CHOICES = ['immediately', 'digest', 'never'] as const;
export type NoticeChoice = (typeof NOTICE_CHOICES)[number];

/** Reminders are about a moment: a digest would come too late, so they are sent or not. */
export const TIMELY_KINDS: readonly NoticeKind[] = ['meeting_reminders', 'day_agendas'];

export const choicesOf = (kind: NoticeKind): readonly NoticeChoice[] =>
  TIMELY_KINDS.includes(kind) ? ['immediately', 'never'] : NOTICE_CHOICES;

export type NoticePreferences = Record<NoticeKind, NoticeChoice>;

/** Everything is e-mailed as it happens until the person chooses otherwise. */
export const DEFAULT_NOTICE_PREFERENCES: NoticePreferences = {
  meeting_requests: 'immediately',
  request_nudges: 'immediately',
  meetings: 'immediately',
  transactions: 'immediately',
  assignments: 'immediately',
  messages: 'immediately',
  meeting_reminders: 'immediately',
  day_agendas: 'immediately',
};

/** Stored choices over the defaults; a stored choice a kind no longer offers falls back too. */
export function noticePreferences(stored: Partial<Record<string, string>> | null | undefined): NoticePreferences {
  const prefs = { ...DEFAULT_NOTICE_PREFERENCES };
  for (const kind of NOTICE_KINDS) {
    const choice = stored?.[kind] as NoticeChoice | undefined;
    if (choice && choicesOf(kind).includes(choice)) prefs[kind] = choice;
  }
  return prefs;
}

export const noticePreferencesSchema = z.strictObject(
  Object.fromEntries(
    NOTICE_KINDS.map((kind) => [kind, z.enum(choicesOf(kind) as [NoticeChoice, ...NoticeChoice[]])]),
  ) as {
    [K in NoticeKind]: z.ZodEnum<{ [C in NoticeChoice]: C }>;
  },
);

export const noticePreferencesUpdate = noticePreferencesSchema.partial();

/** What an unsubscribe link stops: one kind, 'digest' (every kind sent in the daily summary), or, absent, all. */
export const UNSUBSCRIBE_TARGETS = [...NOTICE_KINDS, 'digest'] as const;
export type UnsubscribeTarget = (typeof UNSUBSCRIBE_TARGETS)[number];

/** The kinds an unsubscribe link stops, given the person's current choices. */
export function kindsStoppedBy(target: UnsubscribeTarget | undefined, choices: NoticePreferences): NoticeKind[] {
  if (!target) return [...NOTICE_KINDS];
  if (target === 'digest') return NOTICE_KINDS.filter((kind) => choices[kind] === 'digest');
  return [target];
}

export const unsubscribeQuery = z.strictObject({ kind: z.enum(UNSUBSCRIBE_TARGETS).optional() });

/** What an unsubscribe link shows before it is used: whose settings, and the kind it stops. */
export const unsubscribeInfoSchema = z.object({
  name: z.string(),
  kind: z.enum(UNSUBSCRIBE_TARGETS).nullable(),
  choices: noticePreferencesSchema,
});

/**
 * The kinds a person may also be told of by a push to their phone or computer
 * (docs/rules.md#push-notifications): the next meeting, new messages, and the counterpart's
 * "running late" and "at the table" (push only: that news is stale before an e-mail is read).
 */
export const PUSH_KINDS = ['meeting_reminders', 'messages', 'meeting_signals'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_CHOICES = ['on', 'off'] as const;
export type PushChoice = (typeof PUSH_CHOICES)[number];
export type PushPreferences = Record<PushKind, PushChoice>;

/** Every kind is pushed once the person turned pushes on for a device, until they choose otherwise. */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  meeting_reminders: 'on',
  messages: 'on',
  meeting_signals: 'on',
};

/** Stored push choices over the defaults; an unknown stored value falls back too. */
export function pushPreferences(stored: Partial<Record<string, string>> | null | undefined): PushPreferences {
  const prefs = { ...DEFAULT_PUSH_PREFERENCES };
  for (const kind of PUSH_KINDS) {
    const choice = stored?.[kind] as PushChoice | undefined;
    if (choice && PUSH_CHOICES.includes(choice)) prefs[kind] = choice;
  }
  return prefs;
}

export const pushPreferencesSchema = z.strictObject(
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.enum(PUSH_CHOICES)])) as {
    [K in PushKind]: z.ZodEnum<{ [C in PushChoice]: C }>;
  },
);

export const pushPreferencesUpdate = pushPreferencesSchema.partial();
