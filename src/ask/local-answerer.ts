import {termsOf} from '../search/terms';
import {tokens, type Token} from '../search/tokenize';
import {pageKind} from '../search/intent';
import type {SearchEngine} from '../search/engine';
import type {AnswerEvent, Answerer, Source, Turn} from './answerer';
import type {PassageStore} from './passages';
import {retrieve, toSource, type Retrieval, type RetrievedSection} from './retrieve';
import {splitSentences} from './sentences';
import {coverage, overlap} from './support';
import {
  COVERAGE_DEFAULTS,
  PLAN_NAMES,
  PRICES_NOTE,
  coverageSignals,
  coverageWords,
  decideCoverage,
  type CoverageSignals,
} from './coverage';
import {NARRATIVE_WEIGHT, questionFocus, type AnswerType} from './focus';
import {expectedQuantity, quantityMatch, type Quantity} from './quantity';
import {isNavigationHeading} from '../search/navigation';

/**
 * The local answerer: extractive, in the browser, no network beyond the docs' own files. Two decisions,
 * kept apart:
 * - whether the docs cover the question, from the retrieval as a whole (coverage.ts); when they do
 *   not, it says so, names what is missing when that is clear, and lists the closest pages rather
 *   than stitching together a guess;
 * - which passages answer it: every passage of the best sections is scored by how much of the
 *   question's focus it states (focus.ts: the asking clause in full, the story around it less, in the
 *   docs' words and word forms) and by whether it gives the kind of answer asked for (quantity.ts: the
 *   amount, length, size, rate or time asked for next to the subject; a consequence for "what happens";
 *   a failure for "why not"), and the best few are quoted, each cited.
 */

