import {isSearchable, tokens} from '../search/tokenize';

/**
 * The focus of a reader's question: the clause that asks, apart from the story told before it, and
 * the kind of answer it wants. Readers often set the scene first ("We run a clinic and patients write
 * after hours — how long does …"); the scene's words say little about what the docs must state, so
 * they count for little when a passage is weighed, and the asking clause counts in full.
 */

export type AnswerType =
  /** A number with a unit of time: "how long is it kept", "how soon", "when does it close". */
  | 'duration'
  /** A number: a limit, size, count or rate ("how many", "how big", "maximum"). */
  | 'amount'
  /** Money: a price, fee or cost. The docs state only Mynah's own plan, seat and overage prices (coverage.ts). */
  | 'price'
  /** Whether something is possible or true, often under a condition ("can agents … if …"). */
  | 'yes-no'
  /** How to do something: steps. */
  | 'steps'
  /** A thing named: "which header", "what counts as". */
  | 'name';

export type Focus = {
  /** The clauses that ask, joined. */
  ask: string;
  /** The clauses before or around them that set the scene. */
  narrative: string;
  answerType: AnswerType;
  /** How much each word of the question counts (folded word → 0–1): asking words 1, scene words less. */
  weights: Map<string, number>;
  /**
   * The scene's names that the ask points back to ("… Salesforce Service Cloud. Can a flow open a Case
   * there?"): capitalised names of the scene when the ask says "there", "it", "them"…; else none.
   */
  referred: string[];
};

/**
 * How much a word that only the scene holds counts, against 1 for a word of the asking clause (and a
 * word that only says what kind of answer is wanted, SHAPE_WORDS). 0.3 → 0.4: tuning key fact 0.957
 * at 0.2–0.5; the question sets written after it (.bench probes 5–9) +3 of 291 from 0.35 to 0.5
 * ("max size of one row" finds the row size).
 */
export const NARRATIVE_WEIGHT = 0.4;
/**
 * How much a name in the scene counts: a plan, channel, product or format the reader capitalises
 * ("we're still on the Starter plan", "into Inbox contacts", "GA4"). The value asked for often depends
 * on it, and the asking clause then leaves it out ("How far back do the reports go?").
 */
export const NAME_WEIGHT = 0.5;
/** How much the scene counts when the asking clause points back into it ("… get there?", "… she …"). */
export const REFERRED_WEIGHT = 0.5;

/** A clause that opens with one of these sets a condition on the question it precedes: it asks too. */
const CONDITION =
  /^(after|before|once|if|unless|while|whenever|as soon as|by default|during|without|with|for|in|on)\b/i;
/** Words in an asking clause that may point back into the scene; "it" and "that" often point inside
 * the clause instead ("before it ends"), which only makes the scene count a little more. */
const POINTS_BACK = /\b(it|its|that|they|them|their|there|those|these|she|he|her|him|his|then)\b/i;

/**
 * Words that say what kind of answer is wanted, not what it is about ("the longest", "by default"):
 * they count like the story's words, so a page is not preferred for repeating them.
 */
const SHAPE_WORDS = new Set(
  (
    'longest largest biggest smallest shortest fastest highest lowest most least max maximum min minimum ' +
    'limit limits size default defaults allowed total exactly roughly approximately ' +
    // Verbs of having that readers put where the docs put a number ("how many tags can a ticket carry").
    'carry carries hold holds contain contains include includes fit fits have has take takes put ' +
    // Particles and light verbs that frame the ask rather than name its subject ("how long does a
    // session last before it times out", "what happens to …", "does it go through").
    'before after over through up out about last lasts go goes going come comes see show shows happen ' +
    'happens still right away then again ever keep keeps stay stays ' +
    // "whether" opens a question asked inside a sentence (EMBEDDED_ASK); it is never its subject.
    'whether ' +
    // Words that say the amount is per item ("one CSV file", "a single flow", "per call").
    'one single each per'
  ).split(' '),
);

/** Words that ask whether something can be done without naming it: "is that possible", "can we do it". */
const EMPTY_ASK_WORDS = new Set(
  (
    'possible doable feasible supported allowed ok okay work works way ways done achieve something anything also too somehow ' +
    // Asks that judge what the story told, not name a subject: "Is that a bug?", "Is this expected, and
    // what are we supposed to do?"
    'bug bugs glitch expected normal intended supposed'
  ).split(' '),
);

/**
 * How many things a clause names of its own: words that are neither framing, nor an empty ask, nor a
 * pronoun pointing into the story ("include them").
 */
function subjectWords(clause: string): number {
  return tokens(clause).filter(
    (t) => isSearchable(t) && !SHAPE_WORDS.has(t.word) && !EMPTY_ASK_WORDS.has(t.word) && !POINTS_BACK.test(t.word),
  ).length;
}

