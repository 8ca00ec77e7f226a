import type {SearchRecord} from '../../search/records';
import {expansionsOf, platformTerms, type Expansion} from '../../search/vocabulary';

/** The trusted sources the vocabulary layer is built from; each can be left out to measure it. */
export const VOCABULARY_SOURCES = ['glossary', 'platform'] as const;
export type VocabularySource = (typeof VOCABULARY_SOURCES)[number];

/**
 * The sources the shipped index uses: each is kept only while it improves the validation half
 * (npm run bench:search -- --sources). The glossary's title forms and aliases did not (validation
 * MRR@10 0.795 with the platform map alone, 0.793 with both), so they stay out until they do.
 */
export const DEFAULT_VOCABULARY: readonly VocabularySource[] = ['platform'];

/**
 * A single word from elsewhere is rewritten only while the docs seldom use it: a word the docs use
 * widely already means what the docs mean by it ("rules", "topics"), and a rewrite would drown it.
 */
const MAX_UNITS_FOR_A_WORD = 12;

/** "Average handle time (AHT)" → ["Average handle time", "AHT"]. */
function titleNames(title: string): string[] {
  const m = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(title);
  return m ? [m[1], m[2]] : [title];
}

/** Names a glossary page gives its term in prose: "also called X", "other tools call them X or Y". */
function proseAliases(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /\b(?:also (?:called|known as)|other (?:tools|platforms|products) call (?:it|them))\s+([^.;:()]+)/gi,
  )) {
    for (const part of m[1].split(/,|\bor\b/)) {
      const alias = part.replace(/\b(the|a|an)\b/gi, '').trim();
      if (alias && alias.split(/\s+/).length <= 4) out.push(alias);
    }
  }
  return out;
}

/** The glossary's own aliases: each page's title forms and the other names its text gives the term. */
export function glossaryExpansions(records: SearchRecord[]): Expansion[] {
  const out: Expansion[] = [];
  const pages = new Map<string, {title: string; aliases: string[]}>();
  for (const r of records) {
    if (!/\/docs\/glossary\/[^/]+$/.test(r.url_without_anchor)) continue;
    const page = pages.get(r.url_without_anchor) ?? {title: r.hierarchy.lvl1 ?? '', aliases: []};
    pages.set(r.url_without_anchor, page);
    if (r.content) page.aliases.push(...proseAliases(r.content));
  }
  for (const {title, aliases} of pages.values()) {
    const [name, ...short] = titleNames(title);
    out.push(...expansionsOf(name, [...short, ...aliases]));
    for (const s of short) out.push(...expansionsOf(s, [name]));
  }
  return out;
}

export function platformExpansions(): Expansion[] {
  return platformTerms.flatMap((entry) => expansionsOf(entry.ours, entry.terms));
}

/**
 * The expansions of the chosen sources whose targets occur in the docs; another platform's one-word
 * term is kept only while the docs seldom use it (`unitsWith`: in how many search units a term occurs).
 */
export function buildExpansions(
  records: SearchRecord[],
  sources: readonly VocabularySource[],
  unitsWith: (term: string) => number,
): Expansion[] {
  const words = (e: Expansion): boolean => e.to.every((t) => unitsWith(t) > 0);
  const glossary = sources.includes('glossary') ? glossaryExpansions(records).filter(words) : [];
  const platform = sources.includes('platform')
    ? platformExpansions().filter(
        (e) => words(e) && (e.from.length > 1 || unitsWith(e.from[0]) <= MAX_UNITS_FOR_A_WORD),
      )
    : [];
  return [...glossary, ...platform];
}
