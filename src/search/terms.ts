import {indexTerms, tokens} from './tokenize';
import {SYNONYM_GROUPS} from './synonyms';

/*
 * The terms a text is indexed and searched by. Its own module, free of build-time code, because the
 * browser needs it too (Ask AI's retrieval, src/ask): the index plugin's modules read files.
 */

/** Multi-word synonyms as stemmed term sequences, each with the single-word members it also indexes. */
type Phrase = {words: string[]; singles: string[]};
const PHRASES: Phrase[] = SYNONYM_GROUPS.flatMap((group) => {
  const singles = group.filter((m) => !m.includes(' ')).map((m) => tokens(m)[0].term);
  return group.filter((m) => m.includes(' ')).map((m) => ({words: tokens(m).map((t) => t.term), singles}));
});
/** The phrases by their first word, so a text is walked once rather than once per phrase. */
const PHRASES_BY_FIRST = new Map<string, Phrase[]>();
for (const phrase of PHRASES)
  PHRASES_BY_FIRST.set(phrase.words[0], [...(PHRASES_BY_FIRST.get(phrase.words[0]) ?? []), phrase]);

/** The terms of a text, plus the single-word synonyms of any multi-word synonym it contains. */
export function termsOf(text: string): string[] {
  const words = tokens(text);
  const out = indexTerms(text, words);
  const seq = words.map((t) => t.term);
  const found = new Set<Phrase>();
  for (let i = 0; i < seq.length; i++) {
    for (const phrase of PHRASES_BY_FIRST.get(seq[i]) ?? []) {
      const {words} = phrase;
      if (!found.has(phrase) && i + words.length <= seq.length && words.every((w, k) => seq[i + k] === w)) {
        found.add(phrase);
      }
    }
  }
  // In the phrases' own order, as before, so the index is the same.
  for (const phrase of PHRASES) if (found.has(phrase)) out.push(...phrase.singles);
  return out;
}
