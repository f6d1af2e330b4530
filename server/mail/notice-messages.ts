// Notices, digests, reminders and evening agendas, rendered in the recipient's language
// (docs/rules.md#e-mail-notices and #reminders). Every one of them is non-essential: it carries
// the person's notice settings and a link that stops its kind.
import type { Language } from '../../core/constants.ts';
import type { NoticeKind, UnsubscribeTarget } from '../../core/schemas/notice.ts';
import { appText } from './app-texts.ts';
import type { MailLink } from './layout.ts';
import { type RenderedMail, render } from './messages.ts';
import { NOTICE_TEXTS } from './notice-texts.ts';
import { fill, MAIL_TEXTS } from './texts.ts';

/** Links every notice carries: the settings, and for each kind a page and a one-click address that stop it. */
export interface NoticeLinks {
  settingsUrl: string;
  /** The page the e-mail's own link opens (it asks before it stops anything). */
  unsubscribePage: (kind: UnsubscribeTarget) => string;
  /** The List-Unsubscribe header's address, which mail clients POST to (RFC 8058). */
  unsubscribeOneClick: (kind: UnsubscribeTarget) => string;
}

export interface StoredNotification {
  titleKey: string;
  messageKey: string;
  params: Record<string, string | number>;
  /** The app path the notification points at, or null. */
  link: string | null;
}

export interface NoticeMail extends RenderedMail {
  /** The List-Unsubscribe header's address. */
  unsubscribeUrl: string;
}

const footerLinks = (language: Language, links: NoticeLinks, kind: UnsubscribeTarget): MailLink[] => [
  { label: NOTICE_TEXTS[language].settings, url: links.settingsUrl },
  { label: NOTICE_TEXTS[language].unsubscribe, url: links.unsubscribePage(kind) },
];

const common = (language: Language) => ({
  linkFallback: MAIL_TEXTS[language].linkFallback,
  footer: MAIL_TEXTS[language].footer,
});

/** A date of the event ('YYYY-MM-DD') written out in the reader's language. */
export function longDate(language: Language, day: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** One in-app notification as an e-mail of its own. */
export function noticeMail(input: {
  language: Language;
  name: string;
  kind: NoticeKind;
  notification: StoredNotification;
  publicUrl: string;
  links: NoticeLinks;
}): NoticeMail {
  const { language, notification: n } = input;
  const t = NOTICE_TEXTS[language];
  const title = appText(language, n.titleKey, n.params);
  return {
    ...render('notice', language, title, {
      greeting: fill(MAIL_TEXTS[language].greeting, { name: input.name }),
      paragraphs: [appText(language, n.messageKey, n.params)],
      action: { label: t.noticeAction, url: `${input.publicUrl}${n.link ?? '/dashboard'}` },
      notes: [fill(t.noticeWhy, { kind: t.kinds[input.kind] })],
      footerLinks: footerLinks(language, input.links, input.kind),
      ...common(language),
    }),
    unsubscribeUrl: input.links.unsubscribeOneClick(input.kind),
  };
}

/** Most notices one digest lists; the rest are counted. */
export const DIGEST_ITEMS = 30;

/** The day's notices of the kinds a person chose to get once a day, in one e-mail. */
export function digestMail(input: {
  language: Language;
  name: string;
  /** Newest first, each with its kind. */
  notices: (StoredNotification & { kind: NoticeKind })[];
  publicUrl: string;
  links: NoticeLinks;
}): NoticeMail {
  const { language } = input;
  const t = NOTICE_TEXTS[language];
  const shown = input.notices.slice(0, DIGEST_ITEMS);
  const more = input.notices.length - shown.length;
  return {
    ...render('digest', language, fill(t.digestSubject, { count: input.notices.length }), {
      greeting: fill(MAIL_TEXTS[language].greeting, { name: input.name }),
      paragraphs: [t.digestIntro],
      items: shown.map((n) => ({
        title: appText(language, n.titleKey, n.params),
        text: appText(language, n.messageKey, n.params),
        url: n.link ? `${input.publicUrl}${n.link}` : undefined,
      })),
      action: { label: t.digestAction, url: `${input.publicUrl}/dashboard` },
      notes: [...(more > 0 ? [fill(t.digestMore, { count: more })] : []), t.digestWhy],
      // A summary mixes kinds: its link stops the summary, every kind the person gets in it.
      footerLinks: footerLinks(language, input.links, 'digest'),
      ...common(language),
    }),
    unsubscribeUrl: input.links.unsubscribeOneClick('digest'),
  };
}

/** What a reminder or an agenda says of one meeting, from the reader's side. */
export interface MeetingForReader {
  meetingId: string;
  day: string;
  start: string;
  end: string;
  /** The other side (for an interpreter: buyer and seller). */
  counterpart: string;
  place: string;
  /** The interpreter, unless the reader is the interpreter or there is none. */
  interpreter: string | null;
}

const placeLine = (language: Language, m: MeetingForReader) =>
  fill(NOTICE_TEXTS[language].place, { place: m.place || NOTICE_TEXTS[language].placeUnknown });

/** The reminder a few minutes before a meeting. */
export function meetingReminderMail(input: {
  language: Language;
  name: string;
  minutes: number;
  meeting: MeetingForReader;
  publicUrl: string;
  links: NoticeLinks;
}): NoticeMail {
  const { language, meeting: m } = input;
  const t = NOTICE_TEXTS[language];
  const values = { counterpart: m.counterpart, minutes: input.minutes, time: m.start, date: longDate(language, m.day) };
  return {
    ...render('meeting_reminder', language, fill(t.reminderSubject, values), {
      greeting: fill(MAIL_TEXTS[language].greeting, { name: input.name }),
      paragraphs: [
        fill(t.reminderIntro, values),
        placeLine(language, m),
        ...(m.interpreter ? [fill(t.interpreter, { name: m.interpreter })] : []),
      ],
      action: { label: t.meetingAction, url: `${input.publicUrl}/meetings/${m.meetingId}` },
      notes: [],
      footerLinks: footerLinks(language, input.links, 'meeting_reminders'),
      ...common(language),
    }),
    unsubscribeUrl: input.links.unsubscribeOneClick('meeting_reminders'),
  };
}

/** The evening before an event day: that day's meetings of one person, in time order. */
export function dayAgendaMail(input: {
  language: Language;
  name: string;
  event: string;
  day: string;
  meetings: MeetingForReader[];
  agendaUrl: string;
  publicUrl: string;
  links: NoticeLinks;
}): NoticeMail {
  const { language } = input;
  const t = NOTICE_TEXTS[language];
  const date = longDate(language, input.day);
  return {
    ...render('day_agenda', language, fill(t.agendaSubject, { date }), {
      greeting: fill(MAIL_TEXTS[language].greeting, { name: input.name }),
      paragraphs: [fill(t.agendaIntro, { event: input.event, date })],
      items: input.meetings.map((m) => ({
        title: `${m.start}–${m.end} · ${m.counterpart}`,
        text: [placeLine(language, m), m.interpreter ? fill(t.interpreter, { name: m.interpreter }) : '']
          .filter(Boolean)
          .join(' · '),
        url: `${input.publicUrl}/meetings/${m.meetingId}`,
      })),
      action: { label: t.agendaAction, url: input.agendaUrl },
      notes: [],
      footerLinks: footerLinks(language, input.links, 'day_agendas'),
      ...common(language),
    }),
    unsubscribeUrl: input.links.unsubscribeOneClick('day_agendas'),
  };
}
