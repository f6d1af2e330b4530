import { describe, expect, it } from 'vitest';
import { CHUNK_WORDS, contentWords, splitSentences, summarize } from './summary.ts';

const MEETING = [
  'Good morning and thank you for coming.',
  'We make wireless speakers for hotels.',
  'The weather in Seoul is nice today.',
  'Our speakers ship with a two year warranty.',
  'Hotels in Europe order speakers in batches of five hundred.',
  'Let me get some coffee.',
  'Could you send the price list for the speakers and the warranty terms?',
  'See you at lunch.',
  'Bye.',
].join(' ');

describe('splitSentences', () => {
  it('splits at sentence punctuation and folds whitespace', () => {
    expect(splitSentences('  Hello there.  How are\nyou?  Fine! ')).toEqual({
      parts: ['Hello there.', 'How are you?', 'Fine!'],
      punctuated: true,
    });
  });

  it('cuts an unpunctuated transcript into pieces of twelve words', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i}`);
    const { parts, punctuated } = splitSentences(words.join(' '));
    expect(punctuated).toBe(false);
    expect(parts.map((p) => p.split(' ').length)).toEqual([CHUNK_WORDS, CHUNK_WORDS, 6]);
    expect(parts.join(' ')).toBe(words.join(' '));
  });

  it('has no parts for blank text', () => {
    expect(splitSentences(' \n ').parts).toEqual([]);
  });
});

describe('contentWords', () => {
  it('drops stopwords, single letters and case', () => {
    expect(contentWords("We'll send THE price list to you, a.s.a.p.")).toEqual(['send', 'price', 'list']);
  });
});

describe('summarize', () => {
  it('is empty for an empty transcript or one of stopwords only', () => {
    expect(summarize('')).toBe('');
    expect(summarize('yeah ok so um you know')).toBe('');
  });

  it('keeps a one-sentence transcript as it is', () => {
    expect(summarize('The price is ten dollars per unit.')).toBe('The price is ten dollars per unit.');
  });

  it('keeps the sentences about what the speakers came back to, in their order', () => {
    expect(summarize(MEETING)).toBe(
      'We make wireless speakers for hotels. Hotels in Europe order speakers in batches of five hundred. ' +
        'Could you send the price list for the speakers and the warranty terms?',
    );
  });

  it('never keeps small talk over the topic', () => {
    const summary = summarize(MEETING);
    for (const talk of ['Good morning', 'weather', 'coffee', 'lunch', 'Bye']) expect(summary).not.toContain(talk);
  });

  it('keeps fewer sentences for a short transcript, and at most maxSentences', () => {
    const three = 'Speakers are our product. The sky is blue. Speakers sell well in hotels.';
    expect(summarize(three)).toBe('Speakers sell well in hotels.');
    expect(summarize(MEETING, { maxSentences: 1 })).toBe('Hotels in Europe order speakers in batches of five hundred.');
  });

  it('marks a gap between unpunctuated pieces that were apart', () => {
    const chunk = (topic: string) => `${topic} ${topic} `.repeat(6).trim();
    const filler = 'and then we had the lunch and the coffee in the hall with everyone';
    const text = [chunk('speaker price'), filler, chunk('speaker warranty'), filler, filler, filler].join(' ');
    const summary = summarize(text);
    expect(summary.startsWith('speaker price')).toBe(true);
    expect(summary).toContain(' … speaker warranty');
    expect(summary).not.toContain('coffee');
  });

  it('cuts a long summary at a word, with an ellipsis', () => {
    const long = `${'speakers warranty '.repeat(60).trim()}.`;
    const summary = summarize(long, { maxChars: 50 });
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary.endsWith('warranty…') || summary.endsWith('speakers…')).toBe(true);
  });
});