/** A number the reader counts with: after "all", "about", "over"…, or before a plural noun ("25 topics"). */
const QUANTITY =
  /\b(?:all|about|around|over|under|roughly|nearly|almost|only|just|more than|fewer than|less than|at least)\s+(\d[\d,.]*k?)\b|\b(\d[\d,.]*k?)\s+(?!(?:ms|s|kb|mb|gb|am|pm)\b)[a-z]+s\b/gi;

/** Words for time itself, which a question about a duration uses to ask for one. */
const TIME_WORDS = new Set('time times timed timing duration period long soon'.split(' '));

/** Words that open a question, or a clause that asks. */
const ASKING =
  /^(how|what|what's|whats|which|who|whom|whose|why|when|where|whether|can|could|does|do|did|is|are|was|were|will|would|should|shall|may|might|must|until|at what|in what|is there|are there)\b/i;

/** Splits a question into clauses: sentences, parts set apart by dashes or semicolons, and a trailing
 * question after a comma ("… last week, how long does it stay valid?"). */
export function clauses(question: string): string[] {
  return sentenceClauses(question).flat();
}

/**
 * A question asked inside a sentence ("compliance is asking whether calls are recorded", "I'd like to
 * know if …"): the words from "whether" on ask, the words before tell who wants to know. It is rewritten
 * as "… asking — whether …", so the dash that sentenceClauses already splits at makes it a clause.
 */
const EMBEDDED_ASK =
  /\b(ask|asks|asked|asking|wonder|wonders|wondered|wondering|know|knows|sure|check|checking|confirm|find out|tell (?:me|us)) (?:whether|if)\b/gi;

/** The clauses of each sentence of a question. */
function sentenceClauses(question: string): string[][] {
  return question
    .replace(/\s+/g, ' ')
    .replace(EMBEDDED_ASK, (_, verb: string) => `${verb} — whether`)
    .trim()
    .split(/(?<=[.!?;:])\s+/)
    .map((sentence) =>
      sentence
        .split(
          /\s+[—–-]{1,2}\s+|,\s+(?=(?:and |but |so )?(?:how|what|which|when|can|could|does|do|is|are|will|should)\b)/i,
        )
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .filter((s) => s.length > 0);
}

/** Whether an ask asks for a party ("Who bills us for WhatsApp charges?"), whatever the words around it. */
export function asksWho(ask: string): boolean {
  return /^(and |so )?who\b/i.test(ask);
}

/** A question for a time or a count of tries, whatever money it mentions ("how long does Mynah retry the charge?"). */
export const ASKS_TIME = /\bhow (long|soon|often)\b|\bhow many (times|days|hours|attempts|retries|tries)\b/i;

/**
 * A question about money: a price, fee, discount, or "how much is/are … plan/seats/per month" (but not
 * "how much is included"). One detector for both the answer type here and the prices kind the docs do
 * not give (coverage.ts), so the two never disagree on what a price question is.
 */
export const ASKS_PRICE =
  /\b(costs?|prices?|pricing|priced|charges?|fees?|rent|rental|cheaper|discounts?|how much (do|does|did|will) .*\b(pay|charge)|how much (is|are|would|will) (?!(included|left|allowed|available|stored|kept|used)\b)[^?]*\b(plans?|seats?|subscriptions?|licen[cs]es?|add-?ons?|tiers?|per (user|agent|seat|month|year)))\b/i;

/** The kinds of answer that are a measure, in the order one decides over another. */
const MEASURES: AnswerType[] = ['price', 'duration', 'amount'];

function answerTypeOf(ask: string): AnswerType {
  const text = ask.toLowerCase();
  if (asksWho(text)) return 'name';
  if (ASKS_PRICE.test(text) && !ASKS_TIME.test(text)) {
    if (!/\b(rate limit|charged? (per|for) (message|conversation)s? in (the )?(reports?|usage))\b/.test(text))
      return 'price';
  }
  if (
    /\bhow (long|soon|quickly|fast|often)\b|\bwhen (does|do|is|are|will)\b|\buntil when\b|\bhow far (back|in the past)\b|\bhow much time\b/.test(
      text,
    )
  ) {
    // "How long can a label be?" asks for a length, not a time.
    if (
      /\bhow long (can|may|could|is|are)\b.*\b(be|get)\b\W*$/.test(text) &&
      !/\b(valid|kept|open|locked|last|wait)\b/.test(text)
    )
      return 'amount';
    return 'duration';
  }
  // A measure asked after a preposition inside a yes/no question: "Will it retry, and on what schedule?"
  if (/\b(what|which)( \w+)? (schedule|intervals?|frequency|cadence|delays?|backoff)\b/.test(text)) return 'duration';
  if (/\b(at|with) what (rate|speed|pace)\b/.test(text)) return 'amount';
  if (
    /\bhow (many|much|big|large|small|wide|tall|far)\b|\b(max(imum)?|min(imum)?|limit|limits|size|longest|largest|biggest|shortest|fastest|most|at most|at least|up to)\b/.test(
      text,
    )
  )
    return 'amount';
  if (/^(how (do|can|should) (i|we|you)|how to|what do (i|we) (have to|need to) do|what steps)\b/.test(text))
    return 'steps';
  if (/^(can|could|does|do|did|is|are|was|were|will|would|should|may|must|is there|are there|whether)\b/.test(text))
    return 'yes-no';
  return 'name';
}

export function questionFocus(question: string): Focus {
  const sentences = sentenceClauses(question);
  const parts = sentences.flat();
  // The asking clauses: those that end in a question mark or open with a question word; the last
  // clause when none does (a question typed without one: "max size of a webhook body").
  let asking = parts.filter((c) => /\?$/.test(c) || ASKING.test(c));
  if (asking.length === 0) asking = parts.slice(-1);
  // A condition before the ask in its own sentence asks too: "After a case is resolved, when is it closed?"
  for (const sentence of sentences) {
    sentence.forEach((c, i) => {
      if (!asking.includes(c) && CONDITION.test(c) && sentence.slice(i + 1).some((d) => asking.includes(d)))
        asking.push(c);
    });
  }
  // An ask with no subject of its own ("Is that possible?", "Can we do that?") asks about the sentence
  // before it, which then asks too.
  // So does an ask that points back and names one thing at most ("Is that permanent?", "Does it expire?"):
  // its subject is in the story, most often in the sentence just before it (after it when the ask opens).
  const subjects = asking.reduce((n, c) => n + subjectWords(c), 0);
  if (subjects === 0 || (subjects <= 1 && POINTS_BACK.test(asking.join(' ')))) {
    const first = sentences.findIndex((sentence) => sentence.some((c) => asking.includes(c)));
    const before =
      first > 0
        ? sentences[first - 1]
        : sentences.slice(first + 1).find((sentence) => !sentence.some((c) => asking.includes(c)));
    if (before) asking.push(...before);
  }
  asking = parts.filter((c) => asking.includes(c));
  // A story that ends in a question mark of its own is rare; a question split over two clauses
  // ("When does it warn us, and what happens then?") keeps both.
  const narrative = parts.filter((c) => !asking.includes(c));
  const ask = asking.join(' ');
  const weights = new Map<string, number>();
  const scene = narrative.join(' ');
  const story = POINTS_BACK.test(ask) ? REFERRED_WEIGHT : NARRATIVE_WEIGHT;
  for (const t of tokens(scene)) weights.set(t.word, story);
  // Names in the scene: capitalised inside a sentence, or written with capitals and digits ("GA4", "CSV").
  const names: string[] = [];
  for (const m of scene.matchAll(
    /(?<=[\p{L}\p{N},;)] )\p{Lu}[\p{L}\p{N}-]*|\b\p{Lu}{2,}[\p{N}]*\b|\b\p{Lu}+\p{N}+\b/gu,
  )) {
    names.push(m[0]);
    for (const t of tokens(m[0])) weights.set(t.word, Math.max(weights.get(t.word) ?? 0, NAME_WEIGHT));
  }
  // The kind of answer is said by the clause that opens with a question word: "Is agent assist — the AI
  // that drafts replies — switched on by default?" is a yes/no question, though its last clause is not.
  // The conjunction is not part of the clause's question: "And how do I get the rest?" asks for steps.
  // Of several questions, one that asks for a measure decides ("How long until …? Is that normal?"):
  // the value is what the docs state and the other question leans on it.
  const bare = (c: string): string => c.replace(/^(and|so|but|or)\s+/i, '');
  const opening = asking.filter((c) => ASKING.test(bare(c))).map((c) => answerTypeOf(bare(c)));
  const answerType =
    MEASURES.find((t) => opening.includes(t)) ?? opening.at(-1) ?? answerTypeOf(bare(asking.at(-1) ?? ask));
  // A question that asks how long names time in its own words ("before it times out", "how much time"):
  // the answer is a time, so the word says what is wanted, not what it is about.
  const shape = (word: string): boolean => SHAPE_WORDS.has(word) || (answerType === 'duration' && TIME_WORDS.has(word));
  // Words that only ask whether something works or is right ("supported", "a bug") name nothing to look up.
  for (const t of tokens(ask)) weights.set(t.word, shape(t.word) || EMPTY_ASK_WORDS.has(t.word) ? NARRATIVE_WEIGHT : 1);
  // A reader's own quantity ("all 25", "about 40k rows") is a value to hold against the docs' limit,
  // which states another number: it says what is wanted, not what to look up.
  for (const m of ask.matchAll(QUANTITY)) for (const t of tokens(m[1] ?? m[2])) weights.set(t.word, NARRATIVE_WEIGHT);
  const referred = story === REFERRED_WEIGHT ? names : [];
  return {ask, narrative: narrative.join(' '), answerType, weights, referred};
}
