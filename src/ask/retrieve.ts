import type {Candidate, QueryPlan, SearchEngine} from '../search/engine';
import {fold, stem, tokens} from '../search/tokenize';
import {termsOf} from '../search/terms';
import {pageKind} from '../search/intent';
import type {PassageStore} from './passages';
import type {Source, Turn} from './answerer';
import {questionFocus, type Focus} from './focus';
import {inDocsWords} from './vocabulary';
import {FORM_WEIGHT, formsOf} from './word-forms';
import {unknownCompounds} from './compounds';

/**
 * Retrieval for Ask AI: the same local index as search, at section granularity (a unit is a page top
 * or a heading), with the question's words expanded by the engine as for search (stems, synonyms,
 * joined words, typos), then the text of the best sections from the passages files.
 */

/**
 * Words that shape a question but say nothing about its subject ("how many", "can I"); search's stop
 * words drop some of them already. Left in, they would match every page that says "many" or "need".
 */
const QUESTION_WORDS = new Set(
  (
    'how what which who whom whose why when where many much often long big ' +
    'does do did can could should would will shall may might must is are was were be been being ' +
    'me my mine myself we us our you your i it its there here this that these those ' +
    'he him his she her hers they them their theirs has have had having ' +
    'need needs want wants possible way ways please tell explain know happen happens happened ' +
    'get gets got use used using any some anything something someone somebody exactly actually ' +
    'own several various kind sort once again ever still really just also too currently anymore ' +
    'mynah docs documentation'
  ).split(' '),
);

/** Words that point back at an earlier question ("can it be undone?"). */
const BACK_REFERENCES = new Set('it its this that these those they them their there one ones same'.split(' '));

export type QuestionWord = {
  /** As typed, folded. */
  word: string;
  /** How much the word tells about the subject: its idf in the index, or the idf of an unseen word. */
  idf: number;
  /** How much the question leans on the word: 1 in the clause that asks, less in the story around it. */
  weight: number;
  /** The index terms the word matches, with how much each counts (1 for the word itself). */
  candidates: Candidate[];
  /**
   * Whether the docs treat the word as a topic: it, or a form of it, is in a page title or heading.
   * (Counting page descriptions too made the signal weaker: their words are everyday ones.)
   */
  topic?: boolean;
  /**
   * A name of the asking clause that the docs never use, hyphenated or a product with its kind
   * (compounds.ts), when the word is one of its parts.
   */
  compound?: string;
};

/**
 * How telling a question's word is: the idf of the word itself when the index holds it, not of the
 * rarest spelling the index also holds ("events", a one-segment API path in a few operation headings,
 * outweighed every other word of a question about events); else of its rarest exact match (the
 * parts of an identifier), else the idf of an unseen word.
 */
export function wordIdf(term: string, candidates: Candidate[], idf: (term: string) => number): number {
  if (candidates.some((c) => c.term === term && c.weight === 1)) return idf(term);
  const exact = candidates.filter((c) => c.weight === 1).map((c) => idf(c.term));
  return exact.length > 0 ? Math.max(...exact) : idf(term);
}

/** Terms of every page title and heading of the docs, and each page's title by its words (titleWords), per engine. */
type Headings = {terms: Set<string>; titles: {page: number; words: string[][]}[]};
const headingTerms = new WeakMap<SearchEngine, Headings>();

function headingsOf(engine: SearchEngine): Headings {
  let found = headingTerms.get(engine);
  if (!found) {
    found = {terms: new Set<string>(), titles: []};
    for (let id = 0; id < engine.unitCount; id++) {
      const unit = engine.unit(id);
      const own = unit.hierarchy[unit.type];
      if (!own) continue;
      const terms = termsOf(own);
      for (const t of terms) found.terms.add(t);
      if (unit.type === 'lvl1' && pageKind(unit.path) !== 'release')
        found.titles.push({page: unit.page, words: titleWords(titleName(own))});
    }
    headingTerms.set(engine, found);
  }
  return found;
}

