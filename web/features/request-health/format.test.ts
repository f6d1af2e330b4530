// The median time to answer reads in minutes, hours or days, in each language.
import { describe, expect, it } from 'vitest';
import { answerTime } from './format.ts';

describe('answerTime', () => {
  it('picks the unit by size', () => {
    expect(answerTime(null, 'en')).toBe('—');
    expect(answerTime(20, 'en')).toBe('1 minute');
    expect(answerTime(45 * 60, 'en')).toBe('45 minutes');
    expect(answerTime(19 * 3600, 'en')).toBe('19 hours');
    expect(answerTime(47.5 * 3600, 'en')).toBe('47.5 hours');
    expect(answerTime(60 * 3600, 'en')).toBe('2.5 days');
  });

  it('speaks the reader’s language', () => {
    expect(answerTime(19 * 3600, 'ko')).toBe('19시간');
    expect(answerTime(19 * 3600, 'ja')).toBe('19 時間');
    expect(answerTime(19 * 3600, 'zh')).toBe('19小时');
  });
});
