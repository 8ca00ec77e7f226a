import {decodeIds, unpackIndex, type CompactIndex, type PackedIndex} from './index-format';
import {recordId, type Hierarchy, type RecordType} from './records';
import {fold, identifiers, isSearchable, stem, tokens} from './tokenize';
import {SYNONYM_GROUPS} from './synonyms';
import {KIND_WEIGHT, pageKind, queryIntent, type PageKind, type QueryIntent} from './intent';
import {fromRows, indexByFirst, matchExpansions, type Expansion} from './vocabulary';
import {selectTop} from './select-top';

/**
 * The local search engine: ranks the units of a CompactIndex for a query.
 *
 * Matching: each query word matches index terms exactly (after stemming), by prefix (the last word
 * while it is being typed), with typos when nothing matches exactly (one edit from 4 letters, two from
 * 8, like Algolia's defaults), through synonyms, and joined with its neighbour ("whats app").
 * Scoring: per word, the best matching term weighs idf × field boost (own heading > page title >
 * description > body); words add up, and units that match every word rank far above those that do not.
 */

export const BOOST = {
  heading: 10,
  /** A heading many pages share, such as a status code under each operation's responses. */
  templateHeading: 2,
  parentHeading: 3,
  description: 5,
  /** Another platform's name for the page (the vocabulary layer's aliases). */
  alias: 10,
  /** A reader's goal for the page (goal-phrases.ts); Ask AI weighs it less (SearchOptions.goalWeight). */
  goals: 10,
  body: 1.5,
  pageBody: 1,
} as const;

const MATCH_WEIGHT = {
  exact: 1,
  joined: 1,
  prefix: 0.8,
  prefixOfWord: 0.45,
  synonym: 0.6,
  related: 0.5,
  identifier: 1.5,
  typo1: 0.55,
  typo2: 0.35,
} as const;
const MAX_PREFIX_EXPANSIONS = 40;
/** A heading on this many pages or more is a template's ("Related", "429"), not the topic of any one. */
const TEMPLATE_HEADING_PAGES = 8;
/** The endings stem() removes (a dropped silent e included), for matching misspelt inflected words. */
const STEM_ENDINGS = ['s', 'es', 'e', 'ed', 'ing'];
const ENDING_LETTERS = STEM_ENDINGS.map((ending) => letterMask(ending));
const RERANK = 60;
/** How many units a ranking returns at most: as many hits as a search reports (Algolia's cap too). */
export const MAX_RANKED = 1000;
/**
 * Heading length normalisation (BM25F's b for the heading field): a word of a long heading says less
 * about its section than the same word as most of a short one ("Tickets" against "Escalate tickets
 * before and after an SLA breach"). 0 weighs every heading alike; 1 divides by the length ratio.
 */
const HEADING_LENGTH_NORM = 0.6;
/**
 * Page evidence: each matching section gains this share of what the page's other matching sections
 * score, up to PAGE_EVIDENCE_CAP times the page's best section. The answer to a long question is often
 * spread over one page (its title, a section, another section), where a stray page matches in one place.
 */
const PAGE_EVIDENCE = 0.3;
const PAGE_EVIDENCE_CAP = 1;
/** A query rewritten in the docs' words (vocabulary layer) counts a little less than the reader's own. */
const REWRITE_WEIGHT = 0.9;
/**
 * How much a vendor's name counts beside one of its terms that the vocabulary layer rewrote (0.3,
 * chosen on a fresh probe of 30 other-platform queries, 0.692 → 0.731; no tuning query names a vendor
 * beside its term).
 */
const VENDOR_WEIGHT = 0.3;
/**
 * The search box weighs a plain word by idf ** IDF_DAMPING, an identifier or code by its full idf.
 * With full idf, the rarest word of a reader's sentence ("…customers who haven't bought in months",
 * "…made the most money") outweighed the words of the task, while a pasted identifier ("x-api-key",
 * "AADSTS7000215") is exactly what the reader wants matched. Tuning half: 1 → 0.907 (how-to 0.709);
 * 0.9, 0.8, 0.75, 0.7 → 0.913, 0.912, 0.913, 0.913 (how-to 0.729–0.736); damping identifiers too,
 * 0.910 at best ("x-api-key header" fell from first to second). Ask AI ranks at full idf (sectionsAlone):
 * its thresholds were set on it.
 */
const IDF_DAMPING = 0.75;

export type UnitInfo = {
  id: number;
  objectID: string;
  page: number;
  type: Exclude<RecordType, 'content'>;
  url: string;
  path: string;
  anchor: string | null;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurusTag: string;
};

/**
 * Sort keys for ranking: a positive score's float64 with its lowest mantissa bits replaced by the
 * unit id, inverted. Positive doubles order as their bits do, so keys sort by score (to 2^-32 of it,
 * far below any real difference), then by lower id first when read from the top.
 */
const keyView = new Float64Array(1);
const keyBits = new Uint32Array(keyView.buffer);
const LOW = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 0 : 1;
function sortKey(score: number, unit: number, idBits: number): number {
  keyView[0] = score;
  const mask = (1 << idBits) - 1;
  keyBits[LOW] = (keyBits[LOW] & ~mask) | (mask - unit);
  return keyView[0];
}

