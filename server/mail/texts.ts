// The words of every e-mail, in the four languages of the app. {name}-style placeholders are
// filled by server/mail/messages.ts; nothing here is HTML.
import type { Language } from '../../core/constants.ts';

export interface MailTexts {
  greeting: string;
  invitationSubject: string;
  invitationIntro: string;
  invitationAction: string;
  invitationExpiry: string;
  invitationIgnore: string;
  resetSubject: string;
  resetIntro: string;
  resetAction: string;
  resetExpiry: string;
  resetIgnore: string;
  linkFallback: string;
  footer: string;
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  en: {
    greeting: 'Dear {name},',
    invitationSubject: '{event}: your invitation to the B2B meetings',
    invitationIntro:
      'You are invited to take part in {event} on the B2B Platform, where you will find your one-to-one meetings, requests and interpreters. Your account is {email}.',
    invitationAction: 'Choose my password',
    invitationExpiry: 'The link works once, until {date}.',
    invitationIgnore: 'If you did not expect this invitation, you can ignore this message.',
    resetSubject: 'Reset your B2B Platform password',
    resetIntro: 'We received a request to reset the password of the account {email}.',
    resetAction: 'Choose a new password',
    resetExpiry: 'The link works once, for {minutes} minutes. Signing in with it ends your other sessions.',
    resetIgnore: 'If you did not ask for this, ignore this message: your password stays as it is.',
    linkFallback: 'If the button does not work, open this address:',
    footer: 'B2B Platform · exhibition B2B matching',
  },
  ko: {
    greeting: '{name} 님, 안녕하세요.',
    invitationSubject: '[{event}] B2B 상담회 초대',
    invitationIntro:
      'B2B 플랫폼의 {event}에 초대되었습니다. 1:1 상담 일정, 상담 요청과 통역 배정을 이곳에서 확인하실 수 있습니다. 계정: {email}',
    invitationAction: '비밀번호 설정하기',
    invitationExpiry: '이 링크는 {date}까지 한 번만 사용할 수 있습니다.',
    invitationIgnore: '초대를 예상하지 못하셨다면 이 메일을 무시하셔도 됩니다.',
    resetSubject: 'B2B 플랫폼 비밀번호 재설정',
    resetIntro: '{email} 계정의 비밀번호 재설정 요청을 받았습니다.',
    resetAction: '새 비밀번호 설정하기',
    resetExpiry: '이 링크는 {minutes}분 동안 한 번만 사용할 수 있습니다. 재설정하면 다른 기기의 로그인은 종료됩니다.',
    resetIgnore: '요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
    linkFallback: '버튼이 동작하지 않으면 아래 주소를 여세요:',
    footer: 'B2B 플랫폼 · 전시회 B2B 매칭',
  },
  zh: {
    greeting: '{name}，您好：',
    invitationSubject: '【{event}】B2B 洽谈会邀请',
    invitationIntro:
      '诚邀您参加 B2B 平台上的{event}。您可以在平台上查看一对一洽谈安排、洽谈请求和翻译。您的账户：{email}',
    invitationAction: '设置我的密码',
    invitationExpiry: '此链接仅可使用一次，有效期至 {date}。',
    invitationIgnore: '如果您没有预期收到此邀请，请忽略本邮件。',
    resetSubject: '重置您的 B2B 平台密码',
    resetIntro: '我们收到了重置账户 {email} 密码的请求。',
    resetAction: '设置新密码',
    resetExpiry: '此链接仅可使用一次，{minutes} 分钟内有效。重置后，您在其他设备上的登录将被注销。',
    resetIgnore: '如果这不是您本人的请求，请忽略本邮件，您的密码不会改变。',
    linkFallback: '如果按钮无法使用，请打开以下地址：',
    footer: 'B2B 平台 · 展会 B2B 配对',
  },
  ja: {
    greeting: '{name} 様',
    invitationSubject: '【{event}】B2B 商談会へのご招待',
    invitationIntro:
      'B2B プラットフォームの{event}にご招待します。1対1の商談予定、商談リクエスト、通訳の手配をこちらでご確認いただけます。アカウント：{email}',
    invitationAction: 'パスワードを設定する',
    invitationExpiry: 'このリンクは {date} まで、一度だけ使えます。',
    invitationIgnore: 'お心当たりのない場合は、このメールを破棄してください。',
    resetSubject: 'B2B プラットフォームのパスワード再設定',
    resetIntro: 'アカウント {email} のパスワード再設定のご依頼を受け付けました。',
    resetAction: '新しいパスワードを設定する',
    resetExpiry: 'このリンクは {minutes} 分間、一度だけ使えます。再設定すると、他の端末からのログインは終了します。',
    resetIgnore: 'ご依頼に心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
    linkFallback: 'ボタンが動作しない場合は、次のアドレスを開いてください：',
    footer: 'B2B プラットフォーム · 展示会 B2B マッチング',
  },
};

/** `template` with each {key} replaced by its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
