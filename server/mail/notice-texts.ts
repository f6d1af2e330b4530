// The words of notices, digests and reminders in the app's four languages (the words of in-app
// notifications themselves come from the app's own locale files: server/mail/app-texts.ts).
// {name}-style placeholders are filled by server/mail/notice-messages.ts; nothing here is HTML.
import type { Language } from '../../core/constants.ts';
import type { NoticeKind } from '../../core/schemas/notice.ts';

export interface NoticeTexts {
  noticeAction: string;
  noticeWhy: string;
  digestSubject: string;
  digestIntro: string;
  digestMore: string;
  digestAction: string;
  digestWhy: string;
  reminderSubject: string;
  reminderIntro: string;
  agendaSubject: string;
  agendaIntro: string;
  agendaAction: string;
  meetingAction: string;
  place: string;
  placeUnknown: string;
  interpreter: string;
  settings: string;
  unsubscribe: string;
  kinds: Record<NoticeKind, string>;
}

export const NOTICE_TEXTS: Record<Language, NoticeTexts> = {
  en: {
    noticeAction: 'Open in the app',
    noticeWhy: 'You receive this because your notice settings send {kind} by e-mail as they happen.',
    digestSubject: 'Your daily summary: {count} updates',
    digestIntro: 'Here is what happened since your last summary.',
    digestMore: '… and {count} more in the app.',
    digestAction: 'Open the app',
    digestWhy: 'You receive this summary once a day for the kinds of notice you chose.',
    reminderSubject: 'In {minutes} minutes: meeting with {counterpart}',
    reminderIntro: 'Your meeting with {counterpart} starts at {time} on {date}.',
    agendaSubject: 'Your meetings on {date}',
    agendaIntro: '{event}: your meetings on {date}.',
    agendaAction: 'Open my agenda',
    meetingAction: 'Open the meeting',
    place: 'Where: {place}',
    placeUnknown: 'to be announced',
    interpreter: 'Interpreter: {name}',
    settings: 'Notice settings',
    unsubscribe: 'Stop these e-mails',
    kinds: {
      meeting_requests: 'meeting requests',
      request_nudges: 'reminders of requests waiting for your answer',
      meetings: 'meeting updates',
      transactions: 'transactions',
      assignments: 'assignments',
      messages: 'unread messages',
      meeting_reminders: 'meeting reminders',
      day_agendas: 'the next day’s agenda',
    },
  },
  ko: {
    noticeAction: '앱에서 보기',
    noticeWhy: '알림 설정에서 {kind}을(를) 즉시 이메일로 받도록 하셨기 때문에 이 메일을 받으셨습니다.',
    digestSubject: '오늘의 요약: 새 소식 {count}건',
    digestIntro: '지난 요약 이후의 소식입니다.',
    digestMore: '… 외 {count}건은 앱에서 확인하세요.',
    digestAction: '앱 열기',
    digestWhy: '선택하신 알림 종류를 하루 한 번 요약해 보내 드립니다.',
    reminderSubject: '{minutes}분 후: {counterpart} 상담',
    reminderIntro: '{counterpart}와(과)의 상담이 {date} {time}에 시작됩니다.',
    agendaSubject: '{date} 상담 일정',
    agendaIntro: '{event}: {date}의 상담 일정입니다.',
    agendaAction: '내 일정 보기',
    meetingAction: '상담 보기',
    place: '장소: {place}',
    placeUnknown: '추후 안내',
    interpreter: '통역: {name}',
    settings: '알림 설정',
    unsubscribe: '이 메일 수신 거부',
    kinds: {
      meeting_requests: '상담 요청',
      request_nudges: '답변을 기다리는 요청 알림',
      meetings: '상담 변경 소식',
      transactions: '거래',
      assignments: '업무 배정',
      messages: '읽지 않은 메시지',
      meeting_reminders: '상담 알림',
      day_agendas: '다음 날 일정',
    },
  },
  zh: {
    noticeAction: '在应用中打开',
    noticeWhy: '您收到此邮件，是因为您的通知设置会即时以邮件发送{kind}。',
    digestSubject: '您的每日摘要：{count} 条更新',
    digestIntro: '以下是自上次摘要以来的动态。',
    digestMore: '……另有 {count} 条，请在应用中查看。',
    digestAction: '打开应用',
    digestWhy: '您选择的通知类型每天汇总发送一次。',
    reminderSubject: '{minutes} 分钟后：与{counterpart}的洽谈',
    reminderIntro: '您与{counterpart}的洽谈将于 {date} {time} 开始。',
    agendaSubject: '您 {date} 的洽谈安排',
    agendaIntro: '{event}：您 {date} 的洽谈安排。',
    agendaAction: '打开我的日程',
    meetingAction: '打开洽谈',
    place: '地点：{place}',
    placeUnknown: '待定',
    interpreter: '翻译：{name}',
    settings: '通知设置',
    unsubscribe: '不再接收此类邮件',
    kinds: {
      meeting_requests: '洽谈请求',
      request_nudges: '待回复请求提醒',
      meetings: '洽谈变动',
      transactions: '交易',
      assignments: '任务分配',
      messages: '未读消息',
      meeting_reminders: '洽谈提醒',
      day_agendas: '次日日程',
    },
  },
  ja: {
    noticeAction: 'アプリで開く',
    noticeWhy: '通知設定で{kind}をすぐにメールで受け取るよう選ばれているため、このメールをお送りしています。',
    digestSubject: '本日のまとめ：新着 {count} 件',
    digestIntro: '前回のまとめ以降のお知らせです。',
    digestMore: '…ほか {count} 件はアプリでご確認ください。',
    digestAction: 'アプリを開く',
    digestWhy: '選ばれた種類のお知らせを1日1回まとめてお送りしています。',
    reminderSubject: '{minutes} 分後：{counterpart} との商談',
    reminderIntro: '{counterpart} との商談は {date} {time} に始まります。',
    agendaSubject: '{date} の商談予定',
    agendaIntro: '{event}：{date} の商談予定です。',
    agendaAction: '自分の予定を開く',
    meetingAction: '商談を開く',
    place: '場所：{place}',
    placeUnknown: '追ってお知らせします',
    interpreter: '通訳：{name}',
    settings: '通知設定',
    unsubscribe: 'このメールの配信を停止',
    kinds: {
      meeting_requests: '商談リクエスト',
      request_nudges: '返信待ちリクエストのお知らせ',
      meetings: '商談の変更',
      transactions: '取引',
      assignments: '業務の割り当て',
      messages: '未読のメッセージ',
      meeting_reminders: '商談リマインダー',
      day_agendas: '翌日の予定',
    },
  },
};
