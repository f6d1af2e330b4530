import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/constants.ts';
import { type PushText, pushWords } from './texts.ts';

const TEXTS: PushText[] = [
  { type: 'meeting_soon', counterpart: 'Kim Foods', table: 'A-12', minutes: 10, time: '14:00' },
  { type: 'meeting_soon', counterpart: 'Kim Foods', table: null, minutes: 10, time: '14:00' },
  { type: 'new_message', from: 'Kim' },
  { type: 'running_late', from: 'Kim', minutes: 15, time: '14:00' },
  { type: 'at_table', from: 'Kim', table: 'A-12', time: '14:00' },
  { type: 'at_table', from: 'Kim', table: null, time: '14:00' },
];

describe('the words of a push', () => {
  it('fills every placeholder in every language, and names the table only when there is one', () => {
    for (const language of LANGUAGES) {
      for (const text of TEXTS) {
        const { title, body } = pushWords(text, language);
        expect(`${title} ${body}`, `${language} ${text.type}`).not.toMatch(/[{}]|null/);
        if ('table' in text) expect(title.includes('A-12'), `${language} ${text.type}`).toBe(text.table !== null);
      }
    }
  });

  it('reads as the examples', () => {
    expect(pushWords(TEXTS[0], 'en')).toEqual({
      title: 'Your next meeting is at table A-12 in 10 minutes',
      body: '14:00 with Kim Foods',
    });
    expect(pushWords(TEXTS[3], 'en').title).toBe('Kim is running 15 minutes late');
    expect(pushWords(TEXTS[4], 'zh').title).toBe('Kim 已到达 A-12 号桌');
    expect(pushWords(TEXTS[2], 'ko').title).toBe('Kim 님의 새 메시지');
  });
});
