import {fold, stem} from './tokenize';

/**
 * Algolia-style highlight and snippet results for one attribute: HTML-escaped text with the matched
 * words wrapped in the highlight tags, plus how well the attribute matched.
 */
export type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type SnippetResult = {value: string; matchLevel: MatchLevel};

/** Tells, for a word of the text (folded and stemmed), which query word it matches, or -1. */
export type WordMatcher = {match(term: string): number; words: string[]};

export type Tags = {pre: string; post: string; ellipsis: string};
export const DEFAULT_TAGS: Tags = {pre: '<mark>', post: '</mark>', ellipsis: '…'};

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Builds a matcher from the terms each query word matched in the index. */
export function createMatcher(words: string[], candidates: {term: string}[][]): WordMatcher {
  const byTerm = new Map<string, number>();
  candidates.forEach((list, i) => list.forEach(({term}) => byTerm.has(term) || byTerm.set(term, i)));
  return {words, match: (term) => byTerm.get(term) ?? -1};
}

type Piece = {text: string; word: number};

/** Splits text into runs: words (with the query word they match, or -1) and what lies between. */
function pieces(text: string, matcher: WordMatcher): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (m.index > last) out.push({text: text.slice(last, m.index), word: -2});
    out.push({text: m[0], word: matcher.match(stem(fold(m[0])))});
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({text: text.slice(last), word: -2});
  return out;
}

function level(found: Set<number>, total: number): MatchLevel {
  if (found.size === 0) return 'none';
  return found.size >= total ? 'full' : 'partial';
}

function render(list: Piece[], tags: Tags): string {
  return list.map((p) => (p.word >= 0 ? `${tags.pre}${escapeHtml(p.text)}${tags.post}` : escapeHtml(p.text))).join('');
}

export function highlight(text: string, matcher: WordMatcher, tags: Tags = DEFAULT_TAGS): HighlightResult {
  const list = pieces(text, matcher);
  const found = new Set(list.filter((p) => p.word >= 0).map((p) => p.word));
  const words = list.filter((p) => p.word !== -2);
  const result: HighlightResult = {
    value: render(list, tags),
    matchLevel: level(found, matcher.words.length),
    matchedWords: [...found].sort((a, b) => a - b).map((i) => matcher.words[i]),
  };
  if (found.size > 0) result.fullyHighlighted = words.length > 0 && words.every((p) => p.word >= 0);
  return result;
}

/**
 * A window of `size` words (as a reader counts them: separated by spaces) around the first match, or
 * from the start, with the ellipsis where text was cut, like Algolia's `attributesToSnippet: ['content:10']`.
 */
export function snippet(text: string, matcher: WordMatcher, size: number, tags: Tags = DEFAULT_TAGS): SnippetResult {
  const words = text.split(/\s+/).filter(Boolean);
  const matched = words.map((w) =>
    pieces(w, matcher)
      .filter((p) => p.word >= 0)
      .map((p) => p.word),
  );
  const level_ = (from: number, to: number): MatchLevel =>
    level(new Set(matched.slice(from, to).flat()), matcher.words.length);
  if (words.length <= size)
    return {value: render(pieces(words.join(' '), matcher), tags), matchLevel: level_(0, words.length)};
  const first = matched.findIndex((m) => m.length > 0);
  // Start a couple of words before the first match so it reads in context.
  let start = first < 0 ? 0 : Math.max(0, first - Math.min(2, Math.floor(size / 4)));
  start = Math.min(start, words.length - size);
  const end = start + size;
  const value = `${start > 0 ? tags.ellipsis : ''}${render(pieces(words.slice(start, end).join(' '), matcher), tags)}${
    end < words.length ? tags.ellipsis : ''
  }`;
  return {value, matchLevel: level_(start, end)};
}
