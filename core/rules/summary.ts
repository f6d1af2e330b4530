// The summary of a voice note (docs/rules.md#voice-notes): an extract, not a rewrite. The transcript's most
// informative sentences, kept in their order, where a sentence is informative when its words are
// the ones the speakers came back to most. Pure, so the job and the tests share it.

/** Words that say little about what a meeting was about. */
const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing done down during each few for from further get got had ' +
    'has have having he her here hers herself him himself his how i if in into is it its itself just let me ' +
    'more most my myself no nor not now of off ok okay on once only or other our ours ourselves out over own ' +
    'really same she should so some such than that the their theirs them themselves then there these they ' +
    'this those through to too under until up us very was we well were what when where which while who whom ' +
    'why will with would yeah yes you your yours yourself yourselves uh um oh ah like right think know going ' +
    "go one two thing things i'm it's that's don't we're you're there's can't won't i'll we'll"
  ).split(' '),
);

/** An unpunctuated transcript (pocketsphinx writes none) is cut into pieces of this many words. */
export const CHUNK_WORDS = 12;
const SENTENCE_END = /[.!?。！？]/;

export interface SummaryOptions {
  /** At most this many sentences (default 3). */
  maxSentences?: number;
  /** At most this many characters, cut at a word (default 300). */
  maxChars?: number;
}

/** The transcript's sentences, or 12-word pieces when it has no sentence punctuation. */
export function splitSentences(transcript: string): { parts: string[]; punctuated: boolean } {
  const text = transcript.replace(/\s+/g, ' ').trim();
  if (!text) return { parts: [], punctuated: false };
  if (SENTENCE_END.test(text)) {
    const parts = text
      .split(/(?<=[.!?。！？])\s+|(?<=[。！？])/)
      .map((s) => s.trim())
      .filter(Boolean);
    return { parts, punctuated: true };
  }
  const words = text.split(' ');
  const parts: string[] = [];
  for (let i = 0; i < words.length; i += CHUNK_WORDS) parts.push(words.slice(i, i + CHUNK_WORDS).join(' '));
  return { parts, punctuated: false };
}

/** The words of a sentence that carry meaning: lower case, stopwords and single letters dropped. */
export function contentWords(sentence: string): string[] {
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];
  return words.map((w) => w.replace(/’/g, "'")).filter((w) => w.length > 1 && !STOPWORDS.has(w));
}

/** A short extract of the transcript's most informative sentences, in their order; '' for none. */
export function summarize(transcript: string, { maxSentences = 3, maxChars = 300 }: SummaryOptions = {}): string {
  const { parts, punctuated } = splitSentences(transcript);
  if (parts.length === 0) return '';

  const words = parts.map(contentWords);
  const frequency = new Map<string, number>();
  for (const list of words) for (const w of list) frequency.set(w, (frequency.get(w) ?? 0) + 1);

  // Square root of the length: long sentences gain from more words, but not in proportion.
  const scored = parts.map((_, i) => {
    const list = words[i];
    const total = list.reduce((sum, w) => sum + (frequency.get(w) ?? 0), 0);
    return { i, score: list.length ? total / Math.sqrt(list.length) : 0 };
  });
  const keep = Math.min(maxSentences, Math.max(1, Math.round(parts.length / 3)));
  const chosen = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, keep)
    .map((s) => s.i)
    .sort((a, b) => a - b);
  if (chosen.length === 0) return '';

  // Unpunctuated pieces that were not next to each other are marked as a gap.
  const text = chosen
    .map((i, k) => (k > 0 && !punctuated && chosen[k - 1] !== i - 1 ? `… ${parts[i]}` : parts[i]))
    .join(' ');
  return capLength(text, maxChars);
}

/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
function capLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:…]+$/, '')}…`;
}