/** The per-unit arrays one scoring pass works in (SearchEngine.scores), cleared before each pass. */
class ScoreArrays {
  readonly total: Float64Array;
  readonly own: Uint8Array;
  readonly matched: Uint8Array;
  readonly matchedWeight: Float64Array;
  readonly best: Float64Array;
  readonly sum: Float64Array;
  readonly ownWord: Uint8Array;
  readonly heading: Float64Array;
  readonly score: Float64Array;

  constructor(n: number) {
    this.total = new Float64Array(n);
    this.own = new Uint8Array(n);
    this.matched = new Uint8Array(n);
    this.matchedWeight = new Float64Array(n);
    this.best = new Float64Array(n);
    this.sum = new Float64Array(n);
    this.ownWord = new Uint8Array(n);
    this.heading = new Float64Array(n);
    this.score = new Float64Array(n);
  }

  clear(): void {
    for (const array of [
      this.total,
      this.own,
      this.matched,
      this.matchedWeight,
      this.best,
      this.sum,
      this.ownWord,
      this.heading,
      this.score,
    ])
      array.fill(0);
  }
}

export type Candidate = {term: string; weight: number};
export type QueryPlan = {
  words: string[];
  raw: string[];
  candidates: Candidate[][];
  /** What the query asks for (intent.ts); absent on plans made by hand. */
  intent?: QueryIntent;
  /** The query in the docs' words, when the vocabulary layer rewrote part of it. */
  rewritten?: QueryPlan;
  /** How much each word counts, when not all count fully (a vendor's name beside its term). */
  weights?: number[];
};
export type RankedUnit = {unit: number; score: number; matchedWords: number};

export type SearchOptions = {
  /** Algolia-style facet filters: outer array AND, inner arrays OR, values "attribute:value". */
  facetFilters?: (string | string[])[];
  limit?: number;
  /**
   * Ranks each section on its own words: no page evidence and no heading-length normalisation. Ask AI
   * retrieves passages to quote this way; both reader-facing rankings were chosen on search's queries
   * and cost Ask's tuning questions (key fact 0.903 → 0.882).
   */
  sectionsAlone?: boolean;
  /**
   * How much the pages' reader goals (goal-phrases.ts) count, 1 as in search. A goal says which page a
   * reader wants, not which passage states a fact: Ask AI weighs them less (src/ask/retrieve.ts).
   */
  goalWeight?: number;
};

type Postings = {
  heading: Int32Array;
  description: Int32Array;
  body: Int32Array;
  alias: Int32Array;
  goals: Int32Array;
};

export class SearchEngine {
  readonly terms: string[];
  readonly unitCount: number;
  private readonly index: CompactIndex;
  private readonly termIndex = new Map<string, number>();
  private readonly headingLists: string[];
  private readonly descriptionLists: string[];
  private readonly aliasLists: string[];
  private readonly goalLists: string[];
  private readonly bodyLists: string[];
  private readonly cache = new Map<number, Postings>();
  private readonly pageFirstUnit: Int32Array;
  private readonly unitPage: Int32Array;
  private readonly unitParent: Int32Array;
  private readonly unitLevel: Int8Array;
  /** Per unit and per page, the body-length normalisation a body match is divided by, computed once. */
  private readonly unitNorm: Float64Array;
  private readonly pageNorm: Float64Array;
  /** Per page, 0.8 for a section's low-pageRank pages (not release notes, which carry their own weight), else 1. */
  private readonly rankFactor: Float64Array;
  private readonly synonyms = new Map<string, string[][]>();
  private readonly termsByLength = new Map<number, number[]>();
  /** Per term, the set of letters it uses (letterMask), to rule out most terms before counting edits. */
  private readonly termLetters: Int32Array;
  private readonly expansions: Map<string, Expansion[]>;
  private readonly related = new Map<string, string[]>();
  private readonly vendors: Set<string>;
  private readonly pageKinds: PageKind[];
  /** Units whose heading many pages share ("403", "Troubleshooting", "Example"): a slot, not a topic. */
  private readonly templateHeading: Uint8Array;
  /** Bits of a sort key that hold the unit id (sortKey), and the keys' reused array. */
  private readonly idBits: number;
  private readonly sortKeys: Float64Array;
  /** scores()'s arrays, for the query and its rewriting: kept, since allocating them per query cost more. */
  private readonly scratch: [ScoreArrays, ScoreArrays];
  /** Per unit: headingLengthNorm of its heading against the average heading. */
  private readonly headingNorm: Float64Array;

