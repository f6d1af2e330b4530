// Rendering: every language fills every placeholder, and values cannot inject HTML.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/constants.ts';
import { invitationMail, passwordResetMail } from './messages.ts';

const invitation = (locale: (typeof LANGUAGES)[number], name = 'Kim Minji') =>
  invitationMail({
    locale,
    name,
    email: 'minji@example.test',
    event: 'Seoul Beauty Week',
    url: 'https://b2b.example/set-password#token=abc',
    expiresAt: new Date('2030-05-01T12:00:00Z'),
    timeZone: 'Asia/Seoul',
  });

describe('e-mail rendering', () => {
  it.each(LANGUAGES)('fills every placeholder in %s', (locale) => {
    const reset = passwordResetMail({ locale, name: 'Kim', email: 'k@example.test', url: 'https://x/y', minutes: 60 });
    for (const mail of [invitation(locale), reset]) {
      for (const text of [mail.subject, mail.textBody, mail.htmlBody]) expect(text).not.toMatch(/\{\w+\}/);
      expect(mail.textBody).toContain(mail.links[0]);
      expect(mail.htmlBody).toContain(`lang="${locale}"`);
    }
    expect(invitation(locale).subject).toContain('Seoul Beauty Week');
    expect(invitation(locale).textBody).toContain('2030');
  });

  it('escapes values in the HTML and keeps them whole in the text', () => {
    const mail = invitation('en', '<img src=x onerror=alert(1)> & Co');
    expect(mail.htmlBody).not.toContain('<img');
    expect(mail.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(mail.textBody).toContain('Dear <img src=x onerror=alert(1)> & Co,');
  });
});