/**
 * The name a page title gives its subject: the title without what a parenthesis adds, an
 * abbreviation, a full form or a status ("Knowledge base (KB)", "Input node (legacy)"): a question
 * that says "knowledge base" names the page without saying "KB".
 */
export function titleName(title: string): string {
  const name = title.replace(/\s*\([^)]*\)\s*$/, '').trim();
  return name || title;
}

/**
 * A title's words, each with its terms: the terms of the title as a whole also hold what its phrases
 * stand for ("knowledge base" adds "kb"), which a question that says the words need not say too.
 */
export function titleWords(title: string): string[][] {
  return tokens(title)
    .map((t) => termsOf(t.word))
    .filter((terms) => terms.length > 0);
}

/**
 * Pages the question names by their whole title ("chat session" names Session, "the Code node" Code
 * node), longest title first: the page about a thing states its limits and defaults, however the
 * ranking of a long question places it.
 */
function namedPages(engine: SearchEngine, words: QuestionWord[], count: number): number[] {
  const said = new Set<string>();
  for (const w of words) {
    if (w.weight < 1) continue;
    for (const c of w.candidates) if (c.weight >= FORM_WEIGHT) said.add(c.term);
  }
  return headingsOf(engine)
    .titles.filter((t) => t.words.length > 0 && t.words.every((terms) => terms.some((term) => said.has(term))))
    .sort((a, b) => b.words.length - a.words.length)
    .slice(0, count)
    .map((t) => t.page);
}

export type RetrievedSection = {
  unit: number;
  /** Order of the section's page among the pages retrieved (0 = best; a page the question names by its title is 0). */
  pageRank: number;
  /** Order of the section itself in the search ranking, or null when it came in with its page. */
  unitRank: number | null;
  path: string;
  page: string;
  section: string | null;
  /** Terms of the page title and the headings above and at this section. */
  context: Set<string>;
  /** The section's text blocks (paragraphs, list items, table rows), in page order. */
  blocks: string[];
};

export type Retrieval = {
  words: QuestionWord[];
  sections: RetrievedSection[];
  /** The question's focus (its asking clause and the kind of answer it wants), in the docs' words. */
  focus?: Focus;
  /** Search scores of the best-ranked units, best first: how concentrated the ranking is. */
  scores?: number[];
};

/**
 * The word after "how" that says which measure is asked for ("how large", "how far back", "how fast"):
 * the shape of the answer, as "how long" and "how many" are, not a word of its subject.
 */
const MEASURE_AFTER_HOW = new Set('large big small far fast soon quickly early late deep high low'.split(' '));

function contentWords(text: string): string[] {
  const words = tokens(text).map((t) => t.word);
  return words.filter(
    (w, i) =>
      (w.length > 1 || /\d/.test(w)) && !QUESTION_WORDS.has(w) && !(words[i - 1] === 'how' && MEASURE_AFTER_HOW.has(w)),
  );
}

/**
 * What to search for: the question's subject words; for a follow-up that leans on the previous
 * question ("and for groups?", "can it be undone?"), the previous question's subject words as well.
 */
export function searchText(question: string, history: Turn[]): string {
  const own = contentWords(question);
  const previous = history.at(-1);
  if (!previous) return own.join(' ');
  const leans =
    own.length <= 1 ||
    tokens(question).some((t) => BACK_REFERENCES.has(t.word)) ||
    /^\s*(and|or|but|also|what about|how about)\b/i.test(question);
  if (!leans) return own.join(' ');
  const earlier = contentWords(previous.question).filter((w) => !own.includes(w));
  return [...own, ...earlier].join(' ');
}

export function toSource(section: RetrievedSection, n: number): Source {
  return {n, path: section.path, page: section.page, section: section.section};
}

export type RetrieveOptions = {
  /** The best-ranked sections, read whatever page they are on. */
  sections?: number;
  /** The best-ranked pages, read whole: search ranks a page's title and headings high, but the
   * sentence that answers a question is often in a section whose heading says little. */
  pages?: number;
};