  constructor(input: CompactIndex | PackedIndex) {
    const index = unpackIndex(input);
    this.index = index;
    this.terms = index.terms ? index.terms.split('\n') : [];
    this.terms.forEach((t, i) => this.termIndex.set(t, i));
    this.headingLists = index.heading.split(' ');
    this.descriptionLists = index.description.split(' ');
    this.aliasLists = index.alias ? index.alias.split(' ') : [];
    this.goalLists = index.goals ? index.goals.split(' ') : [];
    this.bodyLists = index.body.split(' ');
    const n = index.units.length;
    this.unitCount = n;
    this.idBits = Math.max(1, Math.ceil(Math.log2(n + 1)));
    if (this.idBits > 24) throw new Error(`An index of ${n} units is too large for the engine's sort keys.`);
    this.sortKeys = new Float64Array(n);
    this.scratch = [new ScoreArrays(n), new ScoreArrays(n)];
    this.unitPage = new Int32Array(n);
    this.unitParent = new Int32Array(n);
    this.unitLevel = new Int8Array(n);
    this.pageFirstUnit = new Int32Array(index.pages.length).fill(-1);
    const pageLength = new Float64Array(index.pages.length);
    let total = 0;
    index.units.forEach(([page, level, , , parent, length], i) => {
      this.unitPage[i] = page;
      this.unitParent[i] = parent;
      this.unitLevel[i] = level;
      if (this.pageFirstUnit[page] < 0) this.pageFirstUnit[page] = i;
      pageLength[page] += length;
      total += length;
    });
    const avgUnitLength = Math.max(1, total / Math.max(1, n));
    const avgPageLength = Math.max(1, total / Math.max(1, index.pages.length));
    this.unitNorm = Float64Array.from(index.units, (u) => 0.7 + (0.3 * u[5]) / avgUnitLength);
    this.pageNorm = pageLength.map((length) => 0.7 + (0.3 * length) / avgPageLength);
    for (const group of SYNONYM_GROUPS) {
      const forms = group.map((member) => tokens(member).map((t) => t.term));
      for (const form of forms) {
        if (form.length !== 1) continue;
        const others = forms.filter((f) => f !== form);
        this.synonyms.set(form[0], [...(this.synonyms.get(form[0]) ?? []), ...others]);
      }
    }
    this.expansions = indexByFirst(fromRows(index.expansions));
    this.vendors = new Set(index.vendors ? index.vendors.split(' ') : []);
    for (const line of index.related ? index.related.split('\n') : []) {
      const [word, ...terms] = line.split(' ');
      this.related.set(word, terms);
    }
    this.pageKinds = index.pages.map((p) => pageKind(p[0]));
    // Release notes carry their own weight (KIND_WEIGHT); the section's pageRank covers the rest.
    this.rankFactor = Float64Array.from(index.pages, (p, page) =>
      p[4] < 0 && this.pageKinds[page] !== 'release' ? 0.8 : 1,
    );
    const headingPages = new Map<string, Set<number>>();
    const folded = index.units.map(([, , text]) => fold(text));
    index.units.forEach(([page, level], u) => {
      if (level === 1) return;
      const set = headingPages.get(folded[u]) ?? new Set<number>();
      set.add(page);
      headingPages.set(folded[u], set);
    });
    this.templateHeading = Uint8Array.from(index.units, ([, level], u) =>
      level > 1 && (headingPages.get(folded[u])?.size ?? 0) >= TEMPLATE_HEADING_PAGES ? 1 : 0,
    );
    this.termLetters = Int32Array.from(this.terms, letterMask);
    // Counted on the folded heading, as tokens() would, without stemming every word.
    const headingLength = folded.map((text) =>
      Math.max(1, (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => isSearchable({word})).length),
    );
    const averageHeading = headingLength.reduce((a, b) => a + b, 0) / Math.max(1, n);
    this.headingNorm = Float64Array.from(headingLength, (length) => headingLengthNorm(length, averageHeading));
    this.terms.forEach((t, i) => {
      const list = this.termsByLength.get(t.length);
      if (list) list.push(i);
      else this.termsByLength.set(t.length, [i]);
    });
  }

  private postings(term: number): Postings {
    let hit = this.cache.get(term);
    if (!hit) {
      hit = {
        heading: decodeIds(this.headingLists[term] ?? ''),
        description: decodeIds(this.descriptionLists[term] ?? ''),
        alias: decodeIds(this.aliasLists[term] ?? ''),
        goals: decodeIds(this.goalLists[term] ?? ''),
        body: decodeIds(this.bodyLists[term] ?? ''),
      };
      this.cache.set(term, hit);
    }
    return hit;
  }

  /** Number of units a term occurs in (any field). */
  private frequency(term: number): number {
    const p = this.postings(term);
    return p.heading.length + p.body.length + p.description.length + p.alias.length + p.goals.length;
  }

  /** A cheap stand-in for frequency, from the encoded list lengths, for choosing prefix expansions. */
  private encodedSize(term: number): number {
    return (this.headingLists[term]?.length ?? 0) * 4 + (this.bodyLists[term]?.length ?? 0);
  }

  idf(term: number): number {
    // Heading, description and body lists can name the same unit: the sum is capped at the unit count.
    const df = Math.min(this.unitCount, this.frequency(term));
    return Math.log(1 + (this.unitCount - df + 0.5) / (df + 0.5));
  }

  /** The units of a page (its title and every heading under it), in page order. */
  pageUnits(page: number): number[] {
    const first = this.pageFirstUnit[page];
    if (first === undefined || first < 0) return [];
    const out: number[] = [];
    for (let u = first; u < this.unitCount && this.unitPage[u] === page; u++) out.push(u);
    return out;
  }

