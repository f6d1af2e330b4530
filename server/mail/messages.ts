// The e-mails the app sends, rendered in the recipient's language (docs/rules.md#e-mail).
import type { Language } from '../../core/constants.ts';
import type { MailKind } from '../../core/schemas/mail.ts';
import { html, type MailParts, plainText } from './layout.ts';
import { fill, MAIL_TEXTS } from './texts.ts';

export interface RenderedMail {
  kind: MailKind;
  locale: Language;
  subject: string;
  textBody: string;
  htmlBody: string;
  links: string[];
}

/** Where a one-time link opens: the token rides in the fragment, which browsers never send to a server. */
export const setPasswordUrl = (publicUrl: string, token: string) => `${publicUrl}/set-password#token=${token}`;

export function render(kind: MailKind, locale: Language, subject: string, parts: MailParts): RenderedMail {
  return {
    kind,
    locale,
    subject,
    textBody: plainText(parts),
    htmlBody: html(parts, locale),
    // Every address the message leads to: the Outbox lists them, so the demo can follow each one.
    links: [
      parts.action.url,
      ...(parts.items ?? []).flatMap((item) => (item.url ? [item.url] : [])),
      ...(parts.footerLinks ?? []).map((link) => link.url),
    ],
  };
}

export function invitationMail(input: {
  locale: Language;
  name: string;
  email: string;
  event: string;
  url: string;
  expiresAt: Date;
  timeZone: string;
}): RenderedMail {
  const t = MAIL_TEXTS[input.locale];
  const date = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: input.timeZone }).format(
    input.expiresAt,
  );
  const values = { name: input.name, email: input.email, event: input.event, date };
  return render('invitation', input.locale, fill(t.invitationSubject, values), {
    greeting: fill(t.greeting, values),
    paragraphs: [fill(t.invitationIntro, values)],
    action: { label: t.invitationAction, url: input.url },
    notes: [fill(t.invitationExpiry, values), t.invitationIgnore],
    linkFallback: t.linkFallback,
    footer: t.footer,
  });
}

export function passwordResetMail(input: {
  locale: Language;
  name: string;
  email: string;
  url: string;
  minutes: number;
}): RenderedMail {
  const t = MAIL_TEXTS[input.locale];
  const values = { name: input.name, email: input.email, minutes: input.minutes };
  return render('password_reset', input.locale, t.resetSubject, {
    greeting: fill(t.greeting, values),
    paragraphs: [fill(t.resetIntro, values)],
    action: { label: t.resetAction, url: input.url },
    notes: [fill(t.resetExpiry, values), t.resetIgnore],
    linkFallback: t.linkFallback,
    footer: t.footer,
  });
}