export const LOCAL_DEFAULTS = {
  /**
   * A passage after the best one must support the question at least this much (0–1). Whether the docs
   * cover the question at all is decided apart, from the whole retrieval (coverage.ts); chosen on the
   * tuning half of the reader questions (0.56 → 0.2: key fact 0.720 → 0.774). 0.2 → 0.1: tuning flat
   * (0 to 0.12 all 0.957); questions written as support chats (read, .bench probes 12 and 14) +3 of 90: a
   * long story lowers every passage's support, and the first passage under the floor ended the answer
   * before the one stating the fact ("1 second to 7 days" after a typing-indicator row at 0.195).
   */
  minSupport: 0.1,
  /**
   * Passages in an answer, sources cited, and about how many words the answer may run to (four
   * passages with amountOnly: tuning key fact 0.882 → 0.892; three with it: 0.882). Five, within the
   * same word budget: tuning unchanged (0.914), the question sets written after it (.bench probes 5–9)
   * +2 of 291 (short passages, such as a table row, then fit beside four others).
   */
  maxPassages: 5,
  /** (3 → 4, as many as passages: tuning, the fact's page cited 82 → 83 of 84 answers with the fact.) */
  maxSources: 4,
  maxWords: 110,
  /**
   * A passage with the list items it introduces runs to at most this many words: the items that do
   * not fit are left to the cited page, so a long list does not crowd out the rest of the answer (or
   * run over maxWords). Chosen on the tuning half (no cap → 60: key fact 0.871 → 0.882; flat 45–75).
   */
  listWords: 60,
  /**
   * A further passage must score at least this share of the best one; the word budget and maxPassages
   * bound the answer anyway. Chosen on the tuning half (0.8 → 0.7: key fact 0.860 → 0.871; flat from
   * 0.5 to 0.72; with amountOnly and four passages, 0.7 → 0.5: 0.882 → 0.892, flat 0.4–0.55).
   */
  keepRatio: 0.5,
  /**
   * Asked for an amount, quote a further passage only if it states one: a number of the unit asked for
   * or next to a word of the subject. One that states none (an example, a definition, a number about
   * something else) only takes the place of another that gives the amount in other words.
   */
  amountOnly: true,
  /** Passages sharing more of their terms than this with a kept one add nothing. */
  maxOverlap: 0.6,
  /** How much a word the passage lacks still counts when a heading above it, or its section, has it. */
  headingShare: 0.8,
  sectionShare: 0.35,
  /** Weight of the words the passage states itself, on top of its support. */
  ownWeight: 0.2,
  /**
   * For a question about a quantity (quantity.ts): a passage that states a number with the unit asked
   * for, next to a word of the subject or anywhere; one that states none of that unit.
   */
  quantitySubject: 0.12,
  quantityUnit: 0.1,
  quantityNear: 0,
  quantityFar: 0,
  quantityNone: -0.15,
  /** …and the share of its support such a passage keeps. */
  quantityNoneFactor: 0.8,
  /** A passage that states a consequence, for a question that asks what happens. */
  outcomeWeight: 0.12,
  /**
   * A passage that states a bound or a range, for a question that asks how much something can be.
   * Chosen by 5-fold cross-validation on the tuning half, in the middle of the range that does best
   * in every fold (0.16–0.4 all give key fact 0.914; 0.08–0.14 give 0.903, 0.5 gives 0.903): a
   * table row's range ("1–90 days") then comes before a troubleshooting row that only repeats the
   * question's words. (0.08 → 0.25: tuning key fact 0.903 → 0.914; validation unchanged, 0.860.)
   */
  limitWeight: 0.25,
  /**
   * For a question about a price, added to a passage that states an amount of money and taken from one
   * that does not: "how much is the Growth plan month to month" is answered by the plans table's row,
   * not by a sentence about Growth's included minutes. No tuning question asks a price the docs give;
   * chosen on a fresh probe (0.1 and 0.15 left the minutes sentence first; 0.2 and 0.3 did not).
   */
  moneyWeight: 0.2,
  /**
   * For a question about which plan has something ("which plans include SAML", "what tier do I need"),
   * added to a passage that names a plan: the plans table's row answers, a how-to sentence does not.
   * Tuning key fact 0.914 at every weight from 0 to 0.3; the later question sets (probes 5–9) +1 of 291 from 0.05.
   */
  planWeight: 0.1,
  /**
   * For a question about wording ("what does the caller hear", "what's the default greeting"), added
   * to a passage that quotes a message: the answer is the words themselves. Tuning key fact 0.914 →
   * 0.925 from 0.2 (flat to 0.5); the later question sets (probes 5–9) +1 from 0.25. Four questions of ~400 ask so.
   */
  quoteWeight: 0.3,
  /**
   * A question of two parts ("How fast does a campaign send, and can I slow it down?") gets the best
   * passage for each part first, then the rest by the whole question's ranking (see partBests).
   */
  answerEachPart: true,
  /** A table row whose first cell names what the question asks about (see rowAbout). */
  rowWeight: 0.1,
  /** Added to the passages of a cookbook's or tutorial's opening, its scenario (see SCENARIO_PAGES). */
  scenarioPrior: -0.08,
  /**
   * Added to the passages of a Troubleshooting section when the question does not ask why something
   * fails: a symptom, cause and fix row repeats many of a question's words, and so outranked the
   * sentence that states the fact once 117 pages gained such tables. Tuning key fact 0.935 at 0, 0.946
   * at −0.08 and −0.2, 0.957 from −0.12 to −0.17; the middle of that range chosen.
   */
  troubleshootingPrior: -0.15,
  /** Weight of the search ranking of the passage's page and of its section. */
  pageWeight: 0.1,
  sectionWeight: 0.06,
};

export type LocalTuning = typeof LOCAL_DEFAULTS & typeof COVERAGE_DEFAULTS;

/** Retrieval breadth (see retrieve.ts), for the rank priors. */
const PAGES = 5;
const SECTIONS = 8;
/** A block up to this many words is read as one passage; a longer one sentence by sentence. */
const WHOLE_BLOCK_WORDS = 45;

/**
 * Questions about an amount, a limit, a default or a calculation: they are answered by a passage with
 * a number, best one next to a word of the question ("up to 20 policies", "Rows per table · 100,000").
 */