  /** Whether any unit holds this index term. */
  hasTerm(term: string): boolean {
    return this.termIndex.has(term);
  }

  /** The idf of an index term by its text, or the idf of a term no unit has when the index lacks it. */
  termIdf(term: string): number {
    const t = this.termIndex.get(term);
    return t === undefined ? Math.log(1 + (this.unitCount + 0.5) / 0.5) : this.idf(t);
  }

  /** Index terms starting with `prefix`, most frequent first, at most MAX_PREFIX_EXPANSIONS. */
  private prefixed(prefix: string): number[] {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.terms[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < this.terms.length && this.terms[i].startsWith(prefix); i++) out.push(i);
    // One or two letters say little: fewer, more common expansions keep the first keystrokes fast.
    const limit = prefix.length === 1 ? 12 : prefix.length === 2 ? 24 : MAX_PREFIX_EXPANSIONS;
    if (out.length <= limit) return out;
    return out
      .map((i) => [i, this.encodedSize(i)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([i]) => i);
  }

  /** Index terms within `max` edits (insert, delete, substitute, swap adjacent) of `word`. */
  private typos(word: string, max: number): {term: number; distance: number}[] {
    const out: {term: number; distance: number}[] = [];
    const letters = letterMask(word);
    for (let len = word.length - max; len <= word.length + max; len++) {
      for (const i of this.termsByLength.get(len) ?? []) {
        // One edit changes at most two letters of the set of letters a word uses: a cheap way out.
        if (bitCount(letters ^ this.termLetters[i]) > 2 * max) continue;
        const d = boundedDistance(word, this.terms[i], max);
        if (d <= max) out.push({term: i, distance: d});
      }
    }
    return out;
  }

  /**
   * Index terms reached by a misspelt ending: the index holds stems ("chunk" for "chunking"), which a
   * typo in the ending ("chunkng") leaves two edits away. An ending within one edit of one the stemmer
   * removes is dropped, and what is left must be a term as it stands.
   */
  private endingTypos(word: string): number[] {
    const out: number[] = [];
    for (let k = 1; k <= 4 && word.length - k >= 4; k++) {
      const ending = word.slice(-k);
      if (!STEM_ENDINGS.some((e) => boundedDistance(ending, e, 1) <= 1)) continue;
      const rest = word.slice(0, -k);
      for (const form of new Set([rest, stem(rest)])) {
        const t = this.termIndex.get(form);
        if (t !== undefined && !out.includes(t)) out.push(t);
      }
    }
    return out;
  }

  /**
   * The slow last resort for a word nothing else reached: stems within `max` edits of the word once an
   * ending the stemmer removes is put back ("chunk" + "ing" for "chuncking").
   */
  private inflectedTypos(word: string, max: number): {term: number; distance: number}[] {
    const out: {term: number; distance: number}[] = [];
    const letters = letterMask(word);
    for (let len = Math.max(4, word.length - max - 3); len < word.length + max; len++) {
      for (const i of this.termsByLength.get(len) ?? []) {
        const term = this.terms[i];
        // Typos seldom touch the first letter; checking it first keeps this loop cheap.
        if (term.charCodeAt(0) !== word.charCodeAt(0)) continue;
        let d = max + 1;
        STEM_ENDINGS.forEach((ending, k) => {
          if (Math.abs(len + ending.length - word.length) > max) return;
          if (bitCount(letters ^ (this.termLetters[i] | ENDING_LETTERS[k])) > 2 * max) return;
          d = Math.min(d, boundedDistance(word, term + ending, max));
        });
        if (d <= max) out.push({term: i, distance: d});
      }
    }
    return out;
  }

  /** Turns a query into, per word, the index terms it matches and how much each counts. */
  plan(input: string): QueryPlan {
    // A camelCase name the index does not hold ("getOrderItems") is read as its words.
    const query = input.replace(/\b\p{Ll}+(?:\p{Lu}[\p{Ll}\p{N}]*)+\b/gu, (name) =>
      this.termIndex.has(stem(fold(name))) ? name : name.split(/(?=\p{Lu})/u).join(' '),
    );
    const text = query.slice(0, 512);
    const all = tokens(text);
    const typingLast = all.length > 0 && all[all.length - 1].end === query.trimEnd().length && !/\s$/.test(query);
    // A code identifier the index knows ("x-api-key", "/users/{user_id}") is one word, matched exactly.
    const known = identifiers(text).filter((id) => this.termIndex.has(id.term));
    const spans = known.filter(
      (id, i) =>
        !known.some(
          (o, j) => j !== i && o.start <= id.start && o.end >= id.end && (o.end - o.start > id.end - id.start || j < i),
        ),
    );
    // `at`: where the entry's first word is among all the query's words, stop words included.
    let entries: {term: string; raw: string; at: number; last: boolean; identifier?: boolean; parts: string[]}[] = [];
    all.forEach((t, i) => {
      const span = spans.find((id) => t.start >= id.start && t.end <= id.end);
      // A pasted code ("AADSTS50011", "UNREGISTERED") that the index holds counts like an identifier.
      const code = isCode(text.slice(t.start, t.end)) && (this.termIndex.has(t.word) || this.termIndex.has(t.term));
      const codeTerm = this.termIndex.has(t.word) ? t.word : t.term;
      if (!span && code)
        entries.push({term: codeTerm, raw: t.word, at: i, last: false, identifier: true, parts: [t.term]});
      else if (!span)
        entries.push({term: t.term, raw: t.word, at: i, last: typingLast && i === all.length - 1, parts: [t.term]});
      else if (t.start === all.find((a) => a.start >= span.start)?.start) {
        const parts = all
          .filter((a) => a.start >= span.start && a.end <= span.end && isSearchable(a))
          .map((a) => a.term);
        entries.push({term: span.term, raw: span.term, at: i, last: false, identifier: true, parts});
      }
    });
    const meaningful = entries.filter((e) => isSearchable({word: e.raw}));
    if (meaningful.length > 0) entries = meaningful.length === entries.length ? entries : meaningful;
    const words: string[] = [];
    const raw: string[] = [];
    const candidates: Candidate[][] = [];
    // Multi-word synonyms are matched on every word of the query, stop words included: "log in", "transfer to agent".
    const seq = all.map((t) => t.term);
    entries.forEach((entry, i) => {
      const found = new Map<string, number>();
      const offer = (term: string, weight: number): void => {
        if (this.termIndex.has(term) && (found.get(term) ?? 0) < weight) found.set(term, weight);
      };
      if (entry.identifier) {
        offer(entry.term, MATCH_WEIGHT.identifier);
        words.push(entry.term);
        raw.push(entry.raw);
        candidates.push([...found].map(([term, weight]) => ({term, weight})));
        return;
      }
      offer(entry.term, MATCH_WEIGHT.exact);
      offer(entry.raw, MATCH_WEIGHT.exact);
      // Joined with a neighbour: "whats app" → whatsapp, "e mail" → email.
      if (i + 1 < entries.length) offer(stem(entries[i].raw + entries[i + 1].raw), MATCH_WEIGHT.joined);
      if (i > 0) offer(stem(entries[i - 1].raw + entries[i].raw), MATCH_WEIGHT.joined);
      if (entry.last) {
        // A word that is complete as typed ("key") ranks its exact matches above its extensions ("keycloak").
        const weight = found.size > 0 ? MATCH_WEIGHT.prefixOfWord : MATCH_WEIGHT.prefix;
        for (const prefix of new Set([entry.raw, entry.term])) {
          for (const t of this.prefixed(prefix)) offer(this.terms[t], weight);
        }
      }
      // Synonyms: single words directly; a multi-word synonym when the query holds the whole phrase.
      for (const alternative of this.synonyms.get(entry.term) ?? []) {
        if (alternative.length === 1) offer(alternative[0], MATCH_WEIGHT.synonym);
      }
      for (const [single, forms] of this.synonyms) {
        for (const form of forms) {
          if (form.length < 2 || !form.includes(entry.term)) continue;
          const start = entry.at - form.indexOf(entry.term);
          if (start >= 0 && form.every((w, k) => seq[start + k] === w)) offer(single, MATCH_WEIGHT.synonym);
        }
      }
      const direct = found.size;
      // Related words of the vocabulary layer: the docs' terms for a word they seldom use.
      for (const term of this.related.get(entry.term) ?? []) offer(term, MATCH_WEIGHT.related);
      if (direct === 0 && entry.term.length >= 4) {
        const max = entry.term.length >= 8 ? 2 : 1;
        for (const {term, distance} of this.typos(entry.term, max)) {
          offer(this.terms[term], distance === 1 ? MATCH_WEIGHT.typo1 : MATCH_WEIGHT.typo2);
        }
        const typos = found.size;
        for (const term of this.endingTypos(entry.raw)) offer(this.terms[term], MATCH_WEIGHT.typo1);
        if (found.size === typos) {
          for (const {term, distance} of this.inflectedTypos(entry.raw, max)) {
            offer(this.terms[term], distance === 1 ? MATCH_WEIGHT.typo1 : MATCH_WEIGHT.typo2);
          }
        }
      }
      words.push(entry.term);
      raw.push(entry.raw);
      candidates.push([...found].map(([term, weight]) => ({term, weight})));
    });
    const plan: QueryPlan = {words, raw, candidates, intent: queryIntent(text, entries.length)};
    const rewritten = this.rewrite(
      plan,
      entries.map((e) => e.parts),
    );
    if (!rewritten) return plan;
    // "hubspot active lists": the vendor says where the term comes from; the reader wants Mynah's page
    // for the term (segments), not the HubSpot app's, which the name alone would rank first.
    if (plan.words.some((w) => this.vendors.has(w))) {
      const weights = (p: QueryPlan): number[] => p.words.map((w) => (this.vendors.has(w) ? VENDOR_WEIGHT : 1));
      return {...plan, weights: weights(plan), rewritten: {...rewritten, weights: weights(rewritten)}};
    }
    return {...plan, rewritten};
  }

  /**
   * The query with the phrases the vocabulary layer knows replaced by the docs' words: "macros for
   * agents" → "canned responses for agents". The rewritten words match exactly or, while being typed,
   * by prefix; the rest of the query keeps its own candidates.
   */
  private rewrite(plan: QueryPlan, parts: string[][]): QueryPlan | undefined {
    if (this.expansions.size === 0) return undefined;
    // Phrases are matched on the words inside identifiers too ("after-call work" is after, call, work),
    // and must begin and end on whole query words.
    const flat = parts.flat();
    const owner = parts.flatMap((p, i) => p.map(() => i));
    const matches = matchExpansions(flat, this.expansions)
      .filter((m) => owner[m.start - 1] !== owner[m.start] && owner[m.end] !== owner[m.end - 1])
      .map((m) => ({...m, start: owner[m.start], end: owner[m.end - 1] + 1}));
    if (matches.length === 0) return undefined;
    const out: QueryPlan = {words: [], raw: [], candidates: []};
    let i = 0;
    for (const m of matches) {
      for (; i < m.start; i++) {
        out.words.push(plan.words[i]);
        out.raw.push(plan.raw[i]);
        out.candidates.push(plan.candidates[i]);
      }
      for (const term of m.to) {
        if (!this.termIndex.has(term)) continue;
        out.words.push(term);
        out.raw.push(term);
        out.candidates.push([{term, weight: MATCH_WEIGHT.exact}]);
      }
      i = m.end;
    }
    for (; i < plan.words.length; i++) {
      out.words.push(plan.words[i]);
      out.raw.push(plan.raw[i]);
      out.candidates.push(plan.candidates[i]);
    }
    return out;
  }

  /**
   * Every unit's score for a plan's words (0 for units none of the words reach in their own text), and
   * how many words each matched.
   */
  private scores(
    plan: QueryPlan,
    scratch: ScoreArrays,
    sectionsAlone = false,
    goalWeight = 1,
  ): {score: Float64Array; matched: Uint8Array} {
    const headingNorm = sectionsAlone ? null : this.headingNorm;
    const n = this.unitCount;
    scratch.clear();
    // Per word, `heading` holds the best own-heading match of each unit (idf × weight), for its sections.
    const {total, own, matched, matchedWeight, best, sum, ownWord, heading, score} = scratch;
    let wordWeights = 0;
    for (const [w, candidates] of plan.candidates.entries()) {
      if (candidates.length === 0) continue;
      const scale = plan.weights?.[w] ?? 1;
      const touched: number[] = [];
      const bump = (u: number, score: number, isOwn: boolean): void => {
        if (best[u] === 0 && sum[u] === 0) touched.push(u);
        if (score > best[u]) best[u] = score;
        sum[u] += score;
        if (isOwn) ownWord[u] = 1;
      };
      // The vocabulary layer's names for a page weigh like a lighter title, for the page and its sections.
      const headed: number[] = [];
      const bumpNamed = (pages: Int32Array, score: number): void => {
        for (const page of pages) {
          const u = this.pageFirstUnit[page];
          if (u < 0) continue;
          bump(u, score, true);
          const named = score / BOOST.heading;
          if (named > heading[u]) {
            if (heading[u] === 0) headed.push(u);
            heading[u] = named;
          }
        }
      };
      // A rarer term reached by prefix, typo or synonym must not outweigh the word itself.
      const exactIdf = Math.max(
        0,
        ...candidates.filter((c) => c.weight >= MATCH_WEIGHT.exact).map((c) => this.idf(this.termIndex.get(c.term)!)),
      );
      let wordWeight = 0;
      for (const {term, weight} of candidates) {
        const t = this.termIndex.get(term);
        if (t === undefined) continue;
        const rawIdf = !sectionsAlone && weight <= MATCH_WEIGHT.exact ? this.idf(t) ** IDF_DAMPING : this.idf(t);
        const idf = (weight < 1 && exactIdf > 0 ? Math.min(rawIdf, exactIdf) : rawIdf) * weight * scale;
        if (idf > wordWeight) wordWeight = idf;
        const p = this.postings(t);
        for (const u of p.heading) {
          if (this.templateHeading[u]) {
            bump(u, idf * BOOST.templateHeading, true);
            continue;
          }
          bump(u, idf * BOOST.heading * (headingNorm ? headingNorm[u] : 1), true);
          if (idf > heading[u]) {
            if (heading[u] === 0) headed.push(u);
            heading[u] = idf;
          }
        }
        for (const page of p.description) {
          const u = this.pageFirstUnit[page];
          if (u >= 0) bump(u, idf * BOOST.description, true);
        }
        bumpNamed(p.alias, idf * BOOST.alias);
        if (goalWeight > 0) bumpNamed(p.goals, idf * BOOST.goals * goalWeight);
        const bodyScore = idf * BOOST.body;
        const pageScore = idf * BOOST.pageBody;
        for (const u of p.body) {
          bump(u, bodyScore / this.unitNorm[u], true);
          const page = this.unitPage[u];
          const first = this.pageFirstUnit[page];
          if (first !== u) bump(first, pageScore / this.pageNorm[page], true);
        }
      }
      wordWeights += wordWeight;
      // The page title counts for every section of the page, a heading for the headings under it.
      for (const h of headed) {
        const weight = heading[h] * BOOST.parentHeading;
        if (this.unitLevel[h] === 1) {
          for (let u = h + 1; u < n && this.unitPage[u] === this.unitPage[h]; u++) bump(u, weight, false);
        } else {
          for (
            let u = h + 1;
            u < n && this.unitPage[u] === this.unitPage[h] && this.unitLevel[u] > this.unitLevel[h];
            u++
          )
            if (this.unitParent[u] === h) bump(u, weight, false);
        }
      }
      for (const u of touched) {
        // The best field counts in full; the word's other matches in the unit add a little.
        total[u] += best[u] + 0.2 * Math.min(sum[u] - best[u], 2 * best[u]);
        matched[u]++;
        matchedWeight[u] += wordWeight;
        if (ownWord[u]) own[u] = 1;
        // Cleared for the next word, unit by unit rather than whole arrays.
        best[u] = 0;
        sum[u] = 0;
        ownWord[u] = 0;
      }
      for (const h of headed) heading[h] = 0;
    }
    const words = plan.candidates.length || 1;
    for (let u = 0; u < n; u++) {
      if (!own[u]) continue;
      // Coverage by count and by weight: missing a rare word costs more than missing a common one.
      const coverage = 0.5 * (matched[u] / words) + 0.5 * (wordWeights > 0 ? matchedWeight[u] / wordWeights : 0);
      const level = this.unitLevel[u];
      score[u] = total[u] * (0.15 + 0.85 * coverage * coverage) * (1 + 0.04 * (6 - level));
    }
    return {score, matched};
  }

  /** Ranks units for a query plan, the best MAX_RANKED of them; units that match no word are left out. */
  rank(plan: QueryPlan, options: SearchOptions = {}): RankedUnit[] {
    const n = this.unitCount;
    const allowedPages = this.allowedPages(options.facetFilters);
    const {score, matched} = this.scores(plan, this.scratch[0], options.sectionsAlone, options.goalWeight);
    if (plan.rewritten) {
      const other = this.scores(plan.rewritten, this.scratch[1], options.sectionsAlone, options.goalWeight);
      for (let u = 0; u < n; u++) {
        const alt = other.score[u] * REWRITE_WEIGHT;
        if (alt > score[u]) {
          score[u] = alt;
          matched[u] = Math.max(matched[u], other.matched[u]);
        }
      }
    }
    if (!options.sectionsAlone) this.addPageEvidence(score);
    const kindWeight = KIND_WEIGHT[plan.intent ?? 'task'];
    const pageFactor = new Float64Array(this.index.pages.length);
    for (let page = 0; page < pageFactor.length; page++) {
      pageFactor[page] =
        allowedPages && !allowedPages[page] ? 0 : kindWeight[this.pageKinds[page]] * this.rankFactor[page];
    }
    let count = 0;
    for (let u = 0; u < n; u++) {
      if (score[u] === 0) continue;
      score[u] *= pageFactor[this.unitPage[u]];
      if (score[u] > 0) this.sortKeys[count++] = sortKey(score[u], u, this.idBits);
    }
    // Only the best MAX_RANKED are sorted (natively: a typed array without a comparator), and returned.
    const keys = selectTop(this.sortKeys.subarray(0, count), MAX_RANKED).sort();
    count = keys.length;
    const out: RankedUnit[] = new Array(count);
    const mask = (1 << this.idBits) - 1;
    for (let i = 0; i < count; i++) {
      keyView[0] = keys[count - 1 - i];
      const unit = mask - (keyBits[LOW] & mask);
      out[i] = {unit, score: score[unit], matchedWords: matched[unit]};
    }
    // Re-rank the head by how much of the unit's own heading the query covers: the page called
    // "Tickets" answers "tickets" better than "Escalate tickets before an SLA breach".
    // Words typed exactly as the heading spells them ("segments" for "Segments") add a little more.
    const head = out.length > RERANK ? out.slice(0, RERANK) : out;
    const wanted = new Map<string, number>();
    const allCandidates = [...plan.candidates, ...(plan.rewritten?.candidates ?? [])].flat();
    for (const c of allCandidates) wanted.set(c.term, Math.max(wanted.get(c.term) ?? 0, Math.min(1, c.weight)));
    const typed = new Set(plan.raw);
    for (const r of head) {
      const words = this.headingWords(r.unit);
      if (words.length === 0 || this.templateHeading[r.unit]) continue;
      const covered = words.reduce((sum, t) => sum + (wanted.get(t.term) ?? 0), 0) / words.length;
      const exact = typed.size > 0 ? words.filter((t) => typed.has(t.word)).length / typed.size : 0;
      r.score *= (1 + 0.6 * covered) * (1 + 0.15 * Math.min(1, exact));
    }
    head.sort((a, b) => b.score - a.score || a.unit - b.unit);
    if (head !== out) for (let i = 0; i < head.length; i++) out[i] = head[i];
    return out;
  }

  /** Adds to each matching unit a share of its page's other matching units' scores (PAGE_EVIDENCE). */
  private addPageEvidence(score: Float64Array): void {
    if (PAGE_EVIDENCE <= 0) return;
    const pages = this.index.pages.length;
    const sum = new Float64Array(pages);
    const max = new Float64Array(pages);
    for (let u = 0; u < this.unitCount; u++) {
      if (score[u] === 0) continue;
      const p = this.unitPage[u];
      sum[p] += score[u];
      if (score[u] > max[p]) max[p] = score[u];
    }
    for (let u = 0; u < this.unitCount; u++) {
      if (score[u] === 0) continue;
      const p = this.unitPage[u];
      score[u] += PAGE_EVIDENCE * Math.min(sum[p] - score[u], PAGE_EVIDENCE_CAP * max[p]);
    }
  }

  private readonly headingCache = new Map<number, {term: string; word: string}[]>();

  /** The searchable words of a unit's heading, tokenised once. */
  private headingWords(unit: number): {term: string; word: string}[] {
    let words = this.headingCache.get(unit);
    if (!words) {
      words = tokens(this.index.units[unit][2]).filter(isSearchable);
      this.headingCache.set(unit, words);
    }
    return words;
  }

  private allowedPages(filters: SearchOptions['facetFilters']): Uint8Array | null {
    if (!filters || filters.length === 0) return null;
    const allowed = new Uint8Array(this.index.pages.length).fill(1);
    const value = (page: number, attribute: string): string | null => {
      const row = this.index.pages[page];
      if (attribute === 'language') return this.index.languages[row[3]];
      if (attribute === 'docusaurus_tag') return this.index.tags[row[2]];
      if (attribute === 'hierarchy.lvl0') return this.index.lvl0[row[1]];
      return null;
    };
    for (const clause of filters) {
      const options = (Array.isArray(clause) ? clause : [clause]).map((f) => {
        const negate = f.startsWith('-');
        const [attribute, ...rest] = (negate ? f.slice(1) : f).split(':');
        return {attribute, value: rest.join(':'), negate};
      });
      for (let page = 0; page < allowed.length; page++) {
        if (!allowed[page]) continue;
        const ok = options.some((o) => {
          const actual = value(page, o.attribute);
          return actual === null ? !o.negate : (actual === o.value) !== o.negate;
        });
        if (!ok) allowed[page] = 0;
      }
    }
    return allowed;
  }

  unit(id: number): UnitInfo {
    const [page, level, , anchor, , , position] = this.index.units[id];
    const [path, lvl0, tag, language, , description] = this.index.pages[page];
    const hierarchy: Hierarchy = {
      lvl0: this.index.lvl0[lvl0],
      lvl1: null,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    for (let u = id; u >= 0; u = this.unitParent[u]) {
      hierarchy[`lvl${this.unitLevel[u]}` as 'lvl1'] = this.index.units[u][2];
    }
    const pageUrl = `${this.index.siteUrl}${path}`;
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    return {
      id,
      objectID: position ? recordId(url, -position) : recordId(url),
      page,
      type: `lvl${level}` as UnitInfo['type'],
      url,
      path,
      anchor: anchor || null,
      hierarchy,
      content: level === 1 ? description || null : null,
      language: this.index.languages[language],
      docusaurusTag: this.index.tags[tag],
    };
  }

  search(query: string, options: SearchOptions = {}): {plan: QueryPlan; ranked: RankedUnit[]} {
    const plan = this.plan(query);
    return {plan, ranked: this.rank(plan, options)};
  }
}

/**
 * How much a heading of `length` searchable words weighs against one of the `average` length:
 * 1 / (1 − b + b × length / average), b = HEADING_LENGTH_NORM (BM25F's length normalisation).
 */
export function headingLengthNorm(length: number, average: number): number {
  return 1 / (1 - HEADING_LENGTH_NORM + (HEADING_LENGTH_NORM * length) / Math.max(1, average));
}

/** A word as pasted from an error or a log: letters with digits ("AADSTS50011", "E1001"), or six capitals or more ("UNREGISTERED"; shorter ones are acronyms). */
export function isCode(word: string): boolean {
  return (/\p{L}/u.test(word) && /\d/.test(word) && word.length >= 4) || /^\p{Lu}{6,}$/u.test(word);
}

/** The letters a–z (bits 0–25) and, together in bit 26, every other character a word uses. */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    mask |= c >= 0 && c < 26 ? 1 << c : 1 << 26;
  }
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const ROWS = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal-string-alignment distance, giving up (returning max + 1) once it must exceed `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  const m = a.length;
  const n = b.length;
  if (Math.abs(m - n) > max) return max + 1;
  if (n >= 63 || m >= 63) return max + 1;
  let [prev2, prev, cur] = ROWS;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = prev[j - 1] + (ai === bj ? 0 : 1);
      if (prev[j] + 1 < v) v = prev[j] + 1;
      if (cur[j - 1] + 1 < v) v = cur[j - 1] + 1;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && prev2[j - 2] + 1 < v) {
        v = prev2[j - 2] + 1;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}
