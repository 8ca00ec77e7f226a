import type {QuestionWord} from './retrieve';

/**
 * How well a piece of text supports a question: the share of the question's subject, weighted by how
 * telling each word is (idf), that the text states. A word counts by its best match in the text (1 for
 * the word itself, less through a synonym, prefix or typo). Words the text itself lacks may count for
 * less through its surroundings (`around`): the section's headings frame a sentence, and the rest of
 * the section shows it is about the question's subject, but neither states the fact.
 */
export function wordMatch(word: QuestionWord, terms: Set<string>): number {
  let best = 0;
  for (const c of word.candidates) if (c.weight > best && terms.has(c.term)) best = c.weight;
  return best;
}

export type Surrounding = {terms: Set<string>; share: number};

export function coverage(words: QuestionWord[], terms: Set<string>, around: Surrounding[] = []): number {
  let total = 0;
  let covered = 0;
  for (const word of words) {
    const w = word.idf * word.weight;
    total += w;
    let best = wordMatch(word, terms);
    for (const {terms: more, share} of around) {
      if (best >= share) continue;
      best = Math.max(best, share * wordMatch(word, more));
    }
    covered += w * best;
  }
  return total > 0 ? covered / total : 0;
}

/** Share of terms two sentences have in common (Jaccard), to drop a sentence that repeats another. */
export function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}
