// The words of every push, in the four languages of the app (docs/rules.md#push-notifications).
// A push shows on a locked screen, so it names no one but the counterpart and never quotes a
// message. {name}-style placeholders are filled by pushWords.
import type { Language } from '../../core/constants.ts';

/** What a push says; the onetap signals and the jobs of this folder each make one of these. */
export type PushText =
  /** The next meeting starts soon (the timed reminder). `time` is the start, local to the event. */
  | { type: 'meeting_soon'; counterpart: string; table: string | null; minutes: number; time: string }
  /** A new message in one of the person's threads: who wrote, never what. */
  | { type: 'new_message'; from: string }
  /** The counterpart of a meeting at `time` will be `minutes` late. */
  | { type: 'running_late'; from: string; minutes: number; time: string }
  /** The counterpart of a meeting at `time` is waiting at the table. */
  | { type: 'at_table'; from: string; table: string | null; time: string };

interface Words {
  meetingSoonAtTable: string;
  meetingSoon: string;
  meetingSoonBody: string;
  newMessage: string;
  newMessageBody: string;
  runningLate: string;
  atTableNamed: string;
  atTable: string;
  meetingAt: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    meetingSoonAtTable: 'Your next meeting is at table {table} in {minutes} minutes',
    meetingSoon: 'Your next meeting is in {minutes} minutes',
    meetingSoonBody: '{time} with {counterpart}',
    newMessage: 'New message from {from}',
    newMessageBody: 'Open the conversation to read it.',
    runningLate: '{from} is running {minutes} minutes late',
    atTableNamed: '{from} is at table {table}',
    atTable: '{from} is at the table',
    meetingAt: 'Your meeting at {time}',
  },
  ko: {
    meetingSoonAtTable: '{minutes}분 후 {table} 테이블에서 다음 상담이 있습니다',
    meetingSoon: '{minutes}분 후 다음 상담이 있습니다',
    meetingSoonBody: '{time} · {counterpart} 님과 상담',
    newMessage: '{from} 님의 새 메시지',
    newMessageBody: '대화를 열어 확인하세요.',
    runningLate: '{from} 님이 {minutes}분 늦습니다',
    atTableNamed: '{from} 님이 {table} 테이블에 도착했습니다',
    atTable: '{from} 님이 테이블에 도착했습니다',
    meetingAt: '{time} 상담',
  },
  zh: {
    meetingSoonAtTable: '您的下一场洽谈将在 {minutes} 分钟后于 {table} 号桌开始',
    meetingSoon: '您的下一场洽谈将在 {minutes} 分钟后开始',
    meetingSoonBody: '{time} · 与 {counterpart} 洽谈',
    newMessage: '来自 {from} 的新消息',
    newMessageBody: '打开对话查看。',
    runningLate: '{from} 将迟到 {minutes} 分钟',
    atTableNamed: '{from} 已到达 {table} 号桌',
    atTable: '{from} 已到达洽谈桌',
    meetingAt: '{time} 的洽谈',
  },
  ja: {
    meetingSoonAtTable: '{minutes}分後、{table}番テーブルで次の商談があります',
    meetingSoon: '{minutes}分後に次の商談があります',
    meetingSoonBody: '{time} · {counterpart}様との商談',
    newMessage: '{from}様から新しいメッセージ',
    newMessageBody: '会話を開いてご確認ください。',
    runningLate: '{from}様が{minutes}分遅れます',
    atTableNamed: '{from}様が{table}番テーブルに着きました',
    atTable: '{from}様がテーブルに着きました',
    meetingAt: '{time}の商談',
  },
};

const fill = (template: string, values: object) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = (values as Record<string, unknown>)[key];
    return value === undefined || value === null ? whole : String(value);
  });

/** The title and body of `text` in `language`. */
export function pushWords(text: PushText, language: Language): { title: string; body: string } {
  const w = WORDS[language];
  switch (text.type) {
    case 'meeting_soon':
      return {
        title: fill(text.table ? w.meetingSoonAtTable : w.meetingSoon, text),
        body: fill(w.meetingSoonBody, text),
      };
    case 'new_message':
      return { title: fill(w.newMessage, text), body: w.newMessageBody };
    case 'running_late':
      return { title: fill(w.runningLate, text), body: fill(w.meetingAt, text) };
    case 'at_table':
      return { title: fill(text.table ? w.atTableNamed : w.atTable, text), body: fill(w.meetingAt, text) };
  }
}