export async function retrieve(
  engine: SearchEngine,
  store: PassageStore,
  question: string,
  history: Turn[] = [],
  {sections: sectionCount = 8, pages: pageCount = 5}: RetrieveOptions = {},
): Promise<Retrieval> {
  // Readers' words for the docs' terms ("macro" for canned response), then the clause that asks.
  const docsWorded = inDocsWords(question);
  const focus = questionFocus(docsWorded);
  const text = searchText(docsWorded, history);
  if (!text) return {words: [], sections: [], focus, scores: []};
  // The trailing space: a question is complete, so its last word is not a prefix being typed.
  const {plan, ranked: whole} = engine.search(`${text} `, SEARCH_OPTIONS);
  // With a story before the ask, the asking clause is searched on its own too: the story's words
  // would otherwise rank pages that share the scene (a clinic, a Black Friday sale) above the answer.
  // An ask that points back ("open a Case there") is searched with the names it points to.
  const askText = focus.narrative ? [...contentWords(focus.ask), ...focus.referred].join(' ') : '';
  const askRanked = askText && askText !== text ? engine.search(`${askText} `, SEARCH_OPTIONS).ranked : [];
  const ranked = interleave(askRanked, whole);
  const docsTerms = rewrittenAs(plan);
  const topics = headingsOf(engine).terms;
  const all: QuestionWord[] = plan.words.map((term, i) => {
    // The docs' other forms of the word ("deletion" for "delete"), where search's stemming parts them.
    const known = new Set(plan.candidates[i].map((c) => c.term));
    const forms = formsOf(term, engine.terms)
      .filter((t) => !known.has(t))
      .map((t) => ({term: t, weight: FORM_WEIGHT}));
    const candidates = [
      ...plan.candidates[i],
      ...forms,
      ...(docsTerms.get(i) ?? []).filter((t) => !known.has(t)).map((t) => ({term: t, weight: REWRITE_WEIGHT})),
    ];
    const topic = candidates.some((c) => c.weight >= FORM_WEIGHT && topics.has(c.term));
    // Words of an earlier question (a follow-up) count in full, as the subject carried over.
    const weight = focus.weights.get(plan.raw[i]) ?? 1;
    return {
      word: plan.raw[i],
      idf: wordIdf(term, plan.candidates[i], (t) => engine.termIdf(t)),
      topic,
      // A word of the scene that the docs have a page or heading about (a channel, plan, feature:
      // "we handle claims by email") is a condition the answer may depend on.
      weight: topic ? Math.max(weight, SCENE_TOPIC_WEIGHT) : weight,
      candidates,
    };
  });
  // A word said twice (in the story and again in the ask, or by a rewrite: "drip journey" → "journey
  // journey") is one word of the question, at the larger of its weights.
  const words: QuestionWord[] = [];
  for (const word of all) {
    const earlier = words.find((w) => w.word === word.word);
    if (earlier) earlier.weight = Math.max(earlier.weight, word.weight);
    else words.push(word);
  }
  const unitRank = new Map(ranked.slice(0, sectionCount).map((r, i) => [r.unit, i]));
  const pageOrder: number[] = [];
  for (const r of ranked) {
    const page = engine.unit(r.unit).page;
    if (!pageOrder.includes(page)) pageOrder.push(page);
    if (pageOrder.length === pageCount) break;
  }
  const named = namedPages(engine, words, NAMED_PAGES);
  for (const page of named) if (!pageOrder.includes(page)) pageOrder.push(page);
  // Of those pages, the sections that state any word of the question (the ranking lists every such
  // section): a section that states none cannot answer it.
  const matching = new Set(ranked.map((r) => r.unit));
  const units = [
    ...new Set([...unitRank.keys(), ...pageOrder.flatMap((p) => engine.pageUnits(p).filter((u) => matching.has(u)))]),
  ];
  const texts = await store.texts(units);
  const sections = units.map((id): RetrievedSection => {
    const unit = engine.unit(id);
    const headings = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
      .map((level) => unit.hierarchy[level])
      .filter((h): h is string => Boolean(h));
    // A page the question names by its title is about the question's subject, however search ranks it.
    const pageRank = named.includes(unit.page) ? 0 : pageOrder.indexOf(unit.page);
    return {
      unit: id,
      pageRank: pageRank < 0 ? pageCount : pageRank,
      unitRank: unitRank.get(id) ?? null,
      path: unit.anchor ? `${unit.path}#${unit.anchor}` : unit.path,
      page: unit.hierarchy.lvl1 ?? unit.path,
      section: unit.type === 'lvl1' ? null : (headings.at(-1) ?? null),
      context: new Set(headings.flatMap((h) => termsOf(h))),
      blocks: texts.get(id) ?? [],
    };
  });
  const sectionTexts = () => sections.map((s) => fold([s.page, s.section ?? '', ...s.blocks].join(' ')));
  const isTopic = (word: string) => topics.has(stem(word));
  for (const {compound, parts} of unknownCompounds(focus.ask, (t) => engine.hasTerm(t), sectionTexts, isTopic)) {
    // A compound the docs' words made ("soft-bouncing" → "soft-reject") is not the reader's name for anything.
    if (!fold(question).includes(fold(compound))) continue;
    for (const word of words) if (word.weight >= 1 && parts.includes(word.word)) word.compound ??= compound;
  }
  return {words, sections, focus, scores: whole.slice(0, 10).map((r) => r.score)};
}

