// The words printed on agendas and badges, in the four app languages (the requester's app
// language picks them), and dates and time zones named in that language.
import type { Language } from '../../core/constants.ts';
import { utcDate } from '../../core/rules/time.ts';
import type { ParticipantRole } from '../../core/schemas/participant.ts';

export interface PdfLabels {
  agenda: string;
  agendas: string;
  badges: string;
  time: string;
  meetingWith: string;
  location: string;
  interpreter: string;
  checkIn: string;
  noMeetings: string;
  noMeetingsDay: string;
  /** '{zone}' is replaced by the time zone's name. */
  timesIn: string;
  continued: string;
  checkInHint: string;
  badgeQr: string;
  roles: Record<ParticipantRole, string>;
}

export const PDF_LABELS: Record<Language, PdfLabels> = {
  en: {
    agenda: 'Meeting agenda',
    agendas: 'Meeting agendas',
    badges: 'Badges',
    time: 'Time',
    meetingWith: 'Meeting with',
    location: 'Location',
    interpreter: 'Interpreter',
    checkIn: 'Check-in',
    noMeetings: 'No meetings are scheduled.',
    noMeetingsDay: 'No meetings on this day.',
    timesIn: 'Times in {zone}',
    continued: 'continued',
    checkInHint: 'At the table, scan the meeting’s code with your phone to check in.',
    badgeQr: 'My agenda',
    roles: { buyer: 'Buyer', seller: 'Seller', interpreter: 'Interpreter', volunteer: 'Volunteer' },
  },
  ko: {
    agenda: '미팅 일정표',
    agendas: '미팅 일정표',
    badges: '명찰',
    time: '시간',
    meetingWith: '미팅 상대',
    location: '장소',
    interpreter: '통역사',
    checkIn: '체크인',
    noMeetings: '예정된 미팅이 없습니다.',
    noMeetingsDay: '이 날은 미팅이 없습니다.',
    timesIn: '시간 기준: {zone}',
    continued: '계속',
    checkInHint: '테이블에서 휴대폰으로 미팅 QR 코드를 스캔하면 체크인됩니다.',
    badgeQr: '내 일정',
    roles: { buyer: '바이어', seller: '셀러', interpreter: '통역사', volunteer: '자원봉사자' },
  },
  zh: {
    agenda: '会议日程',
    agendas: '会议日程',
    badges: '胸牌',
    time: '时间',
    meetingWith: '会谈对象',
    location: '地点',
    interpreter: '口译员',
    checkIn: '签到',
    noMeetings: '暂无安排的会议。',
    noMeetingsDay: '当天没有会议。',
    timesIn: '时间以{zone}为准',
    continued: '续',
    checkInHint: '在洽谈桌用手机扫描该会议的二维码即可签到。',
    badgeQr: '我的日程',
    roles: { buyer: '买家', seller: '卖家', interpreter: '口译员', volunteer: '志愿者' },
  },
  ja: {
    agenda: '商談スケジュール',
    agendas: '商談スケジュール',
    badges: '名札',
    time: '時間',
    meetingWith: '商談相手',
    location: '場所',
    interpreter: '通訳者',
    checkIn: 'チェックイン',
    noMeetings: '予定されている商談はありません。',
    noMeetingsDay: 'この日の商談はありません。',
    timesIn: '時刻は{zone}',
    continued: '続き',
    checkInHint: 'テーブルで商談のQRコードをスマートフォンで読み取るとチェックインできます。',
    badgeQr: 'マイスケジュール',
    roles: { buyer: 'バイヤー', seller: 'セラー', interpreter: '通訳者', volunteer: 'ボランティア' },
  },
};

// A 500-page file asks for the same few headings on every page: each is worked out once.
const remembered = new Map<string, string>();
const remember = (key: string, make: () => string) => {
  let value = remembered.get(key);
  if (value === undefined) {
    if (remembered.size > 10_000) remembered.clear();
    value = make();
    remembered.set(key, value);
  }
  return value;
};

/** A calendar date as a day heading in `language`, such as "Wednesday, May 1, 2030". */
export function dayHeading(date: string, language: Language): string {
  return remember(`day|${language}|${date}`, () =>
    new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(utcDate(date)),
  );
}

/** The time zone's name in `language` on `date` ("Korean Standard Time"); its id when unknown. */
export function zoneName(timeZone: string, language: Language, date: string): string {
  return remember(`zone|${language}|${timeZone}|${date}`, () => {
    try {
      const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' }).formatToParts(
        new Date(`${date}T12:00:00Z`),
      );
      return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
    } catch {
      return timeZone;
    }
  });
}
