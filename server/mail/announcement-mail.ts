// An organiser's announcement by e-mail (docs/rules.md#announcements), in the recipient's language:
// the organisers' own title and text as they wrote them, framed in the app's words.
import type { Language } from '../../core/constants.ts';
import { type RenderedMail, render } from './messages.ts';
import { fill, MAIL_TEXTS } from './texts.ts';

interface AnnouncementTexts {
  subject: string;
  intro: string;
  action: string;
  why: string;
}

const TEXTS: Record<Language, AnnouncementTexts> = {
  en: {
    subject: '{event}: {title}',
    intro: 'The organisers of {event} have posted an announcement:',
    action: 'Open my dashboard',
    why: 'You receive this e-mail because you take part in {event}. The announcement is also pinned on your dashboard.',
  },
  ko: {
    subject: '[{event}] {title}',
    intro: '{event} 주최 측에서 공지를 올렸습니다:',
    action: '내 대시보드 열기',
    why: '{event}에 참가하셔서 이 메일을 받으셨습니다. 공지는 대시보드 상단에도 고정되어 있습니다.',
  },
  zh: {
    subject: '【{event}】{title}',
    intro: '{event}主办方发布了一则公告：',
    action: '打开我的仪表板',
    why: '您参加了{event}，因此收到此邮件。该公告也置顶显示在您的仪表板上。',
  },
  ja: {
    subject: '【{event}】{title}',
    intro: '{event}の主催者からお知らせがあります：',
    action: 'ダッシュボードを開く',
    why: '{event}にご参加のため、このメールをお送りしています。お知らせはダッシュボードの上部にも表示されています。',
  },
};

export function announcementMail(input: {
  language: Language;
  name: string;
  event: string;
  title: string;
  body: string;
  publicUrl: string;
}): RenderedMail {
  const t = TEXTS[input.language];
  const values = { event: input.event, title: input.title };
  const paragraphs = input.body
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return render('announcement', input.language, fill(t.subject, values), {
    greeting: fill(MAIL_TEXTS[input.language].greeting, { name: input.name }),
    paragraphs: [fill(t.intro, values), input.title, ...paragraphs],
    action: { label: t.action, url: `${input.publicUrl}/dashboard` },
    notes: [fill(t.why, values)],
    linkFallback: MAIL_TEXTS[input.language].linkFallback,
    footer: MAIL_TEXTS[input.language].footer,
  });
}