/** How much a word of the scene counts when the docs have a page or heading about it. */
export const SCENE_TOPIC_WEIGHT = 0.5;

/**
 * How much the pages' reader goals (goal-phrases.ts) count in Ask AI's search, 1 counting them as the
 * search box does. A goal names the page a reader wants, not the passage that states a fact. Chosen on
 * the tuning half once goals covered 133 more pages: 1 → 0.903 key fact, 0.15–0.5 → 0.914 (the
 * middle taken), 0 → 0.903.
 */
const GOAL_WEIGHT = 0.3;

/** How Ask AI searches: each section on its own words (SearchOptions.sectionsAlone), goals weighed less. */
const SEARCH_OPTIONS = {sectionsAlone: true, goalWeight: GOAL_WEIGHT} as const;

/** Pages named by their title that are read besides the best-ranked ones. */
const NAMED_PAGES = 2;

/** How much a docs term that the search vocabulary puts for a reader's phrase counts for its words. */
const REWRITE_WEIGHT = 0.9;

/**
 * The docs' terms that the search engine's vocabulary layer (glossary abbreviations, other platforms'
 * names) puts in place of the question's words, by word: "saved replies" → canned, respons for both
 * words. The rewritten plan keeps every other word's candidates as the same list, which marks where a
 * rewritten phrase starts and ends.
 */
export function rewrittenAs(plan: QueryPlan): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const rewritten = plan.rewritten;
  if (!rewritten) return out;
  let i = 0;
  let j = 0;
  while (i < plan.words.length && j < rewritten.words.length) {
    if (plan.candidates[i] === rewritten.candidates[j]) {
      i++;
      j++;
      continue;
    }
    // A phrase: plan words from i up to the next one kept, for rewritten terms up to the same.
    let a = i;
    while (a < plan.words.length && !rewritten.candidates.includes(plan.candidates[a])) a++;
    let b = j;
    while (b < rewritten.words.length && rewritten.candidates[b] !== plan.candidates[a]) b++;
    const to = rewritten.words.slice(j, b);
    for (let k = i; k < a; k++) out.set(k, to);
    i = a;
    j = b;
  }
  return out;
}

/** Two rankings taken in turn, each unit once: the best of each come first. */
function interleave<T extends {unit: number}>(a: T[], b: T[]): T[] {
  if (a.length === 0) return b;
  const seen = new Set<number>();
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    for (const r of [a[i], b[i]]) {
      if (r && !seen.has(r.unit)) {
        seen.add(r.unit);
        out.push(r);
      }
    }
  }
  return out;
}
