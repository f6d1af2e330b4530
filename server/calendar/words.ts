// The words of calendar events, in the four languages of the app. A personal feed and a downloaded
// meeting speak the language of the person they are made for (their profile's locale, else English).
// {name}-style placeholders are filled by server/calendar/meeting-event.ts.
import type { Language } from '../../core/constants.ts';

export interface CalendarWords {
  /** The feed's name in the calendar app. */
  calendarName: string;
  /** SUMMARY for a buyer or seller: the other party. */
  meetingWith: string;
  /** SUMMARY for the interpreter or an admin: both parties. */
  meetingBetween: string;
  /** Put before the SUMMARY of a cancelled meeting, for apps that do not show STATUS. */
  cancelled: string;
  buyer: string;
  seller: string;
  interpreter: string;
  noInterpreter: string;
  project: string;
  details: string;
}

export const CALENDAR_WORDS: Record<Language, CalendarWords> = {
  en: {
    calendarName: 'B2B meetings',
    meetingWith: 'Meeting with {party}',
    meetingBetween: 'Meeting: {buyer} – {seller}',
    cancelled: 'Cancelled',
    buyer: 'Buyer',
    seller: 'Seller',
    interpreter: 'Interpreter',
    noInterpreter: 'not assigned',
    project: 'Project',
    details: 'Details',
  },
  ko: {
    calendarName: 'B2B 미팅',
    meetingWith: '미팅: {party}',
    meetingBetween: '미팅: {buyer} – {seller}',
    cancelled: '취소됨',
    buyer: '바이어',
    seller: '셀러',
    interpreter: '통역사',
    noInterpreter: '배정되지 않음',
    project: '프로젝트',
    details: '자세히 보기',
  },
  zh: {
    calendarName: 'B2B 洽谈',
    meetingWith: '洽谈：{party}',
    meetingBetween: '洽谈：{buyer} – {seller}',
    cancelled: '已取消',
    buyer: '买家',
    seller: '卖家',
    interpreter: '口译员',
    noInterpreter: '未分配',
    project: '项目',
    details: '详情',
  },
  ja: {
    calendarName: 'B2B 商談',
    meetingWith: '商談：{party}',
    meetingBetween: '商談：{buyer} – {seller}',
    cancelled: 'キャンセル',
    buyer: 'バイヤー',
    seller: 'セラー',
    interpreter: '通訳者',
    noInterpreter: '未割り当て',
    project: 'プロジェクト',
    details: '詳細',
  },
};

/** The words of a profile's locale; English when it has none or one we do not have. */
export function calendarWords(locale: string | null | undefined): CalendarWords {
  return CALENDAR_WORDS[locale as Language] ?? CALENDAR_WORDS.en;
}