const ASKS_FOR_AMOUNT =
  /\b(how (many|much|long|often|big|large|soon|fast|quickly|deep)|limits?|maximum|max|minimum|min|default|size|up to|timeout|expire|expiry|calculat\w*|computed?)\b/i;
/** Troubleshooting questions are answered by passages that describe a failure, a refusal or a limit. */
const ASKS_WHY_NOT = /\b(why|not|n't|fails?|failing|error|wrong|broken|refused|rejected)\b/i;
const STATES_FAILURE = /\b(not|never|no|fails?|error|refus\w*|reject\w*|block\w*|denied|cannot|can't|only)\b/i;
/** A sentence that leans on the one before it ("It …", "These …"): shown with it. */
const LEANS_BACK = /^(it|its|this|that|these|those|they|them|such|there|here)\b/i;
/**
 * Kinds of page, by how authoritative their sentences are: reference pages (concepts, API) state what is
 * true now; release notes say what changed once; guides and glossary entries state facts too, often
 * in passing or inside a story.
 */
function pagePrior(path: string): number {
  if (pageKind(path) === 'release') return -0.16;
  if (/^\/(docs\/platform_concepts|api)(\/|$|#)/.test(path)) return 0.04;
  return 0;
}

/**
 * Cookbooks and tutorials open with their scenario, a made-up customer's story ("A broadband company
 * had 11 % of its handovers end as missed chats"): its sentences repeat a reader's words without
 * stating how the product works.
 */
const SCENARIO_PAGES = /^\/docs\/(cookbooks|tutorials)\//;
/** A page's troubleshooting section: symptoms, causes and fixes rather than how the feature works. */
const TROUBLESHOOTING = /^troubleshooting$/i;

export type Candidate = {
  section: number;
  block: number;
  sentence: number;
  text: string;
  terms: Set<string>;
  support: number;
  /** Support with the story's words weighed as coverage weighs them (COVERAGE_DEFAULTS.storyWeight). */
  askSupport: number;
  score: number;
  words: number;
  /** List items that follow a passage ending in a colon, shown with it. */
  followers: string[];
  /** For a question about an amount: whether the passage states none, neither of the unit asked for nor next to the subject. */
  noAmount?: boolean;
};

export type ComposedAnswer =
  | {kind: 'answer'; sources: Source[]; text: string; support: number; signals?: CoverageSignals}
  | {
      kind: 'declined';
      closest: Source[];
      support: number;
      /** Which part of the question the docs do not cover, when that is clear ("the docs give no prices beyond those of Mynah’s plans, seats and overage"). */
      note?: string | null;
      signals?: CoverageSignals;
    };

/**
 * Text the answerer never quotes: raw markdown tables and code, the API reference's schema dumps (their
 * labels run into the values: "stringPossible values: …Schema — OPTIONAL"), and walls of text.
 */
function unquotable(block: string): boolean {
  return (
    /\|\s*-{3}|```|Schema — |— OPTIONAL|Possible values:/.test(block) ||
    block.split(/\s+/).length > 160 ||
    // Pointers to other pages: "See also …", "Related terms: …", "Cookbooks: …".
    /^(see also|related( terms?| pages?| nodes?)?:|cookbooks?:|next steps?:|learn more)/i.test(block)
  );
}

/** The passages of a section: short blocks whole, long ones by sentence (with the sentence a sentence leans on). */
function passagesOf(blocks: string[]): {block: number; sentence: number; text: string; last: boolean}[] {
  const out: {block: number; sentence: number; text: string; last: boolean}[] = [];
  blocks.forEach((block, b) => {
    if (unquotable(block)) return;
    if (block.split(/\s+/).length <= WHOLE_BLOCK_WORDS) {
      out.push({block: b, sentence: 0, text: block, last: true});
      return;
    }
    const sentences = splitSentences(block);
    sentences.forEach((sentence, i) => {
      const text = i > 0 && LEANS_BACK.test(sentence) ? `${sentences[i - 1]} ${sentence}` : sentence;
      out.push({block: b, sentence: i, text, last: i === sentences.length - 1});
    });
  });
  return out;
}

/** A number with a unit of time, for questions that ask how long or when. */
const STATES_DURATION =
  /\b(\d[\d,.]*|one|two|three|four|five|six|seven|ten|twelve|twenty|thirty)(\s|-|–)?(seconds?|minutes?|min|hours?|h|days?|weeks?|months?|years?|business hours?)\b/i;
/** Whether something can be done or is so: a modal, a negation or a default. */
const STATES_YES_NO =
  /\b(can|cannot|can't|only|not|never|must|allowed|refused|off by default|on by default|unless|until)\b/i;

/**
 * "What happens when …" is answered by a consequence: a sentence under a condition ("If nobody takes
 * it …, the chat becomes Missed") or one that says what something turns into or where it goes.
 */
const ASKS_OUTCOME = /\bwhat (happens|will happen|would happen|happened)\b/i;
const STATES_OUTCOME =
  /^(if|when|once|after|unless|as soon as|until)\b|\b(becomes?|turns? into|returns? to|(is|are) returned|moves? to|goes to|(is|are) (closed|deleted|removed|sent|stopped|reopened|queued|offered|reassigned|resolved|cancelled|retried|dropped|discarded|kept)|expires?|ends|stops?)\b/i;

/** An amount of money: $249, € 30, 12 USD, 5 dollars. */
const STATES_MONEY = /[$€£]\s?\d|\d\s?(usd|eur|gbp|dollars?|euros?)\b/i;

/**
 * "How long can a pause be?", "the longest window", "the size limit": asked how far something can go,
 * the docs state a bound ("up to 90 days", "at most 3") or a range ("1 minute to 90 days", "3–50").
 */
const ASKS_LIMIT =
  /\b(can|could|may|limits?|max(imum)?|min(imum)?|longest|largest|biggest|shortest|most|at least|allowed)\b/i;
const STATES_LIMIT =
  /\b(up to|at most|no more than|not more than|at least|maximum|minimum|max|min|limit(ed|s)?|capped|between)\b|\d[\d,.]*(\s*[a-z]+)?\s*(–|-|to)\s*\d/i;
/** Dates and times of day ("2025-05-14", "14:00–16:00") read as ranges, but they bound nothing. */
const DATE_OR_CLOCK = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}\b/g;
const statesLimit = (text: string): boolean => STATES_LIMIT.test(text.replace(DATE_OR_CLOCK, 'T'));

/** "Which plans …", "what tier do I need", "is it on the Growth plan": the answer names a plan. */
const ASKS_PLAN =
  /\b(which|what) (plans?|tiers?|editions?|subscriptions?)\b|\bon (which|what|every|all|any) plans?\b|\bplans? (do i|do we|does it) need\b/i;
/** A plan named ("Scale and Enterprise", "every plan"); "Growth → Goals" is the Growth area of the console. */
const STATES_PLAN = new RegExp(`\\b(${PLAN_NAMES.join('|')})\\b(?!\\s*(→|>))|\\b(every|all|any) plans?\\b`);

/** "What does the bot say when …", "what do callers hear", "what's the default notice": wording asked for. */
const ASKS_WORDING =
  /\bwhat (does|do|will|would|did) (\w+ ){1,3}(say|hear|see|read)\b|\bwhat('s| is| are)? (the )?(default |exact )?(message|text|notice|greeting|wording|prompt|announcement)s?\b/i;
/** A message quoted in the docs' text: "You're number 2 in line." */
const STATES_QUOTE = /["“][^"”]{6,}["”]/;

/** A quantity of any unit: for questions about an amount whose unit the question does not tell. */
const ANY_NUMBER: Quantity = {units: new Set(), things: new Set(), rate: false};

type Cues = {
  amount: boolean;
  whyNot: boolean;
  answerType: AnswerType;
  quantity: Quantity | null;
  /** The question asks what happens: a consequence answers it. */
  outcome: boolean;
  /** The question asks how far something can go: a bound or a range answers it. */
  limit: boolean;
  /** The question asks which plan has something: a passage that names one answers it. */
  plan: boolean;
  /** The question asks for a message's wording: a passage that quotes one answers it. */
  wording: boolean;
};

type Passage = {
  block: number;
  sentence: number;
  text: string;
  last: boolean;
  terms: Set<string>;
  words: number;
  /** The passage's words, read once for the quantity cue when a question first needs them. */
  tokens?: Token[];
};
type Analysed = {passages: Passage[]; terms: Set<string>};

/**
 * A section's passages with their terms, and all its terms, remembered by the section's text (the
 * passage store hands out the same array for a unit each time): the same sections come back for
 * related questions and follow-ups, and term analysis is most of the work of an answer. Keyed by the
 * text rather than the unit number, so another index in the same page or process (a new deploy, a
 * test's own site) never gets a unit's passages from the first.
 */
const analysed = new Map<string[], Analysed>();
const ANALYSED_SIZE = 4000;

function analyse(section: RetrievedSection): Analysed {
  let hit = analysed.get(section.blocks);
  if (!hit) {
    if (analysed.size >= ANALYSED_SIZE) analysed.clear();
    const passages = passagesOf(section.blocks).map((p) => ({
      ...p,
      terms: new Set(termsOf(p.text)),
      words: p.text.split(/\s+/).length,
    }));
    const terms = new Set<string>();
    for (const passage of passages) for (const term of passage.terms) terms.add(term);
    hit = {passages, terms};
    analysed.set(section.blocks, hit);
  }
  return hit;
}

function candidates(retrieval: Retrieval, cues: Cues, o: LocalTuning): Candidate[] {
  const {words, sections} = retrieval;
  // A number answers when it sits next to a word of the asking clause, not of the story.
  const asking = words.filter((w) => w.weight >= 1);
  const askingTerm = (term: string): boolean => asking.some((w) => w.candidates.some((c) => c.term === term));
  const subject = (term: string): boolean => words.some((w) => w.candidates.some((c) => c.term === term));
  const askWords = coverageWords(words, o.storyWeight);
  const out: Candidate[] = [];
  sections.forEach((section, s) => {
    if (section.section !== null && isNavigationHeading(section.section)) return;
    // Better-ranked pages and sections first when support is equal; release notes last.
    const prior =
      o.pageWeight * (1 - section.pageRank / PAGES) +
      (section.unitRank === null ? 0 : o.sectionWeight * (1 - section.unitRank / SECTIONS)) +
      pagePrior(section.path) +
      (section.section === null && SCENARIO_PAGES.test(section.path) ? o.scenarioPrior : 0) +
      (!cues.whyNot && section.section !== null && TROUBLESHOOTING.test(section.section.trim())
        ? o.troubleshootingPrior
        : 0);
    const {passages, terms: sectionTerms} = analyse(section);
    const around = [
      {terms: section.context, share: o.headingShare},
      {terms: sectionTerms, share: o.sectionShare},
    ];
    for (const passage of passages) {
      const own = coverage(words, passage.terms);
      // A passage that states no word of the question does not answer it, whatever its headings say.
      if (own === 0) continue;
      const support = coverage(words, passage.terms, around);
      const askSupport = coverage(askWords, passage.terms, around);
      const length = passage.words;
      const shape = length < 4 ? -0.2 : length > 60 ? -0.1 - 0.004 * (length - 60) : 0;
      const type = cues.answerType;
      let quantity = 0;
      let factor = 1;
      let noAmount = false;
      if (cues.quantity) {
        passage.tokens ??= tokens(passage.text);
        const match = quantityMatch(passage.text, cues.quantity, subject, passage.tokens);
        // No number at all: the passage cannot answer, however many of the question's words it repeats.
        if (match === 'none') factor = o.quantityNoneFactor;
        noAmount = match === 'none' || match === 'far';
        quantity = {
          subject: o.quantitySubject,
          unit: o.quantityUnit,
          near: o.quantityNear,
          far: o.quantityFar,
          none: o.quantityNone,
        }[match];
      } else if (cues.amount) {
        passage.tokens ??= tokens(passage.text);
        const amount = quantityMatch(passage.text, ANY_NUMBER, askingTerm, passage.tokens);
        quantity = amount === 'near' ? 0.12 : amount === 'far' ? 0.04 : -0.15;
        noAmount = amount !== 'near';
        if (type === 'duration') quantity += STATES_DURATION.test(passage.text) ? 0.08 : -0.08;
      }
      const cue =
        quantity +
        (type === 'yes-no' && STATES_YES_NO.test(passage.text) ? 0.05 : 0) +
        (type === 'price' ? (STATES_MONEY.test(passage.text) ? o.moneyWeight : -o.moneyWeight) : 0) +
        (cues.whyNot && STATES_FAILURE.test(passage.text) ? 0.08 : 0) +
        (cues.outcome && STATES_OUTCOME.test(passage.text) ? o.outcomeWeight : 0) +
        (cues.limit && statesLimit(passage.text) ? o.limitWeight : 0) +
        (cues.plan && STATES_PLAN.test(passage.text) ? o.planWeight : 0) +
        (cues.wording && STATES_QUOTE.test(passage.text) ? o.quoteWeight : 0) +
        (rowAbout(passage.text, askingTerm) ? o.rowWeight : 0);
      // A passage that ends in a colon introduces the list items after it: keep them together.
      const listed =
        passage.last && /:$/.test(passage.text)
          ? section.blocks.slice(passage.block + 1, passage.block + 6).filter((next) => !/:$/.test(next))
          : [];
      // …as many of them as fit the passage's share of the answer.
      const followers: string[] = [];
      let withItems = length;
      for (const item of listed) {
        const more = item.split(/\s+/).length;
        if (withItems + more > o.listWords) break;
        followers.push(item);
        withItems += more;
      }
      out.push({
        section: s,
        block: passage.block,
        sentence: passage.sentence,
        text: passage.text,
        terms: passage.terms,
        support,
        askSupport,
        score: (support + o.ownWeight * own) * factor + prior + cue + shape,
        words: withItems,
        followers,
        ...(noAmount ? {noAmount} : {}),
      });
    }
  });
  return out;
}

/**
 * Whether a table row ("Wait · Pauses for a duration · 1 minute to 90 days") is about a thing the
 * question asks about: its first cell names it, as a heading would, and every word of that cell is
 * one the asking clause says.
 */
function rowAbout(text: string, askingTerm: (term: string) => boolean): boolean {
  const cell = text.indexOf(' · ');
  if (cell < 0) return false;
  const terms = termsOf(text.slice(0, cell));
  return terms.length > 0 && terms.every(askingTerm);
}

/**
 * A passage that states a number, an amount in words or a span of time ("up to 20", "twice", "no limit",
 * "daily", "until the window closes"): what an amount or a duration is answered by.
 */
const STATES_A_MEASURE =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundred|thousand|million|unlimited|no limit|any number|single|once|twice|daily|weekly|monthly|hourly|yearly|immediately|instantly|at once|never|forever|indefinitely|until|same|minute|hour|day|week|month|year)\b/i;

/** Closest pages for a declined question: the first distinct pages of the ranking. */
function closestPages(sections: RetrievedSection[], count = 3): Source[] {
  const seen = new Set<string>();
  const out: Source[] = [];
  for (const section of sections) {
    const page = section.path.split('#')[0];
    if (seen.has(page)) continue;
    seen.add(page);
    out.push({n: out.length + 1, path: page, page: section.page, section: null});
    if (out.length === count) break;
  }
  return out;
}

/** Puts the citation before a sentence's final full stop: "… select them [1]." */
function cite(sentence: string, n: number): string {
  return /[.!?]$/.test(sentence) ? `${sentence.slice(0, -1)} [${n}]${sentence.slice(-1)}` : `${sentence} [${n}]`;
}

/** Every passage of the retrieved sections, best first (exported for the bench's diagnostics). */
export function ranked(retrieval: Retrieval, question: string, o: LocalTuning): Candidate[] {
  const focus = retrieval.focus ?? questionFocus(question);
  const cues: Cues = {
    amount: focus.answerType === 'amount' || focus.answerType === 'duration' || ASKS_FOR_AMOUNT.test(focus.ask),
    whyNot: ASKS_WHY_NOT.test(focus.ask),
    answerType: focus.answerType,
    outcome: ASKS_OUTCOME.test(focus.ask),
    limit: (focus.answerType === 'amount' || focus.answerType === 'duration') && ASKS_LIMIT.test(focus.ask),
    quantity: expectedQuantity(focus.ask, focus.answerType),
    plan: ASKS_PLAN.test(focus.ask),
    wording: ASKS_WORDING.test(focus.ask),
  };
  return candidates(retrieval, cues, o).sort(
    (a, b) => b.score - a.score || a.section - b.section || a.block - b.block || a.sentence - b.sentence,
  );
}

/** "…, and can I slow it down?": where a question's second ask begins. */
const SECOND_ASK = /,?\s+and\s+(?=(?:how|what|which|when|where|why|can|could|does|do|is|are|will|would)\b)/i;

/**
 * For a question that asks two things, the best passage for each: the question's words re-weighed so
 * that the part's own words count in full and the other part's like the story.
 */
function partBests(retrieval: Retrieval, ask: string, o: LocalTuning): Candidate[] {
  const parts = ask
    .split(SECOND_ASK)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return [];
  return parts.flatMap((part) => {
    const own = new Set(tokens(part).map((t) => t.word));
    const words = retrieval.words.map((w) => ({
      ...w,
      weight: own.has(w.word) ? 1 : Math.min(w.weight, NARRATIVE_WEIGHT),
    }));
    const top = ranked({...retrieval, words, focus: questionFocus(part)}, part, o)[0];
    return top ? [top] : [];
  });
}

/**
 * The sections that support the question best, best first: what a language model reads to answer
 * (the llm answerer), chosen the same way the local answerer chooses its sentences.
 */
export function bestSections(retrieval: Retrieval, question: string, count: number): RetrievedSection[] {
  const out: RetrievedSection[] = [];
  for (const c of ranked(retrieval, question, {...LOCAL_DEFAULTS, ...COVERAGE_DEFAULTS})) {
    const section = retrieval.sections[c.section];
    if (!out.includes(section)) out.push(section);
    if (out.length === count) break;
  }
  return out;
}

/** Composes an answer from retrieved sections, or declines; pure, so tests and the benchmark run it in Node. */
export function composeAnswer(
  retrieval: Retrieval,
  question: string,
  options: Partial<LocalTuning> = {},
): ComposedAnswer {
  const o: LocalTuning = {...LOCAL_DEFAULTS, ...COVERAGE_DEFAULTS, ...options};
  const all = ranked(retrieval, question, o);
  const best = all[0];
  const support = all.reduce((max, c) => Math.max(max, c.support), 0);
  // Coverage is decided from the retrieval as a whole, on what the question asks rather than the story
  // told around it; the passages only then compete to answer.
  const focus = retrieval.focus ?? questionFocus(question);
  const asked = {...retrieval, words: coverageWords(retrieval.words, o.storyWeight)};
  const askSupport = all.reduce((max, c) => Math.max(max, c.askSupport), 0);
  const signals = coverageSignals(asked, (s) => analyse(s).terms, askSupport, focus.ask);
  let decision = best ? decideCoverage(focus.ask, signals, o) : {covered: false as const, note: null};
  // A price is answered by a passage that states one: the plans page does; anything else would be a guess.
  if (best && decision.covered && focus.answerType === 'price' && !STATES_MONEY.test(best.text)) {
    decision = {covered: false, note: PRICES_NOTE};
  }
  // So is a measure: "how many people can join" read against passages with no number at all is a
  // question about something the docs do not state, however closely they match its words. The two best
  // passages are read, since the one that repeats the question is not always the one with the value
  // ("After how much inactivity does a console session expire?": the second says 12 hours).
  if (
    best &&
    decision.covered &&
    (focus.answerType === 'amount' || focus.answerType === 'duration') &&
    !all.slice(0, 2).some((c) => STATES_A_MEASURE.test(c.text))
  ) {
    decision = {covered: false, note: null};
  }
  if (!best || !decision.covered) {
    return {
      kind: 'declined',
      closest: signals.section > 0.3 ? closestPages(retrieval.sections) : [],
      support,
      note: decision.covered ? null : decision.note,
      signals,
    };
  }
  const kept: Candidate[] = [best];
  const perSection = new Map<number, number>([[best.section, 1]]);
  let words = best.words;
  // The best passage for each part of a two-part question comes next, whatever its share of the best.
  const parts = o.answerEachPart ? partBests(retrieval, focus.ask, o) : [];
  const queue = [...parts.map((c) => ({c, part: true})), ...all.slice(1).map((c) => ({c, part: false}))];
  for (const {c, part} of queue) {
    if (kept.length >= o.maxPassages) break;
    if (!part && (c.score < o.keepRatio * best.score || c.support < o.minSupport)) break;
    if (words + c.words > o.maxWords) continue;
    // Asked for an amount, a further passage that states none (see amountOnly) adds nothing to one that does.
    if (o.amountOnly && c.noAmount && !best.noAmount) continue;
    const sources = new Set(kept.map((k) => k.section));
    if (!sources.has(c.section) && sources.size >= o.maxSources) continue;
    if ((perSection.get(c.section) ?? 0) >= 2) continue;
    if (kept.some((k) => overlap(k.terms, c.terms) > o.maxOverlap || k.followers.includes(c.text))) continue;
    // A sentence shown with the one it leans on repeats that one: the longer stands for both.
    const within = kept.findIndex(
      (k) => k.section === c.section && k.block === c.block && (k.text.includes(c.text) || c.text.includes(k.text)),
    );
    if (within >= 0) {
      const k = kept[within];
      if (c.text.length > k.text.length && words - k.words + c.words <= o.maxWords) {
        kept[within] = c;
        words += c.words - k.words;
      }
      continue;
    }
    kept.push(c);
    words += c.words;
    perSection.set(c.section, (perSection.get(c.section) ?? 0) + 1);
  }
  // Sections in the order of their best passage; passages in page order within a section.
  const order = [...new Set(kept.map((k) => k.section))];
  const sources = order.map((s, i) => toSource(retrieval.sections[s], i + 1));
  const paragraphs = order.map((s, i) => {
    let text = '';
    const inSection = kept.filter((k) => k.section === s).sort((a, b) => a.block - b.block || a.sentence - b.sentence);
    for (const k of inSection) {
      text += (text === '' ? '' : text.endsWith('\n') ? '' : ' ') + cite(k.text, i + 1);
      if (k.followers.length > 0) text += `${k.followers.map((f) => `\n- ${f}`).join('')}\n`;
    }
    return text.trimEnd();
  });
  return {kind: 'answer', sources, text: paragraphs.join('\n\n'), support, signals};
}

export type LocalDeps = {engine: SearchEngine; store: PassageStore};

export function createLocalAnswerer(load: () => Promise<LocalDeps>): Answerer {
  return {
    name: 'local',
    async *answer(question: string, history: Turn[], signal?: AbortSignal): AsyncIterable<AnswerEvent> {
      const {engine, store} = await load();
      const retrieval = await retrieve(engine, store, question, history, {sections: SECTIONS, pages: PAGES});
      signal?.throwIfAborted();
      const composed = composeAnswer(retrieval, question);
      if (composed.kind === 'declined') {
        yield {type: 'declined', closest: composed.closest, ...(composed.note ? {note: composed.note} : {})};
      } else {
        yield {type: 'sources', sources: composed.sources};
        // One paragraph at a time, the way a streamed answer arrives.
        const paragraphs = composed.text.split('\n\n');
        for (const [i, paragraph] of paragraphs.entries()) {
          yield {type: 'text', text: i === 0 ? paragraph : `\n\n${paragraph}`};
        }
      }
      yield {type: 'done'};
    },
  };
}
