// The e-mail telling an admin that a webhook endpoint was disabled after days of failures
// (docs/decisions/049-webhooks.md#disabling), in their language.
import type { Language } from '../../core/constants.ts';
import { type RenderedMail, render } from '../mail/messages.ts';
import { fill, MAIL_TEXTS } from '../mail/texts.ts';

const TEXTS: Record<Language, { subject: string; intro: string; fix: string; action: string }> = {
  en: {
    subject: '{event}: a webhook endpoint was disabled',
    intro: 'Every delivery to {url} has failed for {days} days, so it receives no more events.',
    fix: 'Once the receiver works again, turn the endpoint back on and redeliver the events it missed.',
    action: 'Open the webhooks',
  },
  ko: {
    subject: '[{event}] 웹훅 엔드포인트가 비활성화되었습니다',
    intro: '{url}(으)로의 전송이 {days}일 동안 모두 실패하여 더 이상 이벤트를 받지 않습니다.',
    fix: '수신 측이 다시 작동하면 엔드포인트를 다시 켜고 놓친 이벤트를 재전송하세요.',
    action: '웹훅 열기',
  },
  zh: {
    subject: '【{event}】一个 Webhook 端点已被停用',
    intro: '发往 {url} 的投递已连续 {days} 天全部失败，因此它不再接收事件。',
    fix: '接收方恢复正常后，请重新启用该端点，并重新投递它错过的事件。',
    action: '打开 Webhook',
  },
  ja: {
    subject: '【{event}】Webhook のエンドポイントが無効になりました',
    intro: '{url} への配信が {days} 日間すべて失敗したため、イベントの送信を停止しました。',
    fix: '受信側が復旧したら、エンドポイントを再び有効にし、届かなかったイベントを再配信してください。',
    action: 'Webhook を開く',
  },
};

export function webhookDisabledMail(input: {
  language: Language;
  name: string;
  event: string;
  url: string;
  days: number;
  link: string;
}): RenderedMail {
  const t = TEXTS[input.language];
  const values = { event: input.event, url: input.url, days: String(input.days) };
  return render('webhook_disabled', input.language, fill(t.subject, values), {
    greeting: fill(MAIL_TEXTS[input.language].greeting, { name: input.name }),
    paragraphs: [fill(t.intro, values), t.fix],
    action: { label: t.action, url: input.link },
    notes: [],
    linkFallback: MAIL_TEXTS[input.language].linkFallback,
    footer: MAIL_TEXTS[input.language].footer,
  });
}
