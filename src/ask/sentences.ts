/**
 * Splits a block of docs text (a paragraph, list item or table row) into sentences for the extractive
 * answerer. A sentence ends at . ! or ? followed by a space and a capital, digit or opening mark;
 * abbreviations that end in a dot ("e.g.", "a.m.") never end one. Table rows ("Field · Type · Notes")
 * stay whole: a row is one fact.
 */

const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|no|fig|cf|a\.m|p\.m|mr|ms|dr|st)\.)$/i;

export function splitSentences(block: string): string[] {
  const text = block.trim();
  if (!text) return [];
  if (text.includes(' · ')) return [text];
  const out: string[] = [];
  let start = 0;
  const boundary = /[.!?]["”’)]?\s+(?=["“(`*]?[\p{Lu}\p{N}])/gu;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].trimEnd().length;
    if (ABBREVIATIONS.test(text.slice(start, end))) continue;
    const sentence = text.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}
